import StateKit

// NB: Compile-time fixtures (issue 27): compiled with the benchmarks, in CI too, and never run. Each
// chains twelve compositions, the length at which TCA users report "unable to type-check" (TCA issue
// #2724); `Scripts/typecheck-time.sh` reports how long the compiler takes over each body.

/// Twelve optional children, each run by `ifLet`: in the embed-only form and in the `extract:` form.
struct ChainedIfLets: Reducer {
  /// Twelve optional counters.
  struct State {
    var c1: CounterState?
    var c2: CounterState?
    var c3: CounterState?
    var c4: CounterState?
    var c5: CounterState?
    var c6: CounterState?
    var c7: CounterState?
    var c8: CounterState?
    var c9: CounterState?
    var c10: CounterState?
    var c11: CounterState?
    var c12: CounterState?
  }

  /// One case per child.
  typealias Action = TwelveCounterActions

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
      .ifLet(\.c1, action: Action.c1) { Counter() }
      .ifLet(\.c2, action: Action.c2) { Counter() }
      .ifLet(\.c3, action: Action.c3) { Counter() }
      .ifLet(\.c4, action: Action.c4) { Counter() }
      .ifLet(\.c5, action: Action.c5) { Counter() }
      .ifLet(\.c6, action: Action.c6) { Counter() }
      .ifLet(\.c7, action: Action.c7) { Counter() }
      .ifLet(\.c8, action: Action.c8) { Counter() }
      .ifLet(\.c9, action: Action.c9) { Counter() }
      .ifLet(\.c10, action: Action.c10) { Counter() }
      .ifLet(\.c11, action: Action.c11) { Counter() }
      .ifLet(\.c12, action: Action.c12) { Counter() }
  }
}

/// ``ChainedIfLets`` with every child action extracted by hand: the hot-path form.
struct ChainedIfLetsExtracting: Reducer {
  var body: some Reducer<ChainedIfLets.State, ChainedIfLets.Action> {
    Reduce { _, _ in .none }
      .ifLet(\.c1, action: ChainedIfLets.Action.c1, extract: \.c1) {
        Counter()
      }
      .ifLet(\.c2, action: ChainedIfLets.Action.c2, extract: \.c2) {
        Counter()
      }
      .ifLet(\.c3, action: ChainedIfLets.Action.c3, extract: \.c3) {
        Counter()
      }
      .ifLet(\.c4, action: ChainedIfLets.Action.c4, extract: \.c4) {
        Counter()
      }
      .ifLet(\.c5, action: ChainedIfLets.Action.c5, extract: \.c5) {
        Counter()
      }
      .ifLet(\.c6, action: ChainedIfLets.Action.c6, extract: \.c6) {
        Counter()
      }
      .ifLet(\.c7, action: ChainedIfLets.Action.c7, extract: \.c7) {
        Counter()
      }
      .ifLet(\.c8, action: ChainedIfLets.Action.c8, extract: \.c8) {
        Counter()
      }
      .ifLet(\.c9, action: ChainedIfLets.Action.c9, extract: \.c9) {
        Counter()
      }
      .ifLet(
        \.c10, action: ChainedIfLets.Action.c10, extract: \.c10
      ) { Counter() }
      .ifLet(
        \.c11, action: ChainedIfLets.Action.c11, extract: \.c11
      ) { Counter() }
      .ifLet(
        \.c12, action: ChainedIfLets.Action.c12, extract: \.c12
      ) { Counter() }
  }
}
