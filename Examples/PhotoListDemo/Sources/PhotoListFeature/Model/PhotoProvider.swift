/// Where the photo list gets its photos: the feature receives one, so tests and the command line choose.
///
/// ```swift
/// PhotoProvider.bundled(clock: ContinuousClock())          // the 5,000 bundled photos, after 300 ms
/// PhotoProvider.url(URL(string: "https://jsonplaceholder.typicode.com/photos")!)
/// PhotoProvider.file(path: "photos.json")
/// PhotoProvider { [Photo(albumId: 1, id: 1, title: "test", url: "", thumbnailUrl: "")] }  // a fake
/// ```
///
/// A failed load throws a ``PhotoLoadingError``, whose description is the message the list shows.
package struct PhotoProvider: Sendable {
  /// Loads every photo. Runs off the main actor; it may be cancelled by a newer load.
  package var load: @Sendable () async throws -> [Photo]

  /// Creates a provider that loads photos with `load`.
  package init(load: @escaping @Sendable () async throws -> [Photo]) {
    self.load = load
  }
}

extension PhotoProvider {
  /// A message for a failed load: the ``PhotoLoadingError``'s description, or the error as Swift prints it.
  package static func message(for error: any Error) -> String {
    (error as? PhotoLoadingError)?.description ?? "\(error)"
  }
}
