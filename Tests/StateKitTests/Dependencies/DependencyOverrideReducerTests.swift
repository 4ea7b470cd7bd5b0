import StateKit
import StateKitTesting
import Testing

/// `.dependency(_:_:)` overrides a value for one subtree of the reducers, and for that subtree's effects.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DependencyOverrideReducerTests {
  @Test func overridesTheValueForItsSubtreeOnly() {
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
