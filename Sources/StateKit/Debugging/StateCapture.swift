/// Which states an ``ActionRecording`` keeps besides the actions: none, the state after every step, or
/// after every Nth.
///
/// ```swift
/// let recording = store.startRecording(states: .every(10))
/// ```
///
/// A recording that keeps states also keeps the state the store had when it started
/// (``ActionTrace/initialState``), so that a test can replay the trace from where it began. Each state
/// kept is a copy of the store's state: cheap for values that share storage (arrays, dictionaries,
/// ``IdentifiedArray``), but kept for as long as the trace.
public struct StateCapture: Hashable, Sendable {
  /// Every how many steps a state is kept: 0 for none.
  @usableFromInline let interval: Int

  /// Keeps no state: the trace holds the actions, their origins and their times.
  public static let none = Self(interval: 0)

  @usableFromInline init(interval: Int) {
    self.interval = interval
  }

  /// Keeps the state after every step.
  public static let everyStep = Self(interval: 1)

  /// Keeps the state after every `interval`th step (the steps numbered `interval`, `2 × interval`, …).
  ///
  /// - Parameter interval: How many steps apart the kept states are; 1 is ``everyStep``, and 0 or less
  ///   keeps none.
  /// - Returns: The capture.
  public static func every(_ interval: Int) -> Self {
    Self(interval: max(0, interval))
  }

  /// Whether the state after the step numbered `number` (from 1) is kept.
  @inlinable
  func keepsState(after number: Int) -> Bool {
    interval > 0 && number % interval == 0
  }
}
