internal import StateKit

extension PhotoList {
  /// Applies `action` to the list, and starts the load or the search debounce it asks for.
  func reduceList(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .refresh:
      state.phase = .loading
      return .run { send in
        await send(.photosLoaded(try await provider.load()))
      } catch: { error, send in
        await send(.photosFailed(PhotoProvider.message(for: error)))
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)

    case .photosLoaded(let photos):
      state.phase = .loaded
      var loaded = IdentifiedArrayOf<Photo>()
      loaded.append(contentsOf: photos)  // NB: skips repeated ids, which a fake provider may return
      state.photos = loaded
      if let id = state.selectedID, !loaded.contains(id: id) { state.selectedID = nil }
      if let id = state.openedID, !loaded.contains(id: id) { state.openedID = nil }
      return .none

    case .photosFailed(let message):
      state.phase = .failed(message)
      return .none

    case .searchTextChanged(let text):
      state.searchText = text
      guard text != state.query else { return .cancel(id: CancelID.search) }
      return .run { send in
        try await clock.sleep(for: searchDelay)
        await send(.searchApplied(text))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)

    case .searchApplied(let query):
      state.query = query
      return .none

    case .showsCountToggled:
      state.showsCount.toggle()
      return .none

    case .favoriteToggled(let id):
      // NB: Shared state: saved to the favourites file, with no other call, when the list has one.
      state.$favoriteIDs.withLock { favorites in
        if favorites.remove(id) == nil { favorites.insert(id) }
      }
      return .none

    case .photoTapped(let id):
      // NB: A view can only tap a row it shows; a photo the search hides is not tappable.
      guard state.visiblePhotos.contains(where: { $0.id == id }) else { return .none }
      state.selectedID = id
      state.openedID = id
      return .none

    case .photoOpened(let id):
      guard let photo = state.visiblePhotos.first(where: { $0.id == id }) else { return .none }
      state.selectedID = id
      state.path.append(PhotoDetail.State(photo: photo))
      return .send(.path(.element(id: state.path.ids[state.path.ids.count - 1], action: .onAppear)))

    case .backTapped:
      state.path.popLast()
      return .none

    case .path:
      return .none

    case .selectionMoved(let direction):
      let visible = state.visiblePhotos
      let current = state.selectedID.flatMap { id in visible.firstIndex { $0.id == id } }
      if let index = direction.index(from: current, count: visible.count) {
        state.selectedID = visible[index].id
      }
      return .none
    }
  }
}
