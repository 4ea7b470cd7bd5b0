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
  /// The entry of each watched element, by id.
  @exclusivity(unchecked) private var entries: [ID: TypedRowEntry<Element>] = [:]
  /// Rows come and go: the entries of released or removed rows are swept whenever `entries` doubles.
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
    // NB: A check with no entries takes the collection's mark, `nil` while it does not exist.
    var mark: IdentifiedArrayChangeMark?
    var none: [ID: TypedRowEntry<Element>] = [:]
    _ = collection.changedRows(state, &mark, &none, nil, true)
    self.mark = mark
  }

  /// Binds `core` to the ``RowEntry`` of the element with the given id of `state`'s collection. Returns
  /// `nil`: the core holds the entry, and the binding ends with it.
  func add(_ core: CoreNode, forID id: ID, in state: borrowing Root) -> CancellationToken? {
    if let existing = entries[id], !existing.isDetached {
      core.watches(row: existing)
      return nil
    }
    if entries.count >= sweepThreshold {
      entries = entries.filter { !$0.value.isDetached && $0.value.stores > 0 }
      sweepThreshold = max(64, entries.count * 2)
    }
    guard let entry = collection.entry(state, id) else {
      preconditionFailure("StateKit: a row store watched the element with id \(id), which is not there")
    }
    entries[id] = entry
    core.watches(row: entry)
    return nil
  }

  override func notify() {
    lend { check($0, countingIn: $1) }
  }

  override var linksStore: Bool { true }

  /// Tells the entries of the rows of `state`'s collection that changed since the last check.
  func check(_ state: borrowing Root, countingIn session: DebugSession?) {
    // NB: The entries are read out of `entries` before they are told, so a callback may scope rows.
    // After a change of shared values, every watched row is compared: a shared value a row holds may have
    // changed with no write of the row.
    let sharedValuesChanged = _slowPath(SharedChanges.generation != sharedGeneration)
    if sharedValuesChanged { sharedGeneration = SharedChanges.generation }
    collection.changedRows(state, &mark, &entries, equating, sharedValuesChanged).tell(countingIn: session)
  }
}
