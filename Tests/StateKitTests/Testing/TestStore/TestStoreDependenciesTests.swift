import StateKitTesting
import Testing

/// A test store runs its feature with test values, and the test changes them between steps.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TestStoreDependenciesTests {
  @Test func dependenciesChangedBetweenTwoSendsApplyFromTheNextStep() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter()
    }
    store.timeout = .seconds(3_600)  // no wait below may end by the timeout: the time limit catches it
    await store.send(.greet) { $0.greetings = ["test"] }
    store.dependencies.greeting = "changed"
    await store.send(.greet) { $0.greetings = ["test", "changed"] }
    await store.send(.greetInEffect)
    await store.receive(.greeted(["changed"])) { $0.greetings += ["changed"] }
    #expect(store.dependencies.greeting == "changed")
  }

  @Test func aRunningEffectKeepsTheValuesItStartedWith() async {
    let started = Gate()
    let release = Gate()
    struct Waiter: Reducer {
      let started: Gate
      let release: Gate
      @Dependency(\.greeting) var greeting
      func reduce(into state: inout [String], action: String) -> Effect<String> {
        guard action == "start" else {
          state.append(action)
          return .none
        }
        return .run { send in
          started.open()
          await release.wait()
          await send(greeting)
        }
      }
    }
    let store = TestStore(initialState: [], reducer: Waiter(started: started, release: release)) {
      $0.greeting = "first"
    }
    await store.send("start")
    await started.wait()
    store.dependencies.greeting = "second"
    release.open()
    await store.receive("first") { $0 = ["first"] }
  }

  @Test func aTestStoreUsesTestValuesEvenInsideALiveScope() async {
    let store = withDependencies {
      $0.context = .live
    } operation: {
      TestStore(initialState: Greeter.State()) {
        Greeter()
      }
    }
    #expect(store.dependencies.context == .test)
    await store.send(.greet) { $0.greetings = ["test"] }
  }
}
