/// What a root core remembers about a runaway chain: more actions processed within one outermost
/// `send(_:)` than any feature sends in one go, which only an endless cycle of `.send` effects (or of
/// observers that send) produces.
///
/// The core counts the actions of every outermost `send(_:)` with a local integer; only the last
/// ``remembered`` actions before ``limit`` are described, so a normal chain pays one comparison per action.
@usableFromInline
struct RunawayChain {
  // NB: Computed, so that the core's loop compares with a constant rather than reading a global.
  /// How many actions one outermost `send(_:)` may process synchronously before the core stops the chain.
  @inlinable static var limit: Int { 1_000_000 }
  /// How many of the last actions before the limit are kept to name the cycle.
  @inlinable static var remembered: Int { 16 }
  /// The count past which each action is described.
  @inlinable static var watchStart: Int { limit - remembered }

  /// The last actions processed, described, oldest first.
  private var recent: [String] = []

  /// Describes `action`, one of the last before the limit.
  mutating func remember(_ action: some Any) {
    recent.append(Self.describe(action))
  }

  /// The warning for a chain stopped after ``limit`` actions, `first` being the action of the outermost
  /// `send(_:)` and `dropped` the number of actions left in the queue.
  func warning(first: some Any, dropped: Int) -> String {
    """
    One send(_:) of \(Self.describe(first)) processed \(Self.limit) actions synchronously and they kept \
    coming, cycling through \(cycle). StateKit stopped the chain and dropped the \(dropped) \
    action\(dropped == 1 ? "" : "s") still queued, so the app does not hang. Look for a `.send` effect, \
    or an observer that sends, that always leads back to the same action: end the chain with a \
    condition, or do repeated work in a `.run` effect.
    """
  }

  /// The distinct actions among the last ones, in order, or the last five if they all differ (an action
  /// that carries a counter).
  private var cycle: String {
    var distinct: [String] = []
    for description in recent where !distinct.contains(description) {
      distinct.append(description)
    }
    let named = distinct.count <= 5 ? distinct : Array(recent.suffix(5))
    return named.joined(separator: " → ")
  }

  /// `action` as `String(describing:)` renders it, cut to a length a message can hold.
  private static func describe(_ action: some Any) -> String {
    let description = String(describing: action)
    guard description.count > 120 else { return description }
    return description.prefix(119) + "…"
  }
}
