/// An ordered collection of elements, each with a unique id, with O(1) lookup by id.
///
/// `IdentifiedArray` has value semantics, like `Array`: copies are independent, and mutating a
/// uniquely referenced array (by position or through ``subscript(id:)``) happens in place.
///
/// Each element's id is read through the key path given at creation (`\.id` for `Identifiable`
/// elements) and must not change while the element is stored: replace an element with one that
/// has the same id, or remove it and insert a new one. The key path must be `Sendable`, which
/// key path literals such as `\.name` are unless they capture non-`Sendable` subscript arguments.
///
/// Reorder with ``move(fromOffsets:toOffset:)``, ``sort(by:)`` or ``swapAt(_:_:)``. Generic
/// `MutableCollection` code that assigns elements to other positions (for example
/// `MutableCollection.sort()` called through a generic constraint) trips the id precondition.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Write")]
/// todos[id: 1]?.title = "Ship"   // O(1), in place
/// todos.append(Todo(id: 2, title: "Test"))
/// ```
public struct IdentifiedArray<ID: Hashable, Element> {
  // NB: Invariants, restored by every mutation before it returns:
  //  - `_ids.count == _elements.count == _positions.count`;
  //  - `_ids[i] == _idOf(_elements[i])` for every index `i`;
  //  - `_positions[_ids[i]] == i` for every index `i` (so ids are unique).
  //  - every change to the elements or their order is recorded in `_log`, and `_log` is `nil`
  //    only while the array is empty (see IdentifiedArray+ChangeTracking.swift).
  //
  // NB: `@usableFromInline`, with the element accesses a reducer makes on every action (by position,
  // by id, and the change log they write), so that they run specialized for the caller's types rather
  // than through generic metadata lookups.
  @usableFromInline var _ids: [ID]
  @usableFromInline var _elements: [Element]
  @usableFromInline var _positions: [ID: Int]

  /// Which ids the last mutations changed; created by the first mutation of an empty array.
  @usableFromInline var _log: IdentifiedArrayChangeLog<ID>?

  /// Reads an element's id (see ``ElementIDReader``).
  @usableFromInline let _idReader: any ElementIDReader<Element, ID>

  /// Set only on a copy a store's dynamic member lookup returned: who to tell about reads of its contents
  /// (see ``IdentifiedArrayReadTag``). Not part of the value: `==`, hashing, coding and descriptions
  /// ignore it, and every mutation drops it.
  @usableFromInline var _readTag: IdentifiedArrayReadTag<ID, Element>?

  /// Creates an empty array whose elements are identified by the given key path.
  ///
  /// - Parameter id: The key path to each element's id, such as `\.name`.
  public init(id: any KeyPath<Element, ID> & Sendable) {
    self.init(idReader: KeyPathIDReader(id))
  }

  /// Creates an empty array whose elements' ids `idReader` reads.
  @usableFromInline
  init(idReader: any ElementIDReader<Element, ID>) {
    self._ids = []
    self._elements = []
    self._positions = [:]
    self._log = nil
    self._idReader = idReader
    self._readTag = nil
  }

  /// The id of `element`.
  @inlinable
  func _idOf(_ element: Element) -> ID {
    _idReader.id(of: element)
  }

  /// Creates an array from a sequence of elements with unique ids, keeping their order.
  ///
  /// - Precondition: No two elements have the same id; a duplicate traps with a message
  ///   naming the id and both offsets.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  /// - Parameters:
  ///   - uniqueElements: The elements, in order. Their ids must be unique.
  ///   - id: The key path to each element's id, such as `\.name`.
  public init(uniqueElements: some Sequence<Element>, id: any KeyPath<Element, ID> & Sendable) {
    self.init(uniqueElements: uniqueElements, idReader: KeyPathIDReader(id))
  }

  /// Creates an array from a sequence of elements with unique ids, which `idReader` reads.
  @usableFromInline
  init(uniqueElements: some Sequence<Element>, idReader: any ElementIDReader<Element, ID>) {
    self.init(idReader: idReader)
    _elements = Array(uniqueElements)
    _ids.reserveCapacity(_elements.count)
    _positions.reserveCapacity(_elements.count)
    for (offset, element) in _elements.enumerated() {
      let elementID = idReader.id(of: element)
      if let existing = _positions.updateValue(offset, forKey: elementID) {
        preconditionFailure(
          """
          IdentifiedArray: duplicate id \(elementID) at offset \(offset) (already used at offset \
          \(existing)); ids must be unique — remove duplicates first, or start empty and use \
          append(contentsOf:) to skip them
          """
        )
      }
      _ids.append(elementID)
    }
    _startChangeLog()
  }

