/// The engine behind a ``Store``: where its state comes from, where its actions go, and which observers
/// it tells about changes (its ``CoreNode/changes``).
///
/// A root store owns a ``RootCore``; every other store owns a core derived from its parent's core (see
/// ``DerivedCore``), which reads its state from the parent on demand, so every store of a tree reads one
/// source of truth.
///
/// This base class is abstract: every member traps if a subclass forgot to override it.
@MainActor
@usableFromInline
class StoreCore<State, Action>: CoreNode {
  /// Whether a read for a reader goes through ``keepShownState()``: a core whose state can go away.
  @usableFromInline final let keepsShownState: Bool
  /// Processes an action, or queues it while the root is processing one: the root's specialized entry
  /// point, or a parent's wrapped in this core's embedding. Set once, when the core is made, before a
  /// ``Store`` wraps it: the store keeps a copy.
  // NB: A closure rather than a method, so that a root store's is made where the store was created, in
  // code specialized for the feature's types; a method override would run the library's generic copy.
  // Written once, before the core is reachable from anything that could call it, and only read after:
  // its run-time exclusivity check is off.
  @exclusivity(unchecked) @usableFromInline final var send: @MainActor (Action) -> StoreTask = { _ in
    StoreTask(nil)
  }

  /// Creates a core of the tree whose root is `root`, or a root core if `root` is `nil`; one that keeps
  /// what it shows if `keepsShownState` (see ``shownState``).
  @usableFromInline init(root: CoreNode?, keepsShownState: Bool = false) {
    self.keepsShownState = keepsShownState
    super.init(root: root)
  }

  /// The current state, read on demand.
  @usableFromInline
  var state: State { fatalError("\(Self.self) must override state") }

  /// Calls `body` with ``state``, lent where this core keeps it when it can, rather than copied: how a
  /// child core reads its own state in it (a list's row in a sheet reads its row with no copy of the
  /// sheet's state).
  func withState(_ body: (borrowing State) -> Void) {
    body(state)
  }

  /// The root core, and the address in the state it stores where this core's state is, when this core
  /// reads its state there: a root, and a scope of a root by key paths to stored properties. `nil` for
  /// any other core. The address is fixed for the root's lifetime; read it only on the main actor, and
  /// not while the root reduces (see ``CoreNode/checkNotReducing()``).
  @usableFromInline func storedPlaceInRoot() -> StoredPlace? { nil }

  /// The state as a store shows it to a reader (a view, an observer, a publisher): ``state``, which a
  /// core whose state can go away also keeps, to go on showing it once it is gone.
  @inlinable final var shownState: State {
    keepsShownState ? keepShownState() : state
  }

  /// Whether the state this core was made for is still there: `false` once the instance of a store of
  /// optional state is gone, which a store then never reaches again.
  @usableFromInline var isLive: Bool { true }

  /// Ignores `action`, sent while the state is gone (see ``isLive``), with a runtime warning that says so.
  @usableFromInline func ignore(_ action: Action) -> StoreTask { StoreTask(nil) }

  /// Reads ``state`` and keeps it, to show it once the state is gone: what such a core overrides.
  @usableFromInline func keepShownState() -> State { state }

  /// A core for a part of this core's state. Its ``send`` is left for the caller to set: the store that
  /// asks for the core embeds the child's actions in code specialized for both stores' types.
  @usableFromInline
  func scoped<ChildState, ChildAction>(
    state projection: Projection<State, ChildState>,
    equating: Equating<ChildState>?
  ) -> StoreCore<ChildState, ChildAction> {
    ScopedCore(parent: self, projection: projection, equating: equating)
  }

  /// Binds `core`, a row store's, to the ``RowEntry`` of the element with the given id of the collection
  /// `collection` leads to, which tells the row's observers of its changes and `core` of its removal;
  /// returns `nil`. A core whose state is computed in the background has no entries: it returns the
  /// token of a link that wakes `core` on every change.
  ///
  /// A root core asks the collection which ids changed, so a list's row stores are told about their own
  /// row only, whatever the length of the list. A derived core forwards to its parent with the path
  /// extended by its own key path; one that cannot (a scope through a closure) watches its own state.
  func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    in collection: CollectionPath<State, ID, Element>,
    notifying core: CoreNode
  ) -> CancellationToken? {
    fatalError("\(Self.self) must override observe(elementWithID:in:notifying:)")
  }
}
