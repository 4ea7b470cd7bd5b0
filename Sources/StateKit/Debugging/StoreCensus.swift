/// The stores made while a census is taken, held weakly, with a way to ask whether the state each one
/// shows is still in its root's state: what exploration reads to find the scoped stores, and the
/// observers that keep a store's core, that outlive the child or the row they show.
///
/// A census is taken for the work run inside ``taking(_:)``, child tasks included: every ``Store`` made
/// there is counted. Outside one, making a store reads one task-local value and records nothing.
@MainActor
package final class StoreCensus {
  /// A store counted that outlives its state: the store itself is alive, or only its core is, kept by an
  /// observer's token.
  package struct Leak: Sendable {
    /// `Row.State`: the type of state the store shows.
    package let stateType: String
    /// The last state the store showed, on one line.
    package let lastState: String
    /// Whether the store object itself is alive; if not, an observer's token keeps its core.
    package let isStoreAlive: Bool
  }

  /// One store counted.
  private struct Entry {
    weak var store: AnyObject?
    /// Whether the store's state is gone from its root's, or `nil` once its core is released too.
    let isGone: @MainActor () -> Bool?
    let stateType: Any.Type
    let lastState: @MainActor () -> String?
  }

  @TaskLocal private static var current: StoreCensus?
  private var entries: [Entry] = []

  package init() {}

  /// Runs `operation` with this census taken: the stores it makes are counted.
  package func taking<Result>(_ operation: () async throws -> Result) async rethrows -> Result {
    try await Self.$current.withValue(self, operation: operation)
  }

  /// Runs `operation`, which does not suspend, with this census taken: the stores it makes are counted.
  package func takingSynchronously<Result>(_ operation: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: operation)
  }

  /// Counts `store` in the census in force, if one is.
  static func count<State, Action>(_ store: Store<State, Action>) {
    guard let census = current else { return }
    let core = store.core
    census.entries.append(
      Entry(
        store: store,
        isGone: { [weak core] in core.map { !$0.isLive } },
        stateType: State.self,
        lastState: { [weak core] in core.map { dump($0.shownState, maxDepth: 2) } }))
  }

  /// The stores counted whose state is gone from their root's but that are still alive, or whose core
  /// an observer still keeps; forgets the stores released since the last call.
  package func leaks() -> [Leak] {
    var leaks: [Leak] = []
    entries.removeAll { entry in
      guard let isGone = entry.isGone() else { return true }
      if isGone {
        let text = entry.lastState() ?? ""
        let line = text.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
          .joined(separator: " ")
        leaks.append(
          Leak(
            stateType: dumpTypeName(entry.stateType), lastState: line, isStoreAlive: entry.store != nil))
      }
      return false
    }
    return leaks
  }
}