  /// The ids of the elements, in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var ids: [ID] {
    _tellContentsRead()
    return _ids
  }

  /// The elements, in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var elements: [Element] {
    _tellContentsRead()
    return _elements
  }

  /// Returns the index of the element with the given id, or `nil` if there is none.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func index(id: ID) -> Int? {
    _tellContentsRead()
    return _positions[id]
  }

  /// The element with the given id, looked for first at `hint`, which then becomes its index: found
  /// without hashing the id while the element stays where it was last found (how a row store reads its
  /// row on every change of it).
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func element(id: ID, hint: inout UInt32) -> Element? {
    let guess = Int(hint)
    if guess < _ids.count, _ids[guess] == id { return _elements[guess] }
    guard let index = _positions[id] else { return nil }
    // NB: A collection of more than 4 billion elements is read by hashing, as if without a hint.
    hint = UInt32(truncatingIfNeeded: index)
    return _elements[index]
  }

  /// Returns whether the array contains an element with the given id.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(id: ID) -> Bool {
    guard _slowPath(_readTag != nil) else { return _positions[id] != nil }
    return self[id: id] != nil
  }

  /// Accesses the element with the given id.
  ///
  /// Reading returns `nil` when no element has the id. Writing `nil` removes the element with
  /// the id (if any); writing an element replaces the element with the id in place, or appends it
  /// when the id is absent. Mutating through the subscript, as in `array[id: 3]?.title = "x"`,
  /// happens in place without copying the storage when the array is uniquely referenced.
  ///
  /// - Precondition: An element written (or left after a mutation) has the id `id`.
  /// - Complexity: O(1) on average to read, replace, mutate or append; O(*n*) to remove.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      let element = _positions[id].map { _elements[$0] }
      if _slowPath(_readTag != nil) { _tellElementRead(id: id, element) }
      return element
    }
    set {
      _tellMutation()
      _finishAccess(id: id, index: _positions[id], newValue: newValue, detached: false)
    }
    _modify {
      _tellMutation()
      let index = _positions[id]
      var value: Element?
      if let index {
        // NB: Moving the element out (swap to the end, pop) leaves the caller its only owner,
        // so mutations of its own copy-on-write storage happen in place too.
        _elements.swapAt(index, _elements.count - 1)
        value = _elements.removeLast()
      }
      defer { _finishAccess(id: id, index: index, newValue: value, detached: true) }
      yield &value
    }
  }

  /// Completes a write through `subscript(id:)`. When `detached`, the element at `index` was
  /// swapped to the end and popped, and the last element now sits at `index`.
  // NB: Inlinable, like every element-level mutation: a reducer's `state.rows[id: id]?.count += 1`
  // then runs specialized for its types, not through the library's generic copy and its metadata
  // lookups.
  @inlinable
  mutating func _finishAccess(id: ID, index: Int?, newValue: Element?, detached: Bool) {
    if let newValue {
      let newID = _idOf(newValue)
      if _slowPath(newID != id) { _idMismatch(storing: newID, under: id) }
    }
    switch (index, newValue) {
    case (let index?, let newValue?):
      if detached {
        _elements.append(newValue)
        _elements.swapAt(index, _elements.count - 1)
      } else {
        _elements[index] = newValue
      }
      // NB: Written in place: where it is, for a watcher that finds rows by position (see `onlyChange`).
      _recordChange(of: id, at: index)
      return
    case (let index?, nil):
      if detached {
        if index < _elements.count {
          let last = _elements.remove(at: index)
          _elements.append(last)
        }
      } else {
        _elements.remove(at: index)
      }
      _removeID(at: index)
    case (nil, let newValue?):
      _appendStorage(newValue, id: id)
    case (nil, nil):
      return
    }
    _recordChange(of: id)
  }

  /// Stops because a write through `subscript(id:)` stored an element with another id: kept out of the
  /// inlinable write, with its message.
  @usableFromInline
  func _idMismatch(storing newID: ID, under id: ID) -> Never {
    preconditionFailure(
      """
      IdentifiedArray: cannot store an element with id \(newID) under subscript id \(id); the \
      element's id must equal the subscript's id — use remove(id:) and append(_:) to change ids
      """
    )
  }

  /// Appends an element whose id is known to be absent.
  @inlinable
  mutating func _appendStorage(_ element: Element, id: ID) {
    _positions[id] = _ids.count
    _ids.append(id)
    _elements.append(element)
  }

  /// Removes the element at a valid index and reindexes the elements after it.
  @inlinable
  @discardableResult
  mutating func _removeStorage(at index: Int) -> Element {
    let removed = _elements.remove(at: index)
    _removeID(at: index)
    return removed
  }

  /// Removes the id at a valid index (its element already removed) and reindexes the rest.
  @inlinable
  mutating func _removeID(at index: Int) {
    _positions[_ids.remove(at: index)] = nil
    _reindex(from: index)
  }

  /// Recomputes the positions of the elements at `start...`.
  @inlinable
  mutating func _reindex(from start: Int) {
    for index in start..<_ids.count {
      _positions[_ids[index]] = index
    }
  }
}

/// An identified array of `Identifiable` elements, identified by their `id`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an empty array of `Identifiable` elements.
  @inlinable
  public init() {
    self.init(idReader: IdentifiableIDReader())
  }

  /// Creates an array from a sequence of `Identifiable` elements with unique ids, keeping their
  /// order.
  ///
  /// - Precondition: No two elements have the same id.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  /// - Parameter uniqueElements: The elements, in order. Their ids must be unique.
  @inlinable
  public init(uniqueElements: some Sequence<Element>) {
    self.init(uniqueElements: uniqueElements, idReader: IdentifiableIDReader())
  }
}

// NB: Declared here because `Sendable` must be declared in the type's own file. All stored
// properties are `Sendable` under these constraints (the key path is `KeyPath & Sendable`; the
// change log is when `ID` is, see IdentifiedArrayChangeLog.swift).
extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}
