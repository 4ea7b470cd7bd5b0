/// An object a view reads its state from and sends its actions to.
///
/// ``viewState`` is everything the view shows, already formatted; ``send(_:)`` is everything the view can
/// do. A ``Store`` is a view store (its view state is its state), and so is a hand-written class that
/// merges its own data sources into a view state:
///
/// ```swift
/// @MainActor
/// final class PhotoListViewStore: ViewStore {
///   private let output = CurrentValueRelay(ViewState.initial)
///   private let searchText = PassthroughRelay<String>()
///
///   var viewState: ViewState { output.value }
///
///   init(photos: some ValuePublisher<[Photo]>) {
///     photos.prepend([])
///       .combineLatest(searchText.prepend(""))
///       .map(ViewState.init)
///       .assign(to: output)
///   }
///
///   func send(_ action: Action) {
///     switch action {
///     case .searchTextChanged(let text): searchText.send(text)
///     }
///   }
/// }
/// ```
///
/// Keep the view state in a ``CurrentValueRelay``, as above, and the view store takes part in
/// Observation (SwiftUI redraws when `viewState` changes) and can publish its changes, just like a store.
/// The bindings (`binding(get:send:)` and its variants) work on every view store.
@MainActor
public protocol ViewStore<ViewState, Action>: AnyObject {
  /// What the view shows, already formatted for display.
  associatedtype ViewState

  /// What the view can do.
  associatedtype Action

  /// What ``send(_:)`` returns: `Void` for a view store with nothing to await, ``StoreTask`` for a
  /// ``Store``. Inferred from the conforming type's `send(_:)`.
  associatedtype SendResult = Void

  /// The current view state.
  var viewState: ViewState { get }

  /// Performs `action`. The result, if any, can be ignored.
  @discardableResult
  func send(_ action: Action) -> SendResult
}

extension Store: ViewStore {
  /// The store's state: a store is the view store of its own state.
  ///
  /// Connect the store (``Store/connect(using:computation:)``) or scope it to give a view exactly the state it
  /// shows.
  public var viewState: State {
    state
  }
}
