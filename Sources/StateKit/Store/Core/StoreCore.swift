/// The engine behind a ``Store``: where its state comes from and where its actions go.
///
/// A root store owns a ``RootCore``; a scoped store owns a core that reads its state from the root on
/// demand and forwards its actions to it, so every store of a tree reads one source of truth.
///
/// This base class is abstract: every member traps if a subclass forgot to override it.
@MainActor
class StoreCore<State, Action> {
  /// The current state, read on demand.
  var state: State { fatalError("\(Self.self) must override state") }

  /// Processes `action`, or queues it if the root store is already processing one.
  func send(_ action: Action) -> StoreTask { fatalError("\(Self.self) must override send(_:)") }

  /// A core for a part of this core's state, whose actions this core's actions embed.
  func scoped<ChildState, ChildAction>(
    state projection: Projection<State, ChildState>,
    action embed: @escaping (ChildAction) -> Action
  ) -> StoreCore<ChildState, ChildAction> {
    ScopedCore(parent: self, projection: projection, embed: embed)
  }

  /// Calls `observer` whenever this core's state may have changed, for as long as the token lives.
  ///
  /// A root core calls it after every action; it says nothing about whether the state changed.
  func observe(_ observer: @escaping @MainActor () -> Void) -> CancellationToken {
    fatalError("\(Self.self) must override observe(_:)")
  }

  /// Calls `observer` whenever the element with the given id of the collection at `collection` may have
  /// changed (including its insertion or removal), for as long as the token lives.
  ///
  /// A root core asks the collection which ids changed, so a list's row stores are told about their own
  /// row only, whatever the length of the list. Other cores forward to it when they can express the
  /// collection as a key path from the root's state, and fall back to ``observe(_:)`` otherwise.
  func observe<ID: Hashable, Element>(
    elementWithID id: ID,
    of collection: KeyPath<State, IdentifiedArray<ID, Element>>,
    _ observer: @escaping @MainActor () -> Void
  ) -> CancellationToken {
    observe(observer)
  }
}
