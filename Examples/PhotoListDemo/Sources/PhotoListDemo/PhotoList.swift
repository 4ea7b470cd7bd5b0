import StateKit

/// The photo list feature: loading, searching, a "show count" toggle, and selecting a photo.
struct PhotoList: Reducer {
  struct State: Equatable {
    var status = Status.idle
    var photos: IdentifiedArrayOf<Photo> = []
    var search = Search.State()
    var showsCount = false
    var selectedID: Photo.ID?

    enum Status: Equatable { case idle, loading, loaded, failed(String) }

    /// The photos whose title contains the search text, ignoring case.
    var visiblePhotos: [Photo] {
      let query = search.text.lowercased()
      return query.isEmpty ? photos.elements : photos.filter { $0.title.lowercased().contains(query) }
    }
  }

  enum Action: Equatable, Sendable {
    case load
    case loaded([Photo])
    case failed(String)
    case search(Search.Action)
    case toggleCount
    case tap(Photo.ID)

    var search: Search.Action? { if case .search(let action) = self { action } else { nil } }
  }

  let provider: PhotoProvider

  var body: some Reducer<State, Action> {
    Scope(state: \.search, action: Action.search, extract: \.search) {
      Search()
    }
    Reduce { state, action in
      switch action {
      case .load:
        state.status = .loading
        return .run { [provider] send in
          await send(.loaded(try await provider.photos()))
        } catch: { error, send in
          await send(.failed("\(error)"))
        }
      case .loaded(let photos):
        state.status = .loaded
        state.photos = IdentifiedArray(uniqueElements: photos)
        return .none
      case .failed(let message):
        state.status = .failed(message)
        return .none
      case .toggleCount:
        state.showsCount.toggle()
        return .none
      case .tap(let id):
        state.selectedID = id
        return .none
      case .search:
        return .none
      }
    }
  }
}

/// The search field: a feature of its own, scoped out of the list.
struct Search: Reducer {
  struct State: Equatable { var text = "" }
  enum Action: Equatable, Sendable { case textChanged(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      state.text = text
      return .none
    }
  }
}
