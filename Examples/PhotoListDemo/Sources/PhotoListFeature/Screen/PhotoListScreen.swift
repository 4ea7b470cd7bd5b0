package import Foundation
package import StateKit

/// What a front end (the terminal, a scripted tour) drives: a view store of ``PhotoListView``, whichever
/// implementation is behind it, and the view states it publishes.
///
/// ```swift
/// let screen = PhotoListScreen.reducer(provider: .bundled(clock: clock), clock: clock)
/// screen.viewStates.sink { draw($0) }.store(in: &tokens)
/// screen.send(.refreshTapped)
/// ```
@MainActor
package struct PhotoListScreen {
  /// Which implementation a screen runs.
  package enum Implementation: Equatable, Sendable {
    /// The ``PhotoList`` reducer in a `Store`, connected with ``PhotoListConnector``.
    case reducer
    /// The hand-written ``PhotoListViewStore``.
    case viewStore
  }

  /// The implementation behind ``viewStore``.
  package let implementation: Implementation
  /// Where the view reads its state and sends its actions.
  package let viewStore: any ViewStore<PhotoListView.State, PhotoListView.Action>
  /// The current view state, then every change.
  package let viewStates: AnyValuePublisher<PhotoListView.State>
  /// The root store of the reducer implementation, which records and takes an instrument; `nil` for the
  /// hand-written view store.
  package let store: Store<PhotoList.State, PhotoList.Action>?

  /// The reducer implementation: a `Store` running ``PhotoList``, connected to the view.
  ///
  /// - Parameters:
  ///   - provider: Where the photos come from.
  ///   - clock: The clock the search debounce waits on.
  ///   - log: Where to print every action and the state changes it made (the core's `printChanges`);
  ///     `nil` prints nothing.
  ///   - favoritesFile: The JSON file the favourites are kept in across runs, in the
  ///     `defaultFileStorage` in force; `nil` keeps them for this run only.
  package static func reducer(
    provider: PhotoProvider,
    clock: any Clock<Duration>,
    log: DebugOutput? = nil,
    favoritesFile: URL? = nil
  ) -> Self {
    let store = Store(initialState: PhotoList.State(favoritesFile: favoritesFile)) {
      if let log {
        PhotoList().printChanges(to: log)
      } else {
        PhotoList()
      }
    } withDependencies: {
      $0.photoProvider = provider
      $0.continuousClock = clock
    }
    let viewStore = store.connect(using: PhotoListConnector())
    return Self(
      implementation: .reducer,
      viewStore: viewStore,
      viewStates: viewStore.publisher.eraseToAnyValuePublisher(),
      store: store
    )
  }

  /// The hand-written implementation: a ``PhotoListViewStore`` over a ``PhotoFeed``.
  ///
  /// - Parameters:
  ///   - provider: Where the photos come from.
  ///   - clock: The clock the search debounce waits on.
  package static func viewStore(provider: PhotoProvider, clock: some Clock<Duration>) -> Self {
    let viewStore = PhotoListViewStore(feed: PhotoFeed(provider: provider), clock: clock)
    return Self(
      implementation: .viewStore,
      viewStore: viewStore,
      viewStates: viewStore.viewStates.eraseToAnyValuePublisher(),
      store: nil
    )
  }

  /// The current view state.
  package var viewState: PhotoListView.State {
    viewStore.viewState
  }

  /// Sends `action` to the view store.
  package func send(_ action: PhotoListView.Action) {
    viewStore.send(action)
  }

  /// Returns once the view state is settled: no load in flight, no keystroke waiting for its search.
  ///
  /// A load that fails settles too (with the error in the status line). Returns at once if the view
  /// state is already settled.
  package func settle() async {
    guard !viewState.isSettled else { return }
    let waiter = SettleWaiter()
    await withCheckedContinuation { continuation in
      waiter.wait(for: viewStates, continuation)
    }
    withExtendedLifetime(waiter) {}  // NB: the waiter's subscription lives only as long as the waiter
  }
}

/// Resumes a continuation once, with the first settled view state.
@MainActor
private final class SettleWaiter {
  private var continuation: CheckedContinuation<Void, Never>?
  private var token: CancellationToken?

  func wait(
    for viewStates: AnyValuePublisher<PhotoListView.State>,
    _ continuation: CheckedContinuation<Void, Never>
  ) {
    self.continuation = continuation
    token = viewStates.sink { [weak self] state in
      guard state.isSettled, let self, let continuation = self.continuation else { return }
      self.continuation = nil
      token?.cancel()
      continuation.resume()
    }
    // NB: The sink delivers the current view state synchronously: it may have resumed before the token
    // was stored, so cancel here too.
    if self.continuation == nil { token?.cancel() }
  }
}
