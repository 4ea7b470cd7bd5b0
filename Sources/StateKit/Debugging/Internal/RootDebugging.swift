/// A root core's ``DebugSession``, with the parts that know the feature's types.
@MainActor
@usableFromInline
final class RootDebugging<State, Action>: DebugSession {
  @usableFromInline var recording: ActionRecording<State, Action>?
  @usableFromInline var instrument: StoreInstrument<Action>?
  @usableFromInline var probe: StoreProbe<State, Action>?
  /// The cost of the last action measured, waiting for the notification after it, whose wake-ups it
  /// counts, or for the next action (see ``RootCore/finishDebugStep(_:action:origin:)``).
  @usableFromInline var heldCost: ActionCost<Action>?

  @usableFromInline override init() {}

  /// Whether nothing records, measures or probes any more.
  var isIdle: Bool { recording == nil && instrument == nil && probe == nil }
}
