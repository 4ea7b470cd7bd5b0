import Dispatch
import StateKit
import StateKitTesting
import TestSupport
import Testing

/// Formats the visit count, and blocks its first background computation until the test releases it.
private final class VisitsConnector: Connector, Sendable {
  struct ViewState: Equatable, Sendable {
    var text: String
  }

  let firstBackgroundComputationStarted = Gate()
  private let release = DispatchSemaphore(value: 0)
  private let computed = Recorder<Int>()

  /// The visit counts a view state was computed for, in order.
  var computedVisits: [Int] { computed.values }

  func connect(state: Profile.State) -> ViewState {
    computed.append(state.visits)
    if state.visits == 1 {
      firstBackgroundComputationStarted.open()
      // NB: Bounded, so that a broken release fails the test instead of hanging the whole run.
      _ = release.wait(timeout: .now() + 30)
    }
    return ViewState(text: "\(state.visits) visits")
  }

  func connect(action: Never) -> Profile.Action {}

  func releaseFirstBackgroundComputation() {
    release.signal()
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct BackgroundConnectorTests {
  @Test func theFirstViewStateIsComputedWhenConnecting() {
    let store = Store(initialState: Profile.State(visits: 7), reducer: Profile())
    let view = store.connect(using: VisitsConnector(), computation: .background)
    #expect(view.text == "7 visits")
  }

  @Test func resultsArriveOnTheMainActorInOrderAndStaleOnesAreDropped() async {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let connector = VisitsConnector()
    let view = store.connect(using: connector, computation: .background)
    var delivered: [String] = []
    let token = view.observeChanges { delivered.append($0.text) }
    defer { token.cancel() }

    store.send(.visited)
    await connector.firstBackgroundComputationStarted.wait()
    // The computation for 1 visit is blocked off the main actor, and the main actor keeps going.
    store.send(.visited)
    store.send(.visited)
    #expect(view.text == "0 visits")

    let flag = ObservationFlag { _ = view.state }
    connector.releaseFirstBackgroundComputation()
    await flag.waitUntilFired()

    // The result for 1 visit was stale when it arrived; 2 visits was never computed; 3 was delivered.
    #expect(view.text == "3 visits")
    #expect(delivered == ["3 visits"])
    #expect(connector.computedVisits == [0, 1, 3])
  }

  @Test func aStoreConnectedToABackgroundStoreSeesEachDelivery() async {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let background = store.connect(using: VisitCountConnector(), computation: .background)
    let view = background.connect(using: DoublingConnector())
    var delivered: [Int] = []
    let token = view.observeChanges { delivered.append($0) }
    defer { token.cancel() }

    let flag = ObservationFlag { _ = background.state }
    store.send(.visited)
    #expect(view.state == 0)  // a view drawn before the background computation delivers
    await flag.waitUntilFired()

    // The delivery changed the background store's state while the root processed no action.
    #expect(background.state == 1)
    #expect(view.state == 2)
    #expect(delivered == [2])
  }

  @Test func viewActionsStillReachTheFeature() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let view = store.scope(state: \.header, action: { $0 })
      .connect(using: TitleConnector(), computation: .background)
    view.send("Grace")
    #expect(store.header.title == "Grace")
  }
}

private struct TitleConnector: Connector {
  func connect(state: Profile.Header) -> String { state.title }
  func connect(action: String) -> Profile.Action { .titleChanged(action) }
}

private struct VisitCountConnector: Connector, Sendable {
  func connect(state: Profile.State) -> Int { state.visits }
  func connect(action: Never) -> Profile.Action {}
}

private struct DoublingConnector: Connector {
  func connect(state: Int) -> Int { state * 2 }
  func connect(action: Never) -> Never {}
}
