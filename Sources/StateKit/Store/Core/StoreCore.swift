/// The engine behind a ``Store``: where its state comes from, where its actions go, and which observers
/// it tells. A root store owns a ``RootCore``; every other store a ``DerivedCore``, which reads its state
/// from its parent's on demand. Abstract: a member a subclass forgot to override traps.
@MainActor
@usableFromInline
class StoreCore<State, Action>: CoreNode {
  /// Whether a read for a reader goes through ``keepShownState()``: a core whose state can go away.
  @usableFromInline final let keepsShownState: Bool
  /// Processes an action, or queues it while the root is processing one. A closure, made where the store
  /// is created, so that it is specialized for the feature's types.
  // NB: Written once, before anything can call it, and only read after: its exclusivity check is off.
  @exclusivity(unchecked) @usableFromInline final var send: @MainActor (Action) -> StoreTask = { _ in
    StoreTask(nil)
  }

  /// Creates a core of the tree whose root is `root` (a root core if `nil`).
  @usableFromInline init(root: CoreNode?, keepsShownState: Bool = false) {
    self.keepsShownState = keepsShownState
    super.init(root: root)
  }

  /// The current state, read on demand.
  @usableFromInline
  var state: State { fatalError("\(Self.self) must override state") }

  /// Calls `body` with ``state``, lent where this core keeps it when it can, rather than copied.
  func withState(_ body: (borrowing State) -> Void) {
    body(state)
  }

  /// Where this core's state is in the root's stored state, for a root and a scope of it by key paths to
  /// stored properties; `nil` for any other core. Read it only on the main actor, not while reducing.
  @usableFromInline func storedPlaceInRoot() -> StoredPlace? { nil }

  /// The state as a store shows it to a reader, kept by a core whose state can go away.
  @inlinable final var shownState: State {
    keepsShownState ? keepShownState() : state
  }

  /// Whether the state this core was made for is still there: `false` for good once it is gone.
  @usableFromInline var isLive: Bool { true }

  /// Ignores `action`, sent while the state is gone (see ``isLive``), with a runtime warning that says so.
  @usableFromInline func ignore(_ action: Action) -> StoreTask { StoreTask(nil) }

  /// Reads ``state`` and keeps it, to show it once the state is gone: what such a core overrides.
  @usableFromInline func keepShownState() -> State { state }

  /// A core for a part of this core's state; its ``send`` is left for the caller to set, specialized.
  @usableFromInline
  func scoped<ChildState, ChildAction>(
    state projection: Projection<State, ChildState>,
    equating: Equating<ChildState>?
  ) -> StoreCore<ChildState, ChildAction> {
    ScopedCore(parent: self, projection: projection, equating: equating)
  }

  /// Binds `core`, a row store's, to the ``RowEntry`` of the element with the given id of `collection`,
  /// and returns `nil`; a core whose state is computed in the background returns the token of a link that
  /// wakes `core` on every change. A derived core forwards to its parent with the path extended by its
  /// own key path; one that cannot (a scope through a closure) watches its own state.
  func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<State, ID, Element>,
    notifying core: CoreNode
  ) -> CancellationToken? {
    fatalError("\(Self.self) must override observe(elementWithID:in:notifying:)")
  }
}
