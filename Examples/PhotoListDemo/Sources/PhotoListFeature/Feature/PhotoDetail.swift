package import StateKit

/// The screen of one photo, pushed on the list's navigation stack: it loads the photo's album when it
/// appears, with a load that popping the screen cancels.
package struct PhotoDetail: Reducer {
  /// The photo and where the loading of its album stands.
  package struct State: Equatable, Codable, Sendable {
    /// The photo the screen shows.
    package var photo: Photo
    /// Where loading the album stands.
    package var phase = LoadPhase.idle
    /// The titles of the album's photos, once loaded.
    package var albumTitles: [String] = []

    /// The screen of `photo`, its album not loaded yet.
    package init(photo: Photo) {
      self.photo = photo
    }
  }

  /// What happens on the screen.
  package enum Action: Equatable, Codable, Sendable {
    /// The screen appeared: load the album.
    case onAppear
    /// The album's photos, loaded.
    case albumLoaded([String])
    /// Loading the album failed with this message.
    case albumFailed(String)
  }

  /// Identifies the screen's cancellable effect: the album load, cancelled when the screen is popped.
  package enum CancelID: Hashable, Sendable {
    /// The album load in flight.
    case album
  }

  /// Where the album's photos come from: the list's provider, read where the screen runs.
  @Dependency(\.photoProvider) var provider

  /// Creates the screen's feature.
  package init() {}

  /// Loads the album on appearing, and shows it once loaded.
  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      state.phase = .loading
      let albumID = state.photo.albumId
      return .run { [provider] send in
        let photos = try await provider.load()
        // NB: A provider may finish its work after the screen was popped: nothing to show then.
        try Task.checkCancellation()
        await send(.albumLoaded(photos.filter { $0.albumId == albumID }.map(\.title)))
      } catch: { error, send in
        await send(.albumFailed(PhotoProvider.message(for: error)))
      }
      .cancellable(id: CancelID.album, cancelInFlight: true)
    case .albumLoaded(let titles):
      state.phase = .loaded
      state.albumTitles = titles
      return .none
    case .albumFailed(let message):
      state.phase = .failed(message)
      return .none
    }
  }
}
