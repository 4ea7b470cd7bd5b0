import StateKit

/// Stands between a test store's reducer and its `Store`: it wraps every asynchronous part of the
/// effects the reducer returns, so that the ledger knows which effects are running, which action started
/// each, and which `send` of the test it belongs to, and runs them on the ledger's executor.
///
/// The actions the effects feed back go to the store as in production: the store reduces each one when it
/// arrives, and the test store's ``Timeline`` keeps what it did for the test to receive.
@MainActor
final class EffectInterceptor<Action> {
  let ledger: EffectLedger
  /// The action being processed: set by the timeline before the store's reducer runs for it.
  var origin = EffectOrigin.none

  init(ledger: EffectLedger) {
    self.ledger = ledger
  }

  /// Runs `reducer` and wraps the asynchronous parts of the effect it returns.
  func reduce<State>(
    _ reducer: (inout State, Action) -> Effect<Action>,
    into state: inout State,
    action: Action
  ) -> Effect<Action> {
    let effect = reducer(&state, action)
    let origin = self.origin
    return effect.rewritingRuns { location, body in
      let id = ledger.register(
        origin: origin.describe(), location: location, group: origin.group, step: origin.step)
      return { [ledger] send in
        await ledger.run(id) { await body(send) }
      }
    }
  }
}

/// `value` rendered for a failure message: `dump(_:)` output.
func describe(_ value: some Any) -> String {
  dump(value)
}
