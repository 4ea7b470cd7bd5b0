import StateKit
import StateKitTesting
import Testing

/// A `BindableAction` needs no hand-written `binding` property: the case that satisfies `binding(_:)` is
/// found by itself; a hand-written property still takes its place.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct BindableActionCaseTests {
  struct Profile: Reducer {
    struct State: Equatable {
      var name = ""
      var isPublic = false
    }

    enum Action: BindableAction, Sendable {
      case binding(BindingAction<State>)
      case publishTapped
    }

    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        if case .publishTapped = action { state.isPublic = true }
        return .none
      }
    }
  }

  @Test func theBindingCaseIsFoundWithoutAProperty() async {
    #expect(Profile.Action.publishTapped.binding == nil)
    #expect(Profile.Action.binding(.set(\.name, "Blob")).binding != nil)
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.binding(.set(\.name, "Blob"))) { $0.name = "Blob" }
    await store.send(.publishTapped) { $0.isPublic = true }
  }

  struct Counted: Reducer {
    struct State: Equatable {
      var count = 0
    }

    enum Action: BindableAction, Sendable {
      case binding(BindingAction<State>)
      case other

      // A hand-written property, which the conformance uses instead of finding the case.
      var binding: BindingAction<State>? {
        if case .binding = self { .set(\.count, 42) } else { nil }
      }
    }

    var body: some Reducer<State, Action> {
      BindingReducer()
    }
  }

  @Test func aHandWrittenPropertyStillWins() async {
    let store = TestStore(initialState: Counted.State()) { Counted() }
    await store.send(.binding(.set(\.count, 1))) { $0.count = 42 }
    await store.send(.other)
  }
}
