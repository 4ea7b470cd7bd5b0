import StateKit

extension EffectLedger {
  /// The effects that can still feed something back, each as the action that started it, where it was
  /// created, and how long until the test-clock sleep it waits in ends (or `waiting` if it waits on
  /// something else), sorted and joined: two runs with the same signature have the same work in flight.
  ///
  /// An exploration keys a state it reached with this: the same state with other effects in flight (a
  /// response still to come, a debounce that fires later) is another place to explore from.
  var inFlightSignature: String {
    let effects: [(description: String, sleeps: [Sleep])] = state.withLock { state in
      guard !state.effects.isEmpty else { return [] }
      return state.effects.compactMap { id, effect in
        guard effect.isLive else { return nil }
        let sleeps = state.sleeps.values.filter { $0.effect == id }
        return ("\(effect.origin) @ \(effect.location)", sleeps)
      }
    }
    guard !effects.isEmpty else { return "" }
    // NB: Outside the ledger's lock: reading a clock's time takes the clock's lock.
    return
      effects
      .map { effect in
        let wakes = effect.sleeps.map { "\($0.deadline.offset - $0.clock.now.offset)" }.sorted()
        return effect.description + ": " + (wakes.isEmpty ? "waiting" : wakes.joined(separator: ", "))
      }
      .sorted()
      .joined(separator: "\n")
  }
}
