/// The core of a store scoped to optional state (a sheet, a detail, a row that can be deleted): it reads
/// the state while it exists and refuses actions once it is gone.
///
/// When the state disappears the store still answers `state` with the last value it read, so a view that
/// is being dismissed can finish drawing; actions sent to it then are ignored with a runtime warning.
@MainActor
final class OptionalScopedCore<ParentState, ParentAction, State, Action>: DerivedCore<State, Action> {
  /// Where the state is in the parent's: an optional key path, or one element of a collection.
  enum Place {
    case optional(KeyPath<ParentState, State?>)
    case element(
      read: (ParentState) -> State?,
      observe: (StoreCore<ParentState, ParentAction>, @escaping @MainActor () -> Void) -> CancellationToken
    )
  }

  private let parent: StoreCore<ParentState, ParentAction>
  private let place: Place
  private let location: CallSite
  private var lastState: State

  /// Creates the core, or returns `nil` if the state is `nil` now.
  init?(
    parent: StoreCore<ParentState, ParentAction>,
    place: Place,
    embed: @escaping (Action) -> ParentAction,
    location: CallSite
  ) {
    self.parent = parent
    self.place = place
    self.location = location
    guard let state = Self.read(place, in: parent.state) else { return nil }
    self.lastState = state
    super.init(parent: parent, equating: defaultEquating(for: State.self))
    // NB: `unowned(unsafe)`: the closure is stored in this core and reached only through it, so `self` is
    // alive whenever it runs.
    send = { [unowned(unsafe) self, parentSend = parent.send] action in
      guard Self.read(place, in: parent.state) != nil else {
        reportActionAfterDismissal(action)
        return StoreTask(nil)
      }
      return parentSend(embed(action))
    }
  }

  override var currentState: State {
    if let state = Self.read(place, in: parent.state) {
      lastState = state
    }
    return lastState
  }

  override func observeParent(_ onChange: @escaping @MainActor () -> Void) -> CancellationToken {
    switch place {
    case .optional: super.observeParent(onChange)
    case .element(_, let observe): observe(parent, onChange)
    }
  }

  override func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<State, ID, Element>,
    _ observer: @escaping @MainActor () -> Void
  ) -> CancellationToken {
    switch place {
    case .optional(let keyPath):
      parent.observe(elementWithID: id, in: collection.prepending(optional: keyPath), observer)
    case .element:
      observe(ownElementWithID: id, in: collection, observer)
    }
  }

  private static func read(_ place: Place, in parentState: ParentState) -> State? {
    switch place {
    case .optional(let keyPath): parentState[keyPath: keyPath]
    case .element(let read, _): read(parentState)
    }
  }

  private func reportActionAfterDismissal(_ action: Action) {
    RuntimeWarning.report(
      """
      \(action) was sent to a store scoped to optional state at \(location), but that state is now nil; \
      the action was ignored. Stop sending actions to a scoped store once its state is gone (for \
      instance, check the parent's state, or drop the scoped store when the state is cleared).
      """
    )
  }
}
