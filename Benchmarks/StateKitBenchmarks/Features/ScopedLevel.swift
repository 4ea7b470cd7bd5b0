import StateKit

/// The action of one ``Level`` run by a `Scope` reducer: the inner level's action, or one of this level's
/// own, so that finding the inner action takes a comparison of cases, as in a real feature.
enum ScopedLevelAction<Inner> {
  /// An action for the inner level.
  case inner(Inner)
  /// An action of this level, which no workload sends.
  case tapped

  /// The inner level's action, if this is one: the one-line property an `extract:` reads.
  var inner: Inner? {
    if case .inner(let action) = self { action } else { nil }
  }
}

extension ScopedLevelAction: Sendable where Inner: Sendable {}

/// A store of one ``Level`` scoped to its inner level, for the levels run by `Scope` reducers.
@MainActor
func scopeToInner<Inner, InnerAction>(
  _ store: Store<Level<Inner>, ScopedLevelAction<InnerAction>>
) -> Store<Inner, InnerAction> {
  store.scope(state: \.inner, action: { .inner($0) })
}

// MARK: - Ten levels, each a concrete reducer
//
// Each level is its own non-generic reducer, as a user's features are: a generic level type would make
// every `body` build its key paths anew (a generic key path is instantiated at run time, at several
// microseconds each), which would measure that instead of `Scope`.

/// The state and action `k` levels above the counter's.
typealias ScopedState1 = Level<CounterState>
typealias ScopedAction1 = ScopedLevelAction<CounterAction>
typealias ScopedState2 = Level<ScopedState1>
typealias ScopedAction2 = ScopedLevelAction<ScopedAction1>
typealias ScopedState3 = Level<ScopedState2>
typealias ScopedAction3 = ScopedLevelAction<ScopedAction2>
typealias ScopedState4 = Level<ScopedState3>
typealias ScopedAction4 = ScopedLevelAction<ScopedAction3>
typealias ScopedState5 = Level<ScopedState4>
typealias ScopedAction5 = ScopedLevelAction<ScopedAction4>
typealias ScopedState6 = Level<ScopedState5>
typealias ScopedAction6 = ScopedLevelAction<ScopedAction5>
typealias ScopedState7 = Level<ScopedState6>
typealias ScopedAction7 = ScopedLevelAction<ScopedAction6>
typealias ScopedState8 = Level<ScopedState7>
typealias ScopedAction8 = ScopedLevelAction<ScopedAction7>
typealias ScopedState9 = Level<ScopedState8>
typealias ScopedAction9 = ScopedLevelAction<ScopedAction8>
typealias ScopedState10 = Level<ScopedState9>
typealias ScopedAction10 = ScopedLevelAction<ScopedAction9>

// MARK: - ExtractingLevel: a `Scope` that finds the inner action through the hand-written property, `extract

/// Level 1 of 10, whose `Scope` finds the inner action through the hand-written property, `extract: \.inner`: the explicit path.
struct ExtractingLevel1: Reducer {
  var body: some Reducer<ScopedState1, ScopedAction1> {
    Scope(state: \.inner, action: ScopedAction1.inner, extract: \.inner) { Counter() }
  }
}

/// Level 2 of 10, as level 1.
struct ExtractingLevel2: Reducer {
  var body: some Reducer<ScopedState2, ScopedAction2> {
    Scope(state: \.inner, action: ScopedAction2.inner, extract: \.inner) { ExtractingLevel1() }
  }
}

/// Level 3 of 10, as level 1.
struct ExtractingLevel3: Reducer {
  var body: some Reducer<ScopedState3, ScopedAction3> {
    Scope(state: \.inner, action: ScopedAction3.inner, extract: \.inner) { ExtractingLevel2() }
  }
}

/// Level 4 of 10, as level 1.
struct ExtractingLevel4: Reducer {
  var body: some Reducer<ScopedState4, ScopedAction4> {
    Scope(state: \.inner, action: ScopedAction4.inner, extract: \.inner) { ExtractingLevel3() }
  }
}

/// Level 5 of 10, as level 1.
struct ExtractingLevel5: Reducer {
  var body: some Reducer<ScopedState5, ScopedAction5> {
    Scope(state: \.inner, action: ScopedAction5.inner, extract: \.inner) { ExtractingLevel4() }
  }
}

