import StateKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct StubStoreTests {
  @Test func aStubShowsItsStateAndRecordsActionsWithoutChangingAnything() {
    var sent: [Profile.Action] = []
    let store = Store<Profile.State, Profile.Action>.stub(with: Profile.State(visits: 3)) { sent.append($0) }

    store.send(.visited)
    store.send(.titleChanged("Grace"))

    #expect(store.state == Profile.State(visits: 3))
    #expect(sent == [.visited, .titleChanged("Grace")])
  }

  @Test func aStubIgnoresActionsByDefault() {
    let store = Store<Profile.State, Profile.Action>.stub(with: Profile.State())
    store.send(.visited)
    #expect(store.visits == 0)
  }
}
