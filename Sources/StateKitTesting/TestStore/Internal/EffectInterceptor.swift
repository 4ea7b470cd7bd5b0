import StateKit

/// An action an effect fed back, waiting for the test to receive it.
struct ReceivedAction<Action> {
  let action: Action
  /// The action rendered for messages.
  let description: String
  /// The group of the effect that sent it: the effects this action starts join it.
  let group: Int
}

/// Stands between a test store's reducer and its `Store`: it rewrites every effect the reducer returns so
/// that the actions it feeds back are buffered for the test instead of processed, and so that the ledger
/// knows which effects are running and which action started each.
@MainActor
final class EffectInterceptor<Action> {
  /// The action being processed: set by the test store around every call to the store's `send`.
  struct Origin {
    /// Renders the action, when an effect it started needs naming.
    let describe: () -> String
    let group: Int
  }

  let ledger: EffectLedger
  var origin = Origin(describe: { "" }, group: 0)
  /// Actions fed back by effects, oldest first, that the test has not received yet.
  private(set) var received: [ReceivedAction<Action>] = []
  /// Every action the test store processed because an effect fed it back, oldest first, for messages.
  private(set) var history: [String] = []
  /// Mirrors `received`'s descriptions for the test store's `deinit`, which cannot reach the main actor.
  let unreceived = LockedState<[String]>([])

  init(ledger: EffectLedger) {
    self.ledger = ledger
  }

  /// Runs `reducer` and rewrites the effect it returns.
  func reduce<State>(
    _ reducer: (inout State, Action) -> Effect<Action>,
    into state: inout State,
    action: Action
  ) -> Effect<Action> {
    let effect = reducer(&state, action)
    let origin = self.origin
    let group = origin.group
    return effect.instrumented(
      send: { action in self.buffer(action, group: group) },
      run: { location, body in
        let id = ledger.register(origin: origin.describe(), location: location, group: group)
        return { [ledger] send in
          let redirected = send.redirected { [weak self] action in self?.buffer(action, group: group) }
          await ledger.run(id) { await body(redirected) }
        }
      }
    )
  }

  private func buffer(_ action: Action, group: Int) {
    let description = describe(action)
    received.append(ReceivedAction(action: action, description: description, group: group))
    unreceived.withLock { $0.append(description) }
    ledger.actionReceived()
  }

  /// Takes the oldest buffered action out of the buffer, to process it.
  func takeFirst() -> ReceivedAction<Action>? {
    guard !received.isEmpty else { return nil }
    let next = received.removeFirst()
    unreceived.withLock { _ = $0.removeFirst() }
    history.append(next.description)
    return next
  }
}

/// `value` rendered for a failure message: `dump(_:)` output.
func describe(_ value: some Any) -> String {
  dump(value)
}
