/// What a root core remembers about a runaway chain: more actions processed within one outermost
/// `send(_:)` than any feature sends in one go. Only the last ``remembered`` actions before ``limit`` are
/// described.
@usableFromInline
struct RunawayChain {
  /// How many actions one outermost `send(_:)` may process synchronously before the core stops the chain.
  @inlinable static var limit: Int { 1_000_000 }
  @inlinable static var remembered: Int { 16 }
  /// The count past which each action is described.
  @inlinable static var watchStart: Int { limit - remembered }

  /// The last actions processed, oldest first, as `String(describing:)` renders them, cut to 120 characters.
  private var recent: [String] = []

  mutating func remember(_ action: some Any) {
    recent.append(Self.describe(action))
  }

  /// The warning for a chain stopped after ``limit`` actions: `first` began it, `dropped` were queued.
  func warning(first: some Any, dropped: Int) -> String {
    var distinct: [String] = []
    for description in recent where !distinct.contains(description) { distinct.append(description) }
    // NB: Names the cycle by its distinct actions, or by the last five if more differ.
    let cycle = (distinct.count <= 5 ? distinct : Array(recent.suffix(5))).joined(separator: " → ")
    return """
      One send(_:) of \(Self.describe(first)) processed \(Self.limit) actions synchronously and they kept \
      coming, cycling through \(cycle). StateKit stopped the chain and dropped the \(dropped) \
      action\(dropped == 1 ? "" : "s") still queued, so the app does not hang. Look for a `.send` effect, \
      or an observer that sends, that always leads back to the same action: end the chain with a \
      condition, or do repeated work in a `.run` effect.
      """
  }

  private static func describe(_ action: some Any) -> String {
    let description = String(describing: action)
    return description.count > 120 ? description.prefix(119) + "…" : description
  }
}
