import StateKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct StorePublisherTests {
  @Test func aSubscriberGetsTheCurrentStateThenEveryChangeInOrder() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    var visits: [Int] = []
    let token = store.publisher.sink { visits.append($0.visits) }

    store.send(.visited)
    store.send(.visited)

    #expect(visits == [0, 1, 2])
    withExtendedLifetime(token) {}
  }

  @Test func aRootStorePublishesAfterEveryActionButAPropertyOnlyWhenItChanges() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    var states = 0
    var titles: [String] = []
    let tokens = [
      store.publisher.sink { _ in states += 1 },
      store.publisher.header.title.sink { titles.append($0) },
    ]

    store.send(.visited)
    store.send(.titleChanged("Grace"))
    store.send(.titleChanged("Grace"))

    #expect(states == 4)
    #expect(titles == ["Ada", "Grace"])
    withExtendedLifetime(tokens) {}
  }

  @Test func aScopedStorePublishesOnlyItsOwnChanges() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    var headers: [Profile.Header] = []
    let token = store.scope(state: \.header, action: { $0 }).publisher.sink { headers.append($0) }

    store.send(.visited)
    store.send(.subtitleChanged("Poet"))

    #expect(headers.map(\.subtitle) == ["Engineer", "Poet"])
    withExtendedLifetime(token) {}
  }

  @Test func cancellingOrReleasingTheTokenStopsDelivery() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    var cancelled: [Int] = []
    var released: [Int] = []
    let cancelledToken = store.publisher.visits.sink { cancelled.append($0) }
    var releasedToken: CancellationToken? = store.publisher.visits.sink { released.append($0) }

    store.send(.visited)
    cancelledToken.cancel()
    releasedToken = nil
    store.send(.visited)

    #expect(cancelled == [0, 1])
    #expect(released == [0, 1])
    #expect(releasedToken == nil)
  }

  @Test func anActionSentWhileReceivingTheCurrentStateIsDeliveredAfterIt() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    var visits: [Int] = []
    let token = store.publisher.sink { state in
      if state.visits == 0 { store.send(.visited) }
      visits.append(state.visits)
    }

    #expect(visits == [0, 1])
    withExtendedLifetime(token) {}
  }

  @Test func aPublisherOfAConnectedStorePublishesViewStatesOnlyWhenTheyChange() {
    struct Headline: Connector {
      func connect(state: Profile.State) -> String { state.header.title.uppercased() }
      func connect(action: Profile.Action) -> Profile.Action { action }
    }
    let store = Store(initialState: Profile.State(), reducer: Profile())
    var headlines: [String] = []
    let token = store.connect(using: Headline()).publisher.sink { headlines.append($0) }

    store.send(.visited)
    store.send(.titleChanged("Grace"))
    store.send(.subtitleChanged("Poet"))

    #expect(headlines == ["ADA", "GRACE"])
    withExtendedLifetime(token) {}
  }

  @Test func aSubscriptionKeepsATemporaryScopedStoreWorking() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    var titles: [String] = []
    let token = store.scope(state: \.header.title, action: { $0 }).publisher.sink { titles.append($0) }

    store.send(.titleChanged("Grace"))

    #expect(titles == ["Ada", "Grace"])
    withExtendedLifetime(token) {}
  }

  @Test func forAwaitIteratesTheCurrentStateThenEveryChange() async {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let titles = store.scope(state: \.header, action: { $0 }).publisher.title.values
    store.send(.titleChanged("Grace"))
    store.send(.visited)
    store.send(.titleChanged("Alan"))

    var seen: [String] = []
    for await title in titles {
      seen.append(title)
      if seen.count == 3 { break }
    }

    #expect(seen == ["Ada", "Grace", "Alan"])
  }

  @Test func propertiesReadInPlaceAndComputedOnesPublishTheSameValues() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let header = store.scope(state: \.header, action: { $0 })
    var rootTitles: [String] = []
    var scopedTitles: [String] = []
    var subtitleLengths: [Int] = []
    var headers: [Profile.Header] = []
    // NB: A stored property of a stored property of the root, read where the root keeps it; the same
    // property through a scoped store; a computed property, which has no place and is computed from the
    // header; and the scoped store's whole state, which its core compares.
    let tokens = [
      store.publisher.header.title.sink { rootTitles.append($0) },
      header.publisher.title.sink { scopedTitles.append($0) },
      header.publisher.subtitle.count.sink { subtitleLengths.append($0) },
      header.publisher.sink { headers.append($0) },
    ]

    store.send(.titleChanged("Grace"))
    store.send(.visited)
    store.send(.subtitleChanged("Admiral"))
    store.send(.subtitleChanged("Rear admiral"))
    header.send(.titleChanged("Alan"))

    #expect(rootTitles == ["Ada", "Grace", "Alan"])
    #expect(scopedTitles == ["Ada", "Grace", "Alan"])
    #expect(subtitleLengths == [8, 7, 12])
    #expect(headers.map(\.title) == ["Ada", "Grace", "Grace", "Grace", "Alan"])
    #expect(headers.map(\.subtitle) == ["Engineer", "Engineer", "Admiral", "Rear admiral", "Rear admiral"])
    withExtendedLifetime(tokens) {}
  }
}
