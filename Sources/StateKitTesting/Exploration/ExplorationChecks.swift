/// What `explore` checks in every sequence besides the invariant, runtime warnings and runaway effects:
/// the library's own invariants, which a feature's invariant cannot see because they are not in its state.
///
/// ```swift
/// checks: .all                               // the default
/// checks: .all.subtracting(.determinism)     // every check but one
/// checks: []                                 // only the invariant, warnings and runaways
/// ```
public struct ExplorationChecks: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits of the checks.
  public let rawValue: Int

  /// The checks whose bits `rawValue` sets.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// After an action removes a child (a dismissal, a pop, `nil`, a case switch, an element removed) and
  /// its effects have run as far as they can, no effect started for that child still runs: one started
  /// in the step that added the child, or for one of the child's actions.
  public static let leakedEffects = ExplorationChecks(rawValue: 1 << 0)
  /// The same sequence run twice, each time in a fresh store, reaches the same states: the failing
  /// sequence, and a sample of the passing ones.
  public static let determinism = ExplorationChecks(rawValue: 1 << 1)
  /// At the end of every step, each store that the sequence's `view` scoped and each observer it added is
  /// released once the state it shows is gone (a dismissed child, a removed row).
  public static let leakedStores = ExplorationChecks(rawValue: 1 << 2)
  /// Every check.
  public static let all: ExplorationChecks = [.leakedEffects, .determinism, .leakedStores]

  /// The checks by name, `leaked effects, leaked stores, determinism`, or `none`.
  public var description: String {
    let names = [
      (Self.leakedEffects, "leaked effects"), (.leakedStores, "leaked stores"), (.determinism, "determinism"),
    ]
    .filter { contains($0.0) }.map(\.1)
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
