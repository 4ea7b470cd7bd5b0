import StateKit
import Testing

/// Formats the profile header, and counts how many times it did.
private final class HeaderConnector: Connector {
  struct ViewState: Equatable {
    var headline: String
  }

  enum ViewAction {
    case rename(String)
  }

  var computations = 0

  func connect(state: Profile.State) -> ViewState {
    computations += 1
    return ViewState(headline: "\(state.header.title), \(state.header.subtitle)")
  }

  func connect(action: ViewAction) -> Profile.Action {
    switch action {
    case .rename(let title): .titleChanged(title)
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ConnectorTests {
  @Test func aConnectedStoreShowsTheViewStateAndSendsViewActionsToTheFeature() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let view = store.connect(using: HeaderConnector())
    #expect(view.state == HeaderConnector.ViewState(headline: "Ada, Engineer"))

    view.send(.rename("Grace"))

    #expect(store.header.title == "Grace")
    #expect(view.headline == "Grace, Engineer")
  }

  @Test func theViewStateIsComputedAgainOnlyWhenTheParentStateChanged() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let connector = HeaderConnector()
    let header = store.scope(state: \.self, action: { $0 }).removingDuplicates(by: .equal(\.header))
    let view = header.connect(using: connector)
    let flag = ObservationFlag { _ = view.state }
    #expect(connector.computations == 1)

    store.send(.visited)
    store.send(.visited)
    _ = view.state

    #expect(connector.computations == 1)
    #expect(!flag.hasFired)
  }

  @Test func observersAreToldOnlyWhenTheViewStateChanged() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let connector = HeaderConnector()
    let view = store.connect(using: connector)
    let flag = ObservationFlag { _ = view.state }

    // The root store reports every action, so the view state is computed again, but it is unchanged.
    store.send(.visited)
    #expect(connector.computations == 2)
    #expect(!flag.hasFired)

    store.send(.subtitleChanged("Poet"))
    #expect(flag.changeCount == 1)
    #expect(view.headline == "Ada, Poet")
  }

  @Test func anUnobservedConnectedStoreComputesOnRead() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let connector = HeaderConnector()
    let view = store.connect(using: connector)

    store.send(.titleChanged("Grace"))
    store.send(.titleChanged("Alan"))
    #expect(connector.computations == 1)

    #expect(view.headline == "Alan, Engineer")
    #expect(connector.computations == 2)
  }
}
