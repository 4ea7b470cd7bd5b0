import StateKit
import StateKitTesting
import TestSupport
import Testing

/// A test store that reads a dependency the test did not set, and whose key has no test value, fails the
/// test where it is read, with a message that names the key, the read and the line to add; it never traps.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct MissingTestValueTests {
  @Test func readingOneInAReducerFailsTheTestAndAnswersTheLiveValue() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter()
    }
    await withKnownIssue {
      await store.send(.sayGoodbye) { $0.greetings = ["goodbye"] }
    } matching: { issue in
      issue.message.contains(
        """
        FarewellKey has no test value, and was read by the @Dependency at \
        StateKitTests/DependencyFeatures.swift:61 in a test, where stores use test values only. Set one \
        for this test where it creates the store, `TestStore(initialState: …) { … } withDependencies: \
        { $0[FarewellKey.self] = … }`, or before this step, `store.dependencies[FarewellKey.self] = …`; \
        or implement `static var testValue` in FarewellKey for every test.
        """
      ) && issue.sourceLocation?.fileName == "DependencyFeatures.swift" && issue.sourceLocation?.line == 61
    }
  }

  @Test func readingOneInAnEffectFailsTheTestFromTheEffectsTask() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter()
    }
    await withKnownIssue {
      await store.send(.sayGoodbyeLater)
      await store.receive(.greeted(["goodbye"])) { $0.greetings = ["goodbye"] }
    } matching: { issue in
      issue.message.hasPrefix("FarewellKey has no test value, and was read by the @Dependency at")
    }
  }

  @Test func everyReadFailsNotOnlyTheFirst() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter()
    }
    let failures = Recorder<String>()
    await withKnownIssue {
      await store.send(.sayGoodbye) { $0.greetings = ["goodbye"] }
      await store.send(.sayGoodbye) { $0.greetings = ["goodbye", "goodbye"] }
    } matching: { issue in
      failures.append(issue.message)
      return issue.message.hasPrefix("FarewellKey has no test value")
    }
    #expect(failures.values.count == 2)
  }

  @Test func settingItPassesAndAKeyWithATestValueNeedsNothing() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter()
    } withDependencies: {
      $0.farewell = "bye"
    }
    await store.send(.sayGoodbye) { $0.greetings = ["bye"] }
    await store.send(.greet) { $0.greetings = ["bye", "test"] }
  }
}
