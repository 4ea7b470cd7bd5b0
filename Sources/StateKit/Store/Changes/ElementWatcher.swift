/// Tells the observers of the elements of one identified collection in a state which elements changed,
/// asking the collection itself rather than comparing every element.
///
/// After each change the owning core calls ``check(_:countingIn:)``, which asks the collection's path
/// which rows changed (see ``ChangedRows``): O(1) plus the number of changed ids, however many rows are
/// observed. Each watched row has a ``RowEntry``: the row as last shown, compared here with the row as
/// it is, and the observers of the row's stores, told only when it differs.
@MainActor
final class ElementWatcher<Root, ID: Hashable, Element>: StateWatcher {
  private let collection: CollectionPath<Root, ID, Element>
  /// How a row is compared with the one last shown; `nil` for rows that are not `Equatable`, whose every
  /// write is a change.
  private let equating: Equating<Element>?
  // NB: The two tables below are touched only on the main actor, by this watcher. `check` lends them to
  // the list's path, `inout`, for a call that runs no code of anyone else's but the rows' `==` (which
  // scopes no store), and tells the entries it found after that access ends; `add` calls nothing that
  // could touch them again. So no access overlaps another, and their run-time exclusivity checks, paid
  // on every change of the state, are off.
  /// The collection as of the last check, or `nil` if it did not exist.
  @exclusivity(unchecked) private var mark: IdentifiedArrayChangeMark?
  /// The entry of each watched element, by id and by the position where its row was last seen.
  @exclusivity(unchecked) private var entries = RowEntryTable<ID>()
  // NB: Rows come and go; the entries of released or removed rows are swept whenever the table doubles.
  // Touched only by `add`, which calls nothing that could touch it again: its exclusivity check is off.
  @exclusivity(unchecked) private var sweepThreshold = 64
  /// Whether a check is running: its entries are told unretained, so no entry leaves the table until it
  /// ends (a callback that scopes a row store then adds to the table, but sweeps nothing). Touched only by
  /// `check` and `add`, never across a call: its exclusivity check is off.
  @exclusivity(unchecked) private var isChecking = false
  /// The generation of ``SharedChanges`` at the last check. Touched only by `check`, which calls nothing
  /// that could touch it again: its exclusivity check, paid on every change, is off.
  @exclusivity(unchecked) private var sharedGeneration = SharedChanges.generation

  init(collection: CollectionPath<Root, ID, Element>, in state: Root) {
    self.collection = collection
    self.equating = defaultEquating(for: Element.self)
    self.mark = collection.read(state)?.changeMark
  }

  /// Wakes `core` on the removal of the element with the given id of `state`'s collection, and on its
  /// changes while the core asks for them (see ``RowObserver/wakesOnChange``), until the subscription
  /// is cancelled; the element's ``RowEntry``, which the subscription holds, tells its observers.
  func add(_ core: CoreNode, forID id: ID, in state: Root) -> CoreSubscription {
    if entries.count >= sweepThreshold, !isChecking {
      entries.keep { !$0.isDetached && !($0.cores?.isChainCancelled ?? true) }
      sweepThreshold = max(64, entries.count * 2)
    }
    let entry: RowEntry
    if let existing = entries[id], !existing.isDetached {
      entry = existing
    } else {
      guard let made = collection.entry(state, id) else {
        preconditionFailure("StateKit: a row store watched the element with id \(id), which is not there")
      }
      entry = made
      entries.insert(entry, for: id)
    }
    let observer = RowObserver(notifying: core)
    entry.cores = RowObserver.chain(entry.cores, appending: observer)
    return CoreSubscription(observer: observer, in: entry)
  }

  // NB: `state` points to a `Root`, as every watcher of one ``ElementWatchers`` watches the same state.
  // (Reached through `inout`, which passes it where it is, where a read of `pointee` would copy it; the
  // pointer is made mutable for that alone, and nothing writes through it.)
  override func check(_ state: UnsafeRawPointer, countingIn session: DebugSession?) {
    let root = UnsafeMutablePointer(mutating: state.assumingMemoryBound(to: Root.self))
    withBorrowed(&root.pointee) { check($0, countingIn: session) }
  }

  /// Tells the entries of every element of `state`'s collection that changed since the last check,
  /// counting what they wake in `session` while an instrument measures the change.
  func check(_ state: Root, countingIn session: DebugSession?) {
    // NB: The entries are read out of the table before they are told, so that a callback may add
    // observers (who hear the next change, not this one).
    // NB: A shared value a row holds may have changed with no write of the row, which the collection's
    // changes do not show: after a change of shared values, every watched row is compared (only the rows
    // whose shared values changed compare unequal; see `SharedChanges.isRepeat`).
    let sharedValuesChanged = _slowPath(SharedChanges.generation != sharedGeneration)
    if sharedValuesChanged { sharedGeneration = SharedChanges.generation }
    let wasChecking = isChecking
    isChecking = true
    switch collection.changedRows(state, &mark, &entries, equating, sharedValuesChanged) {
    case .none: break
    case .one(let entry): withObject(entry) { $0.tell(countingIn: session) }
    case .several(let entries):
      for entry in entries {
        entry.tell(countingIn: session)
      }
    }
    isChecking = wasChecking
  }
}

/// Something a root core checks at every notification (once per send), with the new state.
// NB: A class rather than a protocol: an array of `any StateWatcher<Root>`, a constrained existential,
// looked its metadata up on every check, about 330 instructions per action for a list's rows. And not
// generic: an array of a generic class's instances, iterated in generic code, looked up the class's
// metadata on every check too, about 325 instructions per action. The state comes as a pointer instead.
@MainActor
class StateWatcher {
  /// Tells observers about what changed in the state at `state` since the last check: a pointer to the
  /// state of the watchers' root type, valid for the call. `session` counts what the check wakes while an
  /// instrument measures the change; `nil` otherwise.
  func check(_ state: UnsafeRawPointer, countingIn session: DebugSession?) {}
}
