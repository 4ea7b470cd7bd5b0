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

  /// Registers `observer` to be called after every action the root store processes.
  func observe(_ observer: @escaping @MainActor () -> Void) -> ObserverToken {
    fatalError("\(Self.self) must override observe(_:)")
  }
}
