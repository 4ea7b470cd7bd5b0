/// A recording of what a root store processes, from ``Store/startRecording(states:)`` until ``stop()``:
/// its ``trace`` grows by one step per action.
///
/// ```swift
/// let recording = store.startRecording(states: .everyStep)
/// store.send(.incrementTapped)
/// recording.stop()
/// recording.trace.steps.count  // 1, plus whatever the action fed back
/// ```
///
/// A store has at most one recording: starting another stops the one before. A recording that is not
/// stopped goes on for as long as its store lives.
@MainActor
public final class ActionRecording<State, Action> {
  /// What the store processed since the recording started (until it stopped).
  public var trace: ActionTrace<State, Action> {
    var trace = ActionTrace(initialState: initialState, steps: steps)
    trace.initialSharedValues = initialSharedValues
    trace.sharedChanges = sharedChanges
    trace.dismissals = dismissals
    return trace
  }

  // NB: The trace's parts, appended to in code specialized for the feature's types where the store was
  // created (see `RootCore.write`).
  @usableFromInline var steps: [ActionTrace<State, Action>.Step] = []
  @usableFromInline var sharedChanges: [ActionTrace<State, Action>.SharedChange] = []
  @usableFromInline var dismissals: [ActionTrace<State, Action>.DismissalStep] = []
  let initialState: State?
  /// The shared values the initial state held when the recording started.
  let initialSharedValues: SharedSnapshot
  /// The root store's core while the recording runs.
  weak var core: RootCore<State, Action>?
  @usableFromInline let capture: StateCapture
  @usableFromInline let start = ContinuousClock.now

  init(core: RootCore<State, Action>?, capture: StateCapture, initialState: State) {
    self.core = core
    self.capture = capture
    self.initialState = capture == .none ? nil : initialState
    self.initialSharedValues = capture == .none ? SharedSnapshot() : captureSharedValues(in: initialState)
  }

  /// Whether the recording still records.
  public var isRecording: Bool { core != nil }

  /// Stops recording: ``trace`` keeps what was recorded so far. Stopping twice does nothing.
  public func stop() {
    core?.stopRecording(self)
    core = nil
  }

  /// The time a step that begins now is recorded at.
  @inlinable
  func now() -> Duration {
    ContinuousClock.now - start
  }

  /// Appends a step for `action`, which began at `time` and led to `state`.
  @inlinable
  func record(_ action: Action, origin: ActionOrigin<Action>, at time: Duration, state: State) {
    let number = steps.count + 1
    let keepsState = capture.keepsState(after: number)
    steps.append(
      ActionTrace.Step(
        number: number, action: action, origin: origin, time: time, state: keepsState ? state : nil))
    if keepsState { keepSharedValues(of: state) }
  }

  /// Appends the change of the shared value `key` names, made outside the store's actions, which the
  /// store took at `time`.
  @usableFromInline
  func recordSharedChange(of key: String, at time: Duration) {
    sharedChanges.append(ActionTrace.SharedChange(afterStep: steps.count, key: key, time: time))
  }

  /// Appends a dismissal of the instance `route` names, reduced at `time`, which led to `state`;
  /// `followsAnAction` says whether it was reduced in the same run as the last action recorded.
  func recordDismissal(_ route: _ChildRoute, at time: Duration, state: State, followsAnAction: Bool) {
    let keepsState = capture != .none
    var dismissal = ActionTrace<State, Action>.DismissalStep(
      afterStep: steps.count, instance: route.instanceDescription, location: route.location.map { "\($0)" },
      time: time, state: keepsState ? state : nil)
    if keepsState { dismissal.sharedValues = captureSharedValues(in: state) }
    dismissal.followsAnAction = followsAnAction
    dismissals.append(dismissal)
  }

  /// Keeps the values of the shared references `state` holds now with the last step: a later change of
  /// them, during the recording or after it, must not change what the step recorded.
  @usableFromInline
  func keepSharedValues(of state: State) {
    steps[steps.count - 1].sharedValues = captureSharedValues(in: state)
  }
}

@available(*, unavailable) extension ActionRecording: Sendable {}
