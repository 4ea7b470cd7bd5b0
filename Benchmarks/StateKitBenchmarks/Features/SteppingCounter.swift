import StateKit

/// How much an increment adds: a dependency the stepping counter reads on every action, 1 live.
enum StepKey: DependencyKey {
  static let liveValue = 1
}

extension DependencyValues {
  /// How much an increment of the stepping counter adds.
  var step: Int {
    get { self[StepKey.self] }
    set { self[StepKey.self] = newValue }
  }
}

/// The counter feature, reading how much to add from a dependency: W2's work plus one dependency read
/// per action, whose value the state depends on, so the read cannot be optimized away.
struct SteppingCounter: Reducer {
  @Dependency(\.step) var step

  func reduce(into state: inout CounterState, action: CounterAction) -> Effect<CounterAction> {
    switch action {
    case .increment:
      state.count += step
    }
    return .none
  }
}
