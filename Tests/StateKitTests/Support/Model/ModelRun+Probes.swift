import StateKit

/// A view of the model's state that is not `Equatable`: a store of it cannot compare, so it must tell its
/// observers after every action of the root.
struct VersionSnapshot {
  var version: Int
  var a: Int
}

extension ModelRun {
  /// Attaches one observer, of a random kind, to a new store or publisher of the root store.
  func addRandomProbe() {
    let since = version
    let probe: any StoreProbe
    switch Int.random(in: 0..<11, using: &random) {
    case 0:
      probe = ValueProbe("root", of: root.publisher, since: since) { Array($0) }
    case 1:
      probe = ValueProbe("root a", of: root.publisher.counters.a, since: since) {
        $0.map(\.counters.a).removingConsecutiveDuplicates()
      }
    case 2:
      let counters = root.scope(state: \.counters, action: Action.counters)
      probe = ValueProbe("counters scope", of: counters.publisher, since: since) {
        $0.map(\.counters).removingConsecutiveDuplicates()
      }
    case 3:
      let b = root.scope(state: \.counters, action: Action.counters)
        .scope(state: \.b, action: ModelFeature.CountersAction.addB)
      probe = ValueProbe("nested b scope", of: b.publisher, since: since) {
        $0.map(\.counters.b).removingConsecutiveDuplicates()
      }
    case 4:
      let snapshot = root.scope(
        state: { VersionSnapshot(version: $0.version, a: $0.counters.a) },
        action: { (action: Action) in action })
      probe = ValueProbe(
        "non-Equatable scope",
        of: snapshot.publisher,
        since: since,
        isEqual: { $0.version == $1.version },
        expected: { $0.map { VersionSnapshot(version: $0.version, a: $0.counters.a) } }
      )
    case 5:
      let byA = root.scope(state: \.counters, action: Action.counters).removingDuplicates(by: .equal(\.a))
      probe = ValueProbe("counters by a", of: byA.publisher, since: since) {
        $0.map(\.counters).removingConsecutiveDuplicates { $0.a == $1.a }
      }
    case 6:
      let summary = root.connect(using: SummaryConnector())
      probe = ValueProbe("connected", of: summary.publisher, since: since) {
        $0.map(SummaryConnector().connect(state:)).removingConsecutiveDuplicates()
      }
    case 7:
      let id = randomRowID()
      guard let row = root.scope(state: \.rows, id: id, action: Action.row) else { return }
      probe = ValueProbe("row \(id)", of: row.publisher, since: since) {
        // NB: A row store is bound to the row it was made for: once removed, a row with its id is another.
        $0.prefix { $0.rows[id: id] != nil }.compactMap { $0.rows[id: id] }.removingConsecutiveDuplicates()
      }
    case 8:
      guard let detail = root.scope(state: \.detail, action: Action.detail) else { return }
      probe = ValueProbe("detail", of: detail.publisher, since: since) {
        // NB: Bound to the detail it was made for: once dismissed, a detail presented again is another.
        $0.prefix { $0.detail != nil }.compactMap(\.detail).removingConsecutiveDuplicates()
      }
    case 9:
      let evenB = root.publisher.map(\.counters.b).filter { $0.isMultiple(of: 2) }.removeDuplicates()
      probe = ValueProbe("even b pipeline", of: evenB, since: since) {
        $0.map(\.counters.b).filter { $0.isMultiple(of: 2) }.removingConsecutiveDuplicates()
      }
    default:
      let counters = root.scope(state: \.counters, action: Action.counters)
      observationProbes.append(
        ObservationProbe(reading: { counters.state }, project: \.counters, since: since))
      return
    }
    probes.append(probe)
  }

  /// Checks one observer and drops it.
  func dropRandomProbe() {
    guard !probes.isEmpty else { return }
    let probe = probes.remove(at: Int.random(in: probes.indices, using: &random))
    if !probe.verify(log: log, through: version, seed: seed) { failed = true }
    probe.cancel()
  }
}
