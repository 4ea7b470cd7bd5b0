import StateKit

/// The screens of a stack, twelve kinds, each a counter: in the embed-only form and in the `extract:`
/// form (see `ChainedIfLets.swift`).
struct TwelveScreens: Reducer {
  /// Which screen an element of the stack is.
  enum State {
    case s1(CounterState)
    case s2(CounterState)
    case s3(CounterState)
    case s4(CounterState)
    case s5(CounterState)
    case s6(CounterState)
    case s7(CounterState)
    case s8(CounterState)
    case s9(CounterState)
    case s10(CounterState)
    case s11(CounterState)
    case s12(CounterState)

    /// The payload of `.s1`, for the `extract:` form.
    var s1: CounterState? {
      get { if case .s1(let state) = self { state } else { nil } }
      set { if let newValue, case .s1 = self { self = .s1(newValue) } }
    }
    /// The payload of `.s2`, for the `extract:` form.
    var s2: CounterState? {
      get { if case .s2(let state) = self { state } else { nil } }
      set { if let newValue, case .s2 = self { self = .s2(newValue) } }
    }
    /// The payload of `.s3`, for the `extract:` form.
    var s3: CounterState? {
      get { if case .s3(let state) = self { state } else { nil } }
      set { if let newValue, case .s3 = self { self = .s3(newValue) } }
    }
    /// The payload of `.s4`, for the `extract:` form.
    var s4: CounterState? {
      get { if case .s4(let state) = self { state } else { nil } }
      set { if let newValue, case .s4 = self { self = .s4(newValue) } }
    }
    /// The payload of `.s5`, for the `extract:` form.
    var s5: CounterState? {
      get { if case .s5(let state) = self { state } else { nil } }
      set { if let newValue, case .s5 = self { self = .s5(newValue) } }
    }
    /// The payload of `.s6`, for the `extract:` form.
    var s6: CounterState? {
      get { if case .s6(let state) = self { state } else { nil } }
      set { if let newValue, case .s6 = self { self = .s6(newValue) } }
    }
    /// The payload of `.s7`, for the `extract:` form.
    var s7: CounterState? {
      get { if case .s7(let state) = self { state } else { nil } }
      set { if let newValue, case .s7 = self { self = .s7(newValue) } }
    }
    /// The payload of `.s8`, for the `extract:` form.
    var s8: CounterState? {
      get { if case .s8(let state) = self { state } else { nil } }
      set { if let newValue, case .s8 = self { self = .s8(newValue) } }
    }
    /// The payload of `.s9`, for the `extract:` form.
    var s9: CounterState? {
      get { if case .s9(let state) = self { state } else { nil } }
      set { if let newValue, case .s9 = self { self = .s9(newValue) } }
    }
    /// The payload of `.s10`, for the `extract:` form.
    var s10: CounterState? {
      get { if case .s10(let state) = self { state } else { nil } }
      set { if let newValue, case .s10 = self { self = .s10(newValue) } }
    }
    /// The payload of `.s11`, for the `extract:` form.
    var s11: CounterState? {
      get { if case .s11(let state) = self { state } else { nil } }
      set { if let newValue, case .s11 = self { self = .s11(newValue) } }
    }
    /// The payload of `.s12`, for the `extract:` form.
    var s12: CounterState? {
      get { if case .s12(let state) = self { state } else { nil } }
      set { if let newValue, case .s12 = self { self = .s12(newValue) } }
    }
  }

  /// One case per screen.
  enum Action: Sendable {
    case s1(CounterAction)
    case s2(CounterAction)
    case s3(CounterAction)
    case s4(CounterAction)
    case s5(CounterAction)
    case s6(CounterAction)
    case s7(CounterAction)
    case s8(CounterAction)
    case s9(CounterAction)
    case s10(CounterAction)
    case s11(CounterAction)
    case s12(CounterAction)

