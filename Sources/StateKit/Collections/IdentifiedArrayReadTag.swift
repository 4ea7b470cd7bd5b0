/// Who to tell about reads of an ``IdentifiedArray`` that a store's dynamic member lookup returned
/// (`store.rows`), so that a read of one element is tracked as a read of that element alone.
///
/// Only such a copy carries a tag; an array in a reducer, or one built or mutated anywhere, has none, and
/// its accesses pay one `nil` check. The tag is not part of the value: `==`, hashing, coding and
/// descriptions ignore it.
///
/// What each public member of a tagged array tells:
/// - an element read, of that element alone: `subscript(id:)` (get) and `contains(id:)`;
/// - a contents read, of the whole collection: `ids`, `elements`, `index(id:)`, `endIndex`, `count`,
///   `isEmpty`, `subscript(position:)` (get), `makeIterator()` (so `for … in`, `map`, `forEach`, SwiftUI's
///   `ForEach`), `withContiguousStorageIfAvailable(_:)`, `filter(_:)`, `==`, `hash(into:)`,
///   `encode(to:)`, `description`, `debugDescription` and `customMirror`; every other `Collection`
///   member reads through one of these;
/// - nothing: `startIndex` (always 0), `index(after:)`, `index(before:)`, which read no contents;
/// - a mutation, of any kind (every `mutating` member, setters and `_modify` of both subscripts): a
///   contents read, then the tag is dropped, so the mutated copy tells nothing more. What a mutation
///   leaves in the copy may depend on every element (`removeFirst()`, `append(_:)`'s answer), and an
///   untagged copy, sent back to the store, does not carry the tag into its state.
///
/// A tag tells only on the main actor, where its store's tracking happens: a tagged copy read on another
/// thread tells nothing (Observation can track a main-actor store only on the main actor), and never
/// touches the store there.
// NB: `@unchecked Sendable`: this class has no stored state, and a subclass must keep it safe to share (see
// `StoreCollectionReadTag`, whose properties are written only by its `init`).
@usableFromInline
class IdentifiedArrayReadTag<ID: Hashable, Element>: @unchecked Sendable {
  @usableFromInline
  init() {}

  /// Tells that the element with the given id was read, and was `element`, in a copy of the array
  /// marked by `mark`.
  @usableFromInline
  func elementRead(id: ID, _ element: Element?, mark: IdentifiedArrayChangeMark) {}

  /// Tells that the whole contents of `array` were read; `array` carries no tag.
  @usableFromInline
  func contentsRead(_ array: IdentifiedArray<ID, Element>) {}
}

extension IdentifiedArray {
  /// Tells the tag, if any, that the whole contents were read.
  @inlinable
  func _tellContentsRead() {
    if _slowPath(_readTag != nil) { _tellContentsReadToTag() }
  }

  /// Tells the tag that the whole contents were read: out of line, off the untagged path.
  @usableFromInline
  func _tellContentsReadToTag() {
    guard let tag = _readTag else { return }
    var untagged = self
    untagged._readTag = nil
    tag.contentsRead(untagged)
  }

  /// Tells the tag that the element with id `id` was read: out of line, off the untagged path.
  @usableFromInline
  func _tellElementRead(id: ID, _ element: Element?) {
    _readTag?.elementRead(id: id, element, mark: changeMark)
  }

  /// The element with id `id`, read without telling the tag: how the library reads its state's arrays.
  @inlinable
  func _storedElement(id: ID) -> Element? {
    _positions[id].map { _elements[$0] }
  }

  /// Before a mutation: tells the tag, if any, that the whole contents were read, and drops it.
  @inlinable
  mutating func _tellMutation() {
    if _slowPath(_readTag != nil) {
      _tellContentsReadToTag()
      _readTag = nil
    }
  }
}
