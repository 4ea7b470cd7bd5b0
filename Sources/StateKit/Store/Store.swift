internal import Observation

/// Holds a feature's state, runs its reducer for every action, and runs the effects the reducer returns.
///
/// A store is the only place state changes: views read ``state`` and call ``send(_:)``; the reducer decides
/// what each action does to the state and which effects to start.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// }
/// store.send(.incrementTapped)
/// store.state.count  // 1
/// ```
///
/// Actions are processed one at a time, in the order they were sent (see ``send(_:)``). A store is
/// main-actor bound. Give each part of a screen a scope of the root store (see
/// <doc:ComposingFeatures>). When the root store and all its scoped stores are released, every effect they
/// started is cancelled.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  @usableFromInline let core: StoreCore<State, Action>
  /// `core`, when it is a root core, unretained: `core` holds it for as long as this store lives.
  @usableFromInline let unretainedRoot: Unmanaged<RootCore<State, Action>>?
  /// `core.send`, which a derived core sets before its store is made, and never after.
  @usableFromInline let coreSend: @MainActor (Action) -> StoreTask
  /// Made by the first read Observation may track.
  var observation: StoreObservation<State, Action>?
  /// The stores scoped from this one, while they live.
  @usableFromInline var scopes: ScopeCache<ScopeID>?
  /// The store this one was scoped from, kept alive so that scoping again from the root down the same
  /// way finds every level cached. `nil` on a store that no cache keeps.
  @usableFromInline var parentStore: AnyObject?

  /// Wraps `core`, whose `send` is set.
  @usableFromInline init(core: StoreCore<State, Action>) {
    self.core = core
    self.unretainedRoot = (core as? RootCore<State, Action>).map(Unmanaged.passUnretained)
    self.coreSend = core.send
    StoreCensus.count(self)
  }

  /// `core`, when it is a root core.
  @inlinable var root: RootCore<State, Action>? { unretainedRoot?.takeUnretainedValue() }

  /// Creates a root store that owns `initialState` and runs `reducer` for every action.
  ///
  /// A root store tells its observers about every action it processes: to be told only when a part of
  /// the state changed, observe a scoped or connected store.
  ///
  /// A store created where dependencies are in force (inside `withDependencies`, or inside a test) keeps
  /// them for its whole life, as if it had been created with
  /// ``init(initialState:reducer:withDependencies:)-(_,R,_)``.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in.
  ///   - reducer: The feature's logic. The store keeps the value, with whatever dependencies it carries.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(initialState: @autoclosure () -> State, reducer: R) {
    guard DependencyValues.current.isDefault else {
      let values = DependencyValues.forNewStore
      self.init(initialState: values.withCurrent(initialState), reducer: reducer, dependencies: values)
      return
    }
    // NB: A root store does not compare states: keeping the previous one would make every in-place
    // mutation of a large value in the state copy it.
    self.init(
      core: RootCore(
        initialState: initialState(), reducer: reducer.reduce(into:action:),
        route: reducer._reduce(into:route:), reducerType: R.self))
  }

  /// Creates a root store that owns `initialState` and runs the reducer that `reducer` builds.
  ///
  /// ```swift
  /// let store = Store(initialState: App.State()) {
  ///   App()
  /// }
  /// ```
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R
  ) {
    self.init(initialState: initialState(), reducer: reducer())
  }

  /// The current state.
  ///
  /// A scoped store reads it from its root store each time, so it is never stale. Reading it inside
  /// `withObservationTracking` (as SwiftUI does) tracks it: the tracking fires when this store's state
  /// changes, as this store's comparison sees it.
  public var state: State {
    trackAccess()
    return core.shownState
  }

  /// Reads a property of the current state: `store.count` is `store.state.count`.
  ///
  /// Inside `withObservationTracking` (as SwiftUI does), the read is tracked by property: the tracking
  /// fires when this property's value differs (by `==` if it is `Equatable`), not at every change of the
  /// state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    observedValue(at: keyPath)
  }

  /// Sends `action` to the reducer and starts the effects it returns.
  ///
  /// The action, and every action its `.send` effects feed back, is processed before `send` returns; if
  /// the store is already processing one, `action` is queued behind it. A chain of actions that never
  /// ends is stopped after 1,000,000 actions, with a runtime warning naming the actions it cycles through;
  /// the actions still queued are dropped.
  ///
  /// - Returns: A handle on the asynchronous work the action started: `await` its ``StoreTask/finish()``
  ///   to wait for it, or ``StoreTask/cancel()`` it. Ignoring it is fine.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    // NB: A root store calls its root directly, unretained for the call (see `withObject`).
    if let unretainedRoot {
      return withObject(unretainedRoot) { $0.send(action, group: nil, source: .view) }
    }
    if _slowPath(core.rootNode?.isDebugging == true) { core.noteChildSend(from: State.self) }
    return coreSend(action)
  }

  /// Calls `observer` with the new state every time this store's state changes, as its comparison sees
  /// it, until the token is cancelled or released. The observer is not called with the current state.
  package func observeChanges(_ observer: @escaping @MainActor (State) -> Void) -> CancellationToken {
    // NB: Unowned: the token keeps the core alive, and a list skips an observer whose token is gone.
    core.endObservers.add({ [unowned core] _ in observer(core.shownState) }, keepingAlive: core)
  }

  /// How many observers this store's core tells about its changes: a derived store observes its parent
  /// only while this is above zero.
  package var changeObserverCount: Int {
    let endObservers = core.endObservers
    let changes = core.changesIfMade
    return endObservers === changes ? endObservers.count : endObservers.count + (changes?.count ?? 0)
  }
}
