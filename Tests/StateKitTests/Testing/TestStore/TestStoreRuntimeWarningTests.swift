import StateKit
import StateKitTesting
import Testing

/// A feature with two kinds of misuse a test must not pass over: a child action sent while the child is
/// gone (reported by the reducer) and an effect's error that nothing catches (reported from its task).
struct Sloppy: Reducer {
  struct State: Equatable {
    var child: Counter.State?
    var loaded = false
  }

  enum Action: Equatable, Sendable {
    case child(Counter.Action)
    case loadTapped
    case loaded
  }

  struct Failure: Error {}

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .loadTapped:
        return .run { _ in throw Failure() }
      case .loaded:
        state.loaded = true
        return .none
      }
    }
    .ifLet(\.child, action: Action.child, extract: \.child) { Counter() }
  }
}

extension Sloppy.Action {
  var child: Counter.Action? {
    if case .child(let action) = self { action } else { nil }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestStoreRuntimeWarningTests {
  @Test func aWarningFromTheReducerFailsTheStepThatCausedItWithItsMessage() async {
    let store = TestStore(initialState: Sloppy.State()) { Sloppy() }
    await withKnownIssue {
      await store.send(.child(.incrementTapped))
    } matching: { issue in
      issue.message.contains("An ifLet at")
        && issue.message.contains("received the child action")
        && issue.message.contains("incrementTapped")
        && issue.sourceLocation?.fileName == "TestStoreRuntimeWarningTests.swift"
    }
  }

  @Test func aWarningFromAnEffectFailsTheTestThatStartedIt() async {
    let store = TestStore(initialState: Sloppy.State()) { Sloppy() }
    await withKnownIssue {
      await store.send(.loadTapped)
    } matching: { issue in
      issue.message.contains("threw an error no one handled")
        && issue.message.contains("Pass a `catch:` handler")
    }
  }

  @Test func aStepWithoutMisuseRecordsNothing() async {
    let store = TestStore(initialState: Sloppy.State(child: Counter.State(count: 0))) { Sloppy() }
    await store.send(.child(.incrementTapped)) { $0.child?.count = 1 }
    await store.send(.loaded) { $0.loaded = true }
  }

  @Test func aTestThatCollectsWarningsItselfGetsThemInsteadOfAFailure() async {
    let store = TestStore(initialState: Sloppy.State()) { Sloppy() }
    let warnings = await withRuntimeWarnings {
      await store.send(.child(.incrementTapped))
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("incrementTapped") == true)
  }
}
