import StateKit
import StateKitTesting
import Testing

/// `.dependency(_:_:)` overrides a value for one subtree of the reducers, and for that subtree's effects.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DependencyOverrideReducerTests {
  @Test func overridesTheValueForItsSubtreeOnly() {
    withLiveDefaults {
      let store = Store(initialState: TwoGreeters.State()) {
        TwoGreeters()
      }
      store.send(.first(.greet))
      store.send(.second(.greet))
      store.send(.greet)
      #expect(store.first.greetings == ["live"])
      #expect(store.second.greetings == ["second's own"])
      #expect(store.greetings == ["live"])
    }
  }

  @Test func keepsTheOtherValuesOfTheStore() {
    let store = Store(initialState: TwoGreeters.State()) {
      TwoGreeters()
    } withDependencies: {
      $0.farewell = "the store's farewell"
    }
    store.send(.second(.sayGoodbye))
    #expect(store.second.greetings == ["the store's farewell"])
  }

  @Test func theInnermostOverrideWinsAndChainedOnesAllApply() {
    let store = Store(initialState: Greeter.State()) {
      Greeter()
        .dependency(\.greeting, "inner")
        .dependency(\.farewell, "chained")
        .dependency(\.greeting, "outer")
    }
    store.send(.greet)
    store.send(.sayGoodbye)
    #expect(store.greetings == ["outer", "chained"])

    let nested = Store(initialState: Greeter.State()) {
      CombineReducers {
        Greeter().dependency(\.greeting, "inner")
      }
      .dependency(\.greeting, "outer")
    }
    nested.send(.greet)
    #expect(nested.greetings == ["inner"])
  }

  @Test func oneReducerInTwoStoresSeesEachStoresOtherValues() {
    // NB: The override keeps the values it made for the last action; a store with other values must not
    // see them.
    let greeter = Greeter().dependency(\.greeting, "overridden")
    let english = Store(initialState: Greeter.State(), reducer: greeter) { $0.farewell = "goodbye" }
    let french = Store(initialState: Greeter.State(), reducer: greeter) { $0.farewell = "au revoir" }
    for _ in 0..<2 {
      english.send(.sayGoodbye)
      french.send(.sayGoodbye)
      english.send(.greet)
      french.send(.greet)
    }
    #expect(english.greetings == ["goodbye", "overridden", "goodbye", "overridden"])
    #expect(french.greetings == ["au revoir", "overridden", "au revoir", "overridden"])
  }

  @Test func valuesSetAroundASendAreSeenUnderTheOverride() {
    withLiveDefaults(sendingAroundTheOverride)
  }

  private func sendingAroundTheOverride() {
    let store = Store(initialState: Greeter.State()) {
      Greeter().dependency(\.greeting, "overridden")
    }
    store.send(.sayGoodbye)
    withDependencies {
      $0.farewell = "see you"
    } operation: {
      store.send(.sayGoodbye)
    }
    withDependencies {
      $0.farewell = "farewell"
    } operation: {
      store.send(.sayGoodbye)
    }
    store.send(.sayGoodbye)
    store.send(.greet)
    #expect(store.greetings == ["goodbye", "see you", "farewell", "goodbye", "overridden"])
  }

  @Test func itsEffectsKeepTheOverride() async {
    let store = Store(initialState: Greeter.State()) {
      Greeter().dependency(\.greeting, "overridden")
    }
    await store.send(.greetLater).finish()
    #expect(store.greetings == Array(repeating: "overridden", count: 5))
  }

  @Test func overridingAKeyWithoutATestValueInATestStoreDoesNotFailTheTest() async {
    // NB: Setting through a key path reads the computed property first; that read must not fail.
    let store = TestStore(initialState: Greeter.State()) {
      Greeter().dependency(\.farewell, "overridden farewell")
    }
    await store.send(.sayGoodbye) { $0.greetings = ["overridden farewell"] }
  }

  @Test func aTestStoreSeesTheOverrideOverItsOwnValues() async {
    let store = TestStore(initialState: TwoGreeters.State()) {
      TwoGreeters()
    }
    await store.send(.second(.greet)) { $0.second.greetings = ["second's own"] }
    await store.send(.first(.greet)) { $0.first.greetings = ["test"] }
  }
}