/// Level 6 of 10, as level 1.
struct ExtractingLevel6: Reducer {
  var body: some Reducer<ScopedState6, ScopedAction6> {
    Scope(state: \.inner, action: ScopedAction6.inner, extract: \.inner) { ExtractingLevel5() }
  }
}

/// Level 7 of 10, as level 1.
struct ExtractingLevel7: Reducer {
  var body: some Reducer<ScopedState7, ScopedAction7> {
    Scope(state: \.inner, action: ScopedAction7.inner, extract: \.inner) { ExtractingLevel6() }
  }
}

/// Level 8 of 10, as level 1.
struct ExtractingLevel8: Reducer {
  var body: some Reducer<ScopedState8, ScopedAction8> {
    Scope(state: \.inner, action: ScopedAction8.inner, extract: \.inner) { ExtractingLevel7() }
  }
}

/// Level 9 of 10, as level 1.
struct ExtractingLevel9: Reducer {
  var body: some Reducer<ScopedState9, ScopedAction9> {
    Scope(state: \.inner, action: ScopedAction9.inner, extract: \.inner) { ExtractingLevel8() }
  }
}

/// Level 10 of 10, as level 1.
struct ExtractingLevel10: Reducer {
  var body: some Reducer<ScopedState10, ScopedAction10> {
    Scope(state: \.inner, action: ScopedAction10.inner, extract: \.inner) { ExtractingLevel9() }
  }
}

// MARK: - CaseLevel: a `Scope` that is given the case alone, `action

/// Level 1 of 10, whose `Scope` is given the case alone, `action: Action.inner`: StateKit finds the inner action by itself.
struct CaseLevel1: Reducer {
  var body: some Reducer<ScopedState1, ScopedAction1> {
    Scope(state: \.inner, action: ScopedAction1.inner) { Counter() }
  }
}

/// Level 2 of 10, as level 1.
struct CaseLevel2: Reducer {
  var body: some Reducer<ScopedState2, ScopedAction2> {
    Scope(state: \.inner, action: ScopedAction2.inner) { CaseLevel1() }
  }
}

/// Level 3 of 10, as level 1.
struct CaseLevel3: Reducer {
  var body: some Reducer<ScopedState3, ScopedAction3> {
    Scope(state: \.inner, action: ScopedAction3.inner) { CaseLevel2() }
  }
}

/// Level 4 of 10, as level 1.
struct CaseLevel4: Reducer {
  var body: some Reducer<ScopedState4, ScopedAction4> {
    Scope(state: \.inner, action: ScopedAction4.inner) { CaseLevel3() }
  }
}

/// Level 5 of 10, as level 1.
struct CaseLevel5: Reducer {
  var body: some Reducer<ScopedState5, ScopedAction5> {
    Scope(state: \.inner, action: ScopedAction5.inner) { CaseLevel4() }
  }
}

/// Level 6 of 10, as level 1.
struct CaseLevel6: Reducer {
  var body: some Reducer<ScopedState6, ScopedAction6> {
    Scope(state: \.inner, action: ScopedAction6.inner) { CaseLevel5() }
  }
}

/// Level 7 of 10, as level 1.
struct CaseLevel7: Reducer {
  var body: some Reducer<ScopedState7, ScopedAction7> {
    Scope(state: \.inner, action: ScopedAction7.inner) { CaseLevel6() }
  }
}

/// Level 8 of 10, as level 1.
struct CaseLevel8: Reducer {
  var body: some Reducer<ScopedState8, ScopedAction8> {
    Scope(state: \.inner, action: ScopedAction8.inner) { CaseLevel7() }
  }
}

/// Level 9 of 10, as level 1.
struct CaseLevel9: Reducer {
  var body: some Reducer<ScopedState9, ScopedAction9> {
    Scope(state: \.inner, action: ScopedAction9.inner) { CaseLevel8() }
  }
}

/// Level 10 of 10, as level 1.
struct CaseLevel10: Reducer {
  var body: some Reducer<ScopedState10, ScopedAction10> {
    Scope(state: \.inner, action: ScopedAction10.inner) { CaseLevel9() }
  }
}
