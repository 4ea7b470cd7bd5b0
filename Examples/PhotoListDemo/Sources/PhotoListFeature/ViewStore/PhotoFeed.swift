package import StateKit

/// A ``PhotoProvider`` as a publisher: the hand-written view store's data source, as the network
/// publisher is in the seed's `PhotoListViewStore`.
///
/// It delivers its current ``Snapshot`` on subscription and every change after it. ``refresh()`` starts a
/// load; a newer refresh cancels and supersedes a load in flight.
@MainActor
package final class PhotoFeed: ValuePublisher {
  /// The photos, and where loading them stands.
  package struct Snapshot: Equatable, Sendable {
    /// The photos of the latest successful load, kept while a refresh is in flight or after it fails.
    package var photos: [Photo]
    /// Where loading stands.
    package var phase: LoadPhase

    /// Creates a snapshot; the default is nothing loaded.
    package init(photos: [Photo] = [], phase: LoadPhase = .idle) {
      self.photos = photos
      self.phase = phase
    }
  }

  private let provider: PhotoProvider
  private let latest = CurrentValueRelay(Snapshot())
  private var load: Task<Void, Never>?

  /// Creates a feed that loads from `provider` when asked to.
  package init(provider: PhotoProvider) {
    self.provider = provider
  }

  deinit {
    load?.cancel()
  }

  /// The current snapshot.
  package var snapshot: Snapshot {
    latest.value
  }

  /// Starts loading the photos, cancelling a load in flight.
  ///
  /// The phase becomes `.loading` at once, then `.loaded` with the photos or `.failed` with a message.
  ///
  /// - Returns: The load's task: await its `value` to know when the snapshot has its outcome.
  @discardableResult
  package func refresh() -> Task<Void, Never> {
    load?.cancel()
    latest.value.phase = .loading
    let provider = provider
    let task = Task { [weak self] in
      let outcome: Result<[Photo], any Error>
      do {
        outcome = .success(try await provider.load())
      } catch {
        outcome = .failure(error)
      }
      guard !Task.isCancelled, let self else { return }
      switch outcome {
      case .success(let photos): latest.value = Snapshot(photos: photos, phase: .loaded)
      case .failure(let error): latest.value.phase = .failed(PhotoProvider.message(for: error))
      }
    }
    load = task
    return task
  }

  /// Delivers the current snapshot at once, then every change.
  package func subscribe(_ receive: @escaping @MainActor (Snapshot) -> Void) -> CancellationToken {
    latest.subscribe(receive)
  }
}
