import StateKit
import Testing

/// The watched-history screen of the seed article, written against the public API: the app state is
/// normalised; the screen gets a store scoped to exactly what it shows and sends only its own actions.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct HistorySeedTests {
  struct Ids: Hashable, Sendable { var trakt: Int }
  struct Episode: Equatable {
    var title: String
    var firstAired: String?
  }
  struct Images: Equatable { var posters: [String] }

  struct AppState: Equatable {
    var episodes: [Ids: Episode] = [:]
    var showImages: [Ids: Images] = [:]
    var watchedHistory: [Ids] = []
  }

  enum AppAction: Equatable {
    case markAsWatched(episode: Ids, watched: Bool)
  }

  struct App: Reducer {
    func reduce(into state: inout AppState, action: AppAction) -> Effect<AppAction> {
      switch action {
      case .markAsWatched(let episode, let watched):
        state.watchedHistory.removeAll { $0 == episode }
        if watched { state.watchedHistory.insert(episode, at: 0) }
        return .none
      }
    }
  }

  /// What the history screen shows, and nothing else.
  struct HistoryState: Equatable {
    struct Poster: Equatable {
      var ids: Ids
      var imageURL: String?
      var title: String
      var subtitle: String
    }

    var posters: [Poster]

    init(_ state: AppState) {
      posters = state.watchedHistory.map { ids in
        let episode = state.episodes[ids]
        return Poster(
          ids: ids,
          imageURL: state.showImages[ids]?.posters.first,
          title: episode?.title ?? "",
          subtitle: episode?.firstAired ?? "Not aired yet"
        )
      }
    }
  }

  enum HistoryAction: Equatable {
    case markAsWatched(episode: Ids)

    var appAction: AppAction {
      switch self {
      case .markAsWatched(let episode): .markAsWatched(episode: episode, watched: true)
      }
    }
  }

  let pilot = Ids(trakt: 1)
  let finale = Ids(trakt: 2)

  var appState: AppState {
    AppState(
      episodes: [pilot: Episode(title: "Pilot", firstAired: "2008-01-20"), finale: Episode(title: "Finale")],
      showImages: [pilot: Images(posters: ["https://img.example/pilot.jpg"])],
      watchedHistory: [pilot]
    )
  }

  @Test func theScreenGetsPostersFormattedFromTheNormalisedState() {
    let store = Store(initialState: appState, reducer: App())
    let history = store.scope(state: HistoryState.init, action: \HistoryAction.appAction)

    #expect(
      history.posters == [
        .init(ids: pilot, imageURL: "https://img.example/pilot.jpg", title: "Pilot", subtitle: "2008-01-20")
      ]
    )
  }

  @Test func aScreenActionReachesTheAppAndTheScreenSeesTheResult() {
    let store = Store(initialState: appState, reducer: App())
    let history = store.scope(state: HistoryState.init, action: \HistoryAction.appAction)

    history.send(.markAsWatched(episode: finale))

    #expect(store.watchedHistory == [finale, pilot])
    #expect(history.posters.map(\.title) == ["Finale", "Pilot"])
    #expect(history.posters.first?.subtitle == "Not aired yet")
  }
}
