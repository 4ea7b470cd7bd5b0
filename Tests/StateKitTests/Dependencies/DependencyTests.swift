import StateKit
import StateKitTesting
import Testing

/// `@Dependency` reads the values of the store that runs the reducer, and of the reducer that returned the
/// effect, wherever the effect's work goes.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DependencyTests {
  @Test func aLeafReadsTheValueTheRootStoreSet() {
    let store = Store(initialState: TwoGreeters.State()) {
      TwoGreeters()
    } withDependencies: {
      $0.greeting = "set at the root"
    }
    store.send(.first(.greet))
    store.send(.greet)
    #expect(store.first.greetings == ["set at the root"])
    #expect(store.greetings == ["set at the root"])
  }

  @Test func aStoreWithoutDependenciesReadsLiveValues() {
    withLiveDefaults {
      let store = Store(initialState: Greeter.State()) {
        Greeter()
      }
      store.send(.greet)
      #expect(store.greetings == ["live"])
    }
  }

  @Test func anEffectKeepsItsReducersValuesOnAnotherActorAndInTheTasksItStarts() async {
    let store = Store(initialState: Greeter.State()) {
      Greeter()
    } withDependencies: {
      $0.greeting = "overridden"
    }
    await store.send(.greetLater).finish()
    #expect(store.greetings == Array(repeating: "overridden", count: 5))
  }

  @Test func anEffectMappedThroughAScopeKeepsTheValuesOfItsSubtree() async {
    let store = Store(initialState: TwoGreeters.State()) {
      TwoGreeters()
    } withDependencies: {
      $0.greeting = "root"
    }
    await store.send(.first(.greetLater)).finish()
    await store.send(.second(.greetLater)).finish()
    #expect(store.first.greetings == Array(repeating: "root", count: 5))
    #expect(store.second.greetings == Array(repeating: "second's own", count: 5))
  }

  @Test func aStoreKeepsTheValuesItWasCreatedWithWhereverItIsSentTo() async {
    let store = Store(initialState: Greeter.State(), reducer: Greeter()) {
      $0.greeting = "the store's"
    }
    withDependencies {
      $0.greeting = "the caller's"
    } operation: {
      store.send(.greet)
    }
    #expect(store.greetings == ["the store's"])
  }

  @Test func aStoreCreatedInsideWithDependenciesStartsFromItsValues() {
    let store = withDependencies {
      $0.greeting = "from outside"
    } operation: {
      Store(initialState: Greeter.State()) {
        Greeter()
      } withDependencies: {
        $0.farewell = "see you"
      }
    }
    store.send(.greet)
    store.send(.sayGoodbye)
    #expect(store.greetings == ["from outside", "see you"])
  }

  @Test func aPreviewStoreReadsPreviewValues() {
    let store = Store(initialState: Greeter.State()) {
      Greeter()
    } withDependencies: {
      $0.context = .preview
    }
    store.send(.greet)
    store.send(.sayGoodbye)  // no preview value: the live one
    #expect(store.greetings == ["preview", "goodbye"])
  }
}
