import StateKit
import StateKitTesting
import Testing

/// A feature that presents itself, `case child(PresentationAction<Action>)`, compiles as TCA users write it,
/// with no `indirect` of their own, and runs two levels deep.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SelfPresentingFeatureTests {
  struct Folder: Reducer {
    struct State: Equatable {
      var name: String
      var opened = 0
      @PresentationState var child: State?
    }

    enum Action: Equatable, Sendable {
      case openTapped(String)
      case closeTapped
      case child(PresentationAction<Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .openTapped(let name):
          state.opened += 1
          state.child = State(name: name)
          return .none
        case .closeTapped:
          return .dismiss
        case .child:
          return .none
        }
      }
      .ifLet(\.$child, action: Action.child) {
        Folder()
      }
    }
  }

  @Test func aFolderOpensAFolderThatOpensAFolder() async {
    let store = TestStore(initialState: Folder.State(name: "Home")) {
      Folder()
    }
    await store.send(.openTapped("Photos")) {
      $0.opened = 1
      $0.child = Folder.State(name: "Photos")
    }
    await store.send(.child(.presented(.openTapped("2026")))) {
      $0.child?.opened = 1
      $0.child?.child = Folder.State(name: "2026")
    }
    await store.send(.child(.presented(.child(.presented(.openTapped("May")))))) {
      $0.child?.child?.opened = 1
      $0.child?.child?.child = Folder.State(name: "May")
    }
    await store.send(.child(.presented(.child(.presented(.closeTapped)))))
    await store.receive(.child(.presented(.child(.dismiss)))) {
      $0.child?.child = nil
    }
    await store.send(.child(.dismiss)) {
      $0.child = nil
    }
  }

  @Test func aPresentedActionKeepsItsPayload() {
    let action = PresentationAction<Folder.Action>.presented(.child(.presented(.openTapped("x"))))
    #expect(action.presented == .child(.presented(.openTapped("x"))))
    #expect(PresentationAction<Folder.Action>.dismiss.presented == nil)
    guard case .presented(.child(.presented(.openTapped(let name)))) = action else {
      Issue.record("the nested action did not match its pattern")
      return
    }
    #expect(name == "x")
  }
}
