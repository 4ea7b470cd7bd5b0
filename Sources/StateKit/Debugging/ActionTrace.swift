/// What a store processed, in order: each action, where it came from, when, and (if the recording kept
/// it) the state it led to.
///
/// Get one from a recording (``Store/startRecording(states:)``), write it as JSON Lines
/// (`jsonLines()`, when `Action` is `Encodable`) and read it back (`init(jsonLines:)`), and replay it as a
/// test with `StateKitTesting`'s `TestStore.replay(_:)`:
///
/// ```swift
/// let recording = store.startRecording(states: .everyStep)
/// store.send(.incrementTapped)
/// let trace = recording.trace
/// try trace.jsonLines().write(to: url, atomically: true, encoding: .utf8)
/// ```
public struct ActionTrace<State, Action> {
  /// One action the store processed.
  public struct Step {
    /// The step's place in the trace: 1 for the first action recorded.
    public var number: Int
    /// The action, as the root store's reducer received it.
    public var action: Action
    /// Where the action came from.
    public var origin: ActionOrigin<Action>
    /// When the store began processing the action, since the recording started (monotonic).
    public var time: Duration
    /// The state after the action, when the recording kept it (see ``StateCapture``).
    public var state: State?

    /// The values of the shared references ``state`` holds, as they were at this step: a state holds
    /// `Shared` references, not values, so without them every step would read the values as they are
    /// now. Empty when the step kept no state, or no shared value exists.
    package var sharedValues = SharedSnapshot()

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - number: The step's place in the trace, from 1.
    ///   - action: The action.
    ///   - origin: Where the action came from.
    ///   - time: When the store began processing it, since the recording started.
    ///   - state: The state after the action, if kept.
    public init(
      number: Int,
      action: Action,
      origin: ActionOrigin<Action>,
      time: Duration = .zero,
      state: State? = nil
    ) {
      self.number = number
      self.action = action
      self.origin = origin
      self.time = time
      self.state = state
    }
  }

  /// A change of a shared value the state holds, made outside the store's actions (by another store, an
  /// effect, a view), which entered the store as a write with no action.
  public struct SharedChange: Equatable, Sendable {
    /// How many steps the trace had when the change entered: it came after step `afterStep`.
    public var afterStep: Int
    /// The shared value's key, as messages name it: `.inMemory("stats")`.
    public var key: String
    /// When the store took the change, since the recording started (monotonic).
    public var time: Duration

    /// Creates the record of a change.
    ///
    /// - Parameters:
    ///   - afterStep: How many steps the trace had when the change entered.
    ///   - key: The shared value's key.
    ///   - time: When the store took the change, since the recording started.
    public init(afterStep: Int, key: String, time: Duration = .zero) {
      self.afterStep = afterStep
      self.key = key
      self.time = time
    }
  }

  /// A child feature instance that an `ifLet` or a `forEach` cleared or removed for its
  /// ``Effect/dismiss`` or ``Send/dismiss(fileID:line:)``: the library's own action, reduced in its turn
  /// among the store's actions, with no action of the feature's.
  ///
  /// A dismissal that a stack `forEach` or `ifLet(\.$destination)` takes is not one: it is their action
  /// (``StackAction/popFrom(id:)``, ``PresentationAction/dismiss``), recorded as a ``Step``.
  public struct DismissalStep {
    /// How many steps the trace had when the dismissal was reduced: it came after step `afterStep`.
    public var afterStep: Int
    /// The instance dismissed, as the key paths from the root state to it: `\App.State.detail`, or
    /// `\App.State.rows[id: 3]` for an element.
    public var instance: String
    /// Where `send.dismiss()` was called (`MyApp/Editor.swift:42`); `nil` for `Effect.dismiss`.
    public var location: String?
    /// When the store reduced it, since the recording started (monotonic).
    public var time: Duration
    /// The state after it, when the recording keeps states.
    public var state: State?
    /// The values of the shared references ``state`` holds, as they were at this dismissal.
    package var sharedValues = SharedSnapshot()
    /// Whether it was reduced in the same run as the action of step `afterStep` (it came from that
    /// action's effects), rather than on its own, from an effect, while the store was idle.
    package var followsAnAction = true

    /// Creates the record of a dismissal.
    ///
    /// - Parameters:
    ///   - afterStep: How many steps the trace had when the dismissal was reduced.
    ///   - instance: The instance dismissed, as the key paths from the root state to it.
    ///   - location: Where `send.dismiss()` was called, if it was.
    ///   - time: When the store reduced it, since the recording started.
    ///   - state: The state after it, if kept.
    public init(
      afterStep: Int, instance: String, location: String? = nil, time: Duration = .zero, state: State? = nil
    ) {
      self.afterStep = afterStep
      self.instance = instance
      self.location = location
      self.time = time
      self.state = state
    }
  }

  /// The state when the recording started, if the recording kept states.
  public var initialState: State?
  /// The dismissals the store reduced between its actions, in order.
  public var dismissals: [DismissalStep] = []
  /// The changes of shared values that entered the store between its actions, in order.
  public var sharedChanges: [SharedChange] = []
  /// The actions processed, in order.
  public var steps: [Step]
  /// The values of the shared references ``initialState`` holds, as they were when the recording started.
  package var initialSharedValues = SharedSnapshot()

  /// Creates a trace.
  ///
  /// - Parameters:
  ///   - initialState: The state the steps start from, if known.
  ///   - steps: The steps, in order.
  public init(initialState: State? = nil, steps: [Step] = []) {
    self.initialState = initialState
    self.steps = steps
  }
}

extension ActionTrace: Equatable where State: Equatable, Action: Equatable {
  /// Whether two traces kept the same initial state and the same steps, each state read with the shared
  /// values it was recorded with.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.steps == rhs.steps && lhs.dismissals == rhs.dismissals
      && SharedSnapshot.comparing(lhs.initialSharedValues, rhs.initialSharedValues) {
        lhs.initialState == rhs.initialState
      }
  }
}
extension ActionTrace: Sendable where State: Sendable, Action: Sendable {}
extension ActionTrace.Step: Equatable where State: Equatable, Action: Equatable {
  /// Whether two steps have the same number, action, origin, time and state, each state read with the
  /// shared values it was recorded with.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.number == rhs.number && lhs.action == rhs.action && lhs.origin == rhs.origin && lhs.time == rhs.time
      && SharedSnapshot.comparing(lhs.sharedValues, rhs.sharedValues) { lhs.state == rhs.state }
  }
}
extension ActionTrace.Step: Sendable where State: Sendable, Action: Sendable {}
extension ActionTrace.DismissalStep: Equatable where State: Equatable {
  /// Whether two dismissals came after the same step, dismissed the same instance from the same place at
  /// the same time, and left the same state, each read with the shared values it was recorded with.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.afterStep == rhs.afterStep && lhs.instance == rhs.instance && lhs.location == rhs.location
      && lhs.time == rhs.time
      && SharedSnapshot.comparing(lhs.sharedValues, rhs.sharedValues) { lhs.state == rhs.state }
  }
}
extension ActionTrace.DismissalStep: Sendable where State: Sendable {}
