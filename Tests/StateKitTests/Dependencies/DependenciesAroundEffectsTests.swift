import StateKit
import StateKitTesting
import Testing

/// An effect made inside `withDependencies` in a reducer runs with those values, and a store created
/// inside `withDependencies` keeps them for its reducer and its effects, as TCA's do.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DependenciesAroundEffectsTests {
  @Test func anEffectMadeInsideWithDependenciesRunsWithThoseValues() async {
    let store = TestStore(initialState: DependenciesArticle.LocalGreeter.State()) {
      DependenciesArticle.LocalGreeter()
    } withDependencies: {
      $0.greeting = "hello"
    }
    await store.send(.greetInFrench)
    await store.receive(.greeted("bonjour")) { $0.greetings = ["bonjour"] }
    await store.send(.greetPlainly)
    await store.receive(.greeted("hello")) { $0.greetings = ["bonjour", "hello"] }
  }

  @Test func aStoreCreatedInsideWithDependenciesKeepsThemForItsReducerAndEffects() async {
    let store = withDependencies {
      $0.greeting = "created with"
    } operation: {
      Store(initialState: Greeter.State()) {
        Greeter()
      }
    }
    // NB: Sent where other values are in force: the store keeps the ones it was created with.
    await withDependencies {
      $0.greeting = "sent with"
    } operation: {
      store.send(.greet)
      await store.send(.greetInEffect).finish()
    }
    #expect(store.greetings == ["created with", "created with"])
  }

  @Test func aPlainStoreCreatedWithNothingSetRunsWithLiveValues() async {
    await withLiveDefaults {
      let store = Store(initialState: Greeter.State()) {
        Greeter()
      }
      store.send(.greet)
      await store.send(.greetInEffect).finish()
      #expect(store.greetings == ["live", "live"])
    }
  }
}
