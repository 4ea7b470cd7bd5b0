import StateKit

/// A destination of twelve cases, each a counter, presented with `ifLet`: in the embed-only form and
/// in the `extract:` form (see `ChainedIfLets.swift`).
struct TwelveDestinations: Reducer {
  /// Which destination is shown.
  enum State {
    case c1(CounterState)
    case c2(CounterState)
    case c3(CounterState)
    case c4(CounterState)
    case c5(CounterState)
    case c6(CounterState)
    case c7(CounterState)
    case c8(CounterState)
    case c9(CounterState)
    case c10(CounterState)
    case c11(CounterState)
    case c12(CounterState)

    /// The payload of `.c1`, for the `extract:` form.
    var c1: CounterState? {
      get { if case .c1(let state) = self { state } else { nil } }
      set { if let newValue, case .c1 = self { self = .c1(newValue) } }
    }
    /// The payload of `.c2`, for the `extract:` form.
    var c2: CounterState? {
      get { if case .c2(let state) = self { state } else { nil } }
      set { if let newValue, case .c2 = self { self = .c2(newValue) } }
    }
    /// The payload of `.c3`, for the `extract:` form.
    var c3: CounterState? {
      get { if case .c3(let state) = self { state } else { nil } }
      set { if let newValue, case .c3 = self { self = .c3(newValue) } }
    }
    /// The payload of `.c4`, for the `extract:` form.
    var c4: CounterState? {
      get { if case .c4(let state) = self { state } else { nil } }
      set { if let newValue, case .c4 = self { self = .c4(newValue) } }
    }
    /// The payload of `.c5`, for the `extract:` form.
    var c5: CounterState? {
      get { if case .c5(let state) = self { state } else { nil } }
      set { if let newValue, case .c5 = self { self = .c5(newValue) } }
    }
    /// The payload of `.c6`, for the `extract:` form.
    var c6: CounterState? {
      get { if case .c6(let state) = self { state } else { nil } }
      set { if let newValue, case .c6 = self { self = .c6(newValue) } }
    }
    /// The payload of `.c7`, for the `extract:` form.
    var c7: CounterState? {
      get { if case .c7(let state) = self { state } else { nil } }
      set { if let newValue, case .c7 = self { self = .c7(newValue) } }
    }
    /// The payload of `.c8`, for the `extract:` form.
    var c8: CounterState? {
      get { if case .c8(let state) = self { state } else { nil } }
      set { if let newValue, case .c8 = self { self = .c8(newValue) } }
    }
    /// The payload of `.c9`, for the `extract:` form.
    var c9: CounterState? {
      get { if case .c9(let state) = self { state } else { nil } }
      set { if let newValue, case .c9 = self { self = .c9(newValue) } }
    }
    /// The payload of `.c10`, for the `extract:` form.
    var c10: CounterState? {
      get { if case .c10(let state) = self { state } else { nil } }
      set { if let newValue, case .c10 = self { self = .c10(newValue) } }
    }
    /// The payload of `.c11`, for the `extract:` form.
    var c11: CounterState? {
      get { if case .c11(let state) = self { state } else { nil } }
      set { if let newValue, case .c11 = self { self = .c11(newValue) } }
    }
    /// The payload of `.c12`, for the `extract:` form.
    var c12: CounterState? {
      get { if case .c12(let state) = self { state } else { nil } }
      set { if let newValue, case .c12 = self { self = .c12(newValue) } }
    }
  }

  /// One case per destination.
  typealias Action = TwelveCounterActions

  var body: some Reducer<State, Action> {
    Scope(state: State.c1, action: Action.c1) { Counter() }
    Scope(state: State.c2, action: Action.c2) { Counter() }
    Scope(state: State.c3, action: Action.c3) { Counter() }
    Scope(state: State.c4, action: Action.c4) { Counter() }
    Scope(state: State.c5, action: Action.c5) { Counter() }
    Scope(state: State.c6, action: Action.c6) { Counter() }
    Scope(state: State.c7, action: Action.c7) { Counter() }
    Scope(state: State.c8, action: Action.c8) { Counter() }
    Scope(state: State.c9, action: Action.c9) { Counter() }
    Scope(state: State.c10, action: Action.c10) { Counter() }
    Scope(state: State.c11, action: Action.c11) { Counter() }
    Scope(state: State.c12, action: Action.c12) { Counter() }
  }
}

/// ``TwelveDestinations`` with each case's state and action extracted by hand.
struct TwelveDestinationsExtracting: Reducer {
  typealias State = TwelveDestinations.State
  typealias Action = TwelveDestinations.Action

  var body: some Reducer<State, Action> {
    Scope(state: \.c1, action: Action.c1, extract: \.c1) {
      Counter()
    }
    Scope(state: \.c2, action: Action.c2, extract: \.c2) {
      Counter()
    }
    Scope(state: \.c3, action: Action.c3, extract: \.c3) {
      Counter()
    }
    Scope(state: \.c4, action: Action.c4, extract: \.c4) {
      Counter()
    }
    Scope(state: \.c5, action: Action.c5, extract: \.c5) {
      Counter()
    }
    Scope(state: \.c6, action: Action.c6, extract: \.c6) {
      Counter()
    }
    Scope(state: \.c7, action: Action.c7, extract: \.c7) {
      Counter()
    }
    Scope(state: \.c8, action: Action.c8, extract: \.c8) {
      Counter()
    }
    Scope(state: \.c9, action: Action.c9, extract: \.c9) {
      Counter()
    }
    Scope(state: \.c10, action: Action.c10, extract: \.c10) {
      Counter()
    }
    Scope(state: \.c11, action: Action.c11, extract: \.c11) {
      Counter()
    }
    Scope(state: \.c12, action: Action.c12, extract: \.c12) {
      Counter()
    }
  }
}

/// A feature that presents a ``TwelveDestinations`` and pushes a stack of ``TwelveScreens``, in both
/// forms.
struct PresentingAndPushing: Reducer {
  struct State {
    @PresentationState var destination: TwelveDestinations.State?
    var path = StackState<TwelveScreens.State>()
  }

  enum Action: Sendable {
    case destination(PresentationAction<TwelveDestinations.Action>)
    case path(StackAction<TwelveScreens.State, TwelveScreens.Action>)

    /// The payload of `.destination`, for the `extract:` form.
    var destination: PresentationAction<TwelveDestinations.Action>? {
      if case .destination(let action) = self { action } else { nil }
    }
    /// The payload of `.path`, for the `extract:` form.
    var path: StackAction<TwelveScreens.State, TwelveScreens.Action>? {
      if case .path(let action) = self { action } else { nil }
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
      .ifLet(\.$destination, action: Action.destination) { TwelveDestinations() }
      .forEach(\.path, action: Action.path) { TwelveScreens() }
  }
}

/// ``PresentingAndPushing`` with its child actions extracted by hand.
struct PresentingAndPushingExtracting: Reducer {
  typealias State = PresentingAndPushing.State
  typealias Action = PresentingAndPushing.Action

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
      .ifLet(\.$destination, action: Action.destination, extract: \.destination) {
        TwelveDestinationsExtracting()
      }
      .forEach(\.path, action: Action.path, extract: \.path) { TwelveScreensExtracting() }
  }
}