    /// The payload of `.s1`, for the `extract:` form.
    var s1: CounterAction? {
      if case .s1(let action) = self { action } else { nil }
    }
    /// The payload of `.s2`, for the `extract:` form.
    var s2: CounterAction? {
      if case .s2(let action) = self { action } else { nil }
    }
    /// The payload of `.s3`, for the `extract:` form.
    var s3: CounterAction? {
      if case .s3(let action) = self { action } else { nil }
    }
    /// The payload of `.s4`, for the `extract:` form.
    var s4: CounterAction? {
      if case .s4(let action) = self { action } else { nil }
    }
    /// The payload of `.s5`, for the `extract:` form.
    var s5: CounterAction? {
      if case .s5(let action) = self { action } else { nil }
    }
    /// The payload of `.s6`, for the `extract:` form.
    var s6: CounterAction? {
      if case .s6(let action) = self { action } else { nil }
    }
    /// The payload of `.s7`, for the `extract:` form.
    var s7: CounterAction? {
      if case .s7(let action) = self { action } else { nil }
    }
    /// The payload of `.s8`, for the `extract:` form.
    var s8: CounterAction? {
      if case .s8(let action) = self { action } else { nil }
    }
    /// The payload of `.s9`, for the `extract:` form.
    var s9: CounterAction? {
      if case .s9(let action) = self { action } else { nil }
    }
    /// The payload of `.s10`, for the `extract:` form.
    var s10: CounterAction? {
      if case .s10(let action) = self { action } else { nil }
    }
    /// The payload of `.s11`, for the `extract:` form.
    var s11: CounterAction? {
      if case .s11(let action) = self { action } else { nil }
    }
    /// The payload of `.s12`, for the `extract:` form.
    var s12: CounterAction? {
      if case .s12(let action) = self { action } else { nil }
    }
  }

  var body: some Reducer<State, Action> {
    Scope(state: State.s1, action: Action.s1) { Counter() }
    Scope(state: State.s2, action: Action.s2) { Counter() }
    Scope(state: State.s3, action: Action.s3) { Counter() }
    Scope(state: State.s4, action: Action.s4) { Counter() }
    Scope(state: State.s5, action: Action.s5) { Counter() }
    Scope(state: State.s6, action: Action.s6) { Counter() }
    Scope(state: State.s7, action: Action.s7) { Counter() }
    Scope(state: State.s8, action: Action.s8) { Counter() }
    Scope(state: State.s9, action: Action.s9) { Counter() }
    Scope(state: State.s10, action: Action.s10) { Counter() }
    Scope(state: State.s11, action: Action.s11) { Counter() }
    Scope(state: State.s12, action: Action.s12) { Counter() }
  }
}

/// ``TwelveScreens`` with each case's state and action extracted by hand.
struct TwelveScreensExtracting: Reducer {
  typealias State = TwelveScreens.State
  typealias Action = TwelveScreens.Action

  var body: some Reducer<State, Action> {
    Scope(state: \.s1, action: Action.s1, extract: \.s1) {
      Counter()
    }
    Scope(state: \.s2, action: Action.s2, extract: \.s2) {
      Counter()
    }
    Scope(state: \.s3, action: Action.s3, extract: \.s3) {
      Counter()
    }
    Scope(state: \.s4, action: Action.s4, extract: \.s4) {
      Counter()
    }
    Scope(state: \.s5, action: Action.s5, extract: \.s5) {
      Counter()
    }
    Scope(state: \.s6, action: Action.s6, extract: \.s6) {
      Counter()
    }
    Scope(state: \.s7, action: Action.s7, extract: \.s7) {
      Counter()
    }
    Scope(state: \.s8, action: Action.s8, extract: \.s8) {
      Counter()
    }
    Scope(state: \.s9, action: Action.s9, extract: \.s9) {
      Counter()
    }
    Scope(state: \.s10, action: Action.s10, extract: \.s10) {
      Counter()
    }
    Scope(state: \.s11, action: Action.s11, extract: \.s11) {
      Counter()
    }
    Scope(state: \.s12, action: Action.s12, extract: \.s12) {
      Counter()
    }
  }
}
