/// Tells the watched rows of one identified collection in a state which of them changed, asking the
/// collection (see ``ChangedRows``) rather than comparing every row. Each watched row has a ``RowEntry``.
@MainActor
final class ElementWatcher<Root, ID: Hashable, Element>: Observer {
  private let collection: CollectionPath<Root, ID, Element>
  /// How a row is compared with the one last shown; `nil` for rows that are not `Equatable`.
  private let equating: Equating<Element>?
  /// Lends the state, as its ``ElementWatchers`` do.
  private let lend: ElementWatchers<Root>.Lend
  // NB: The fields marked so are touched only by this watcher, on the main actor: `check` lends them
  // `inout` for a call that runs nothing of anyone else's but the rows' `==`, and tells the entries
  // after that access ends. Their run-time exclusivity checks are off.
  /// The collection as of the last check, or `nil` if it did not exist.
  @exclusivity(unchecked) private var mark: IdentifiedArrayChangeMark?
  /// The entry of each watched element, by id and by the position where its row was last seen.
  @exclusivity(unchecked) private var entries = RowEntryTable<ID, Element>()
  /// Rows come and go: the entries of released or removed rows are swept whenever the table doubles.
  private var sweepThreshold = 64
  /// The generation of ``SharedChanges`` at the last check.
  private var sharedGeneration = SharedChanges.generation

  init(
    collection: CollectionPath<Root, ID, Element>, in state: borrowing Root,
    lend: @escaping ElementWatchers<Root>.Lend
  ) {
    self.collection = collection
    self.lend = lend
    self.equating = defaultEquating(for: Element.self)
    self.mark = collection.read(state)?.changeMark
  }

  /// Binds `core` to the ``RowEntry`` of the element with the given id of `state`'s collection. Returns
  /// `nil`: the core holds the entry, and the binding ends with it.
  func add(_ core: CoreNode, forID id: ID, in state: borrowing Root) -> CancellationToken? {
    if entries.count >= sweepThreshold {
      entries.keep { !$0.isDetached && $0.stores > 0 }
      sweepThreshold = max(64, entries.count * 2)
    }
    let entry: TypedRowEntry<Element>
    if let existing = entries[id], !existing.isDetached {
      entry = existing
    } else {
      guard let made = collection.entry(state, id) else {
        preconditionFailure("StateKit: a row store watched the element with id \(id), which is not there")
      }
      entry = made
      entries.insert(entry, for: id)
    }
    core.watches(row: entry)
    return nil
  }

  override func notify() {
    lend { check($0, countingIn: $1) }
  }

  override var linksStore: Bool { true }

  /// Tells the entries of the rows of `state`'s collection that changed since the last check.
  func check(_ state: borrowing Root, countingIn session: DebugSession?) {
    // NB: The entries are read out of the table before they are told, so a callback may scope rows.
    // After a change of shared values, every watched row is compared: a shared value a row holds may have
    // changed with no write of the row.
    let sharedValuesChanged = _slowPath(SharedChanges.generation != sharedGeneration)
    if sharedValuesChanged { sharedGeneration = SharedChanges.generation }
    switch collection.changedRows(state, &mark, &entries, equating, sharedValuesChanged) {
    case .none: break
    case .one(let entry): entry.tell(countingIn: session)
    case .several(let entries):
      for entry in entries {
        entry.tell(countingIn: session)
      }
    }
  }
}
