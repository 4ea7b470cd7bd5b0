public import Observation

/// A store takes part in Observation: a read of its state inside `withObservationTracking`, as SwiftUI
/// does when it evaluates a view's body, is tracked, and the tracking fires when what was read changes.
///
/// - A property read through the store (`store.count`, `store.child?.name`: the key path from the
///   state that dynamic member lookup resolves) fires when that property's value differs, by `==` if
///   it is `Equatable`; a value of any other type fires at every change of the store.
/// - An ``IdentifiedArray`` read through the store (`store.rows`) fires when its ids change; a row read
///   by id from it (`store.rows[id: id]?.title`) when that row differs, comes or goes; any other read of
///   its contents (iterating, `count`, positions) when any row differs.
/// - A read of ``Store/state`` (so `store.state.count` too) fires at every change of the store, as the
///   store compares: a root store at every send, a scoped or connected store when its state differs.
/// - A binding of whether optional state is presented fires when the child comes or goes. Scoping to
///   optional state is a read of the whole state, as reading ``Store/state`` is: a presence watched
///   until it changes would be compared at every change of a store that is scoped and never tracked.
extension Store: Observable {
  /// Registers a read of the whole state with Observation, and watches for the next change to it.
  @usableFromInline
  func trackAccess() {
    let observation = self.observation ?? makeObservation()
    observation.registrar.access(self, keyPath: observation.keyPath)
    observation.isStateRead = true
    watchChanges(for: observation)
  }

  /// Reads the property at `keyPath` of the current state, and registers the read with Observation.
  ///
  /// An ``IdentifiedArray`` is registered by its ids, and returned tagged: a read of its contents then
  /// registers what it reads (see ``ObservedCollection``).
  func observedValue<Value>(at keyPath: KeyPath<State, Value>) -> Value {
    let state = core.shownState
    let read = track(.value(keyPath), in: state) { .make(key: $0, read: keyPath, store: self) }
    if let collection = read.collection {
      return collection.tagged(state[keyPath: keyPath])
    }
    return state[keyPath: keyPath]
  }

  /// Reads whether the optional property at `keyPath` of the current state is there, and registers the
  /// read with Observation: a tracking of it fires when the child comes or goes, not when it changes.
  @usableFromInline
  @discardableResult
  func trackPresence<Child>(of keyPath: KeyPath<State, Child?>) -> Bool {
    let state = comparedState
    track(.presence(keyPath), in: state) { .presence(key: $0, of: keyPath) }
    return state[keyPath: keyPath] != nil
  }

  /// Remembers a read of `key` in `state` (made by `makeRead` the first time), registers it with
  /// Observation, and watches for the store's next change; a read of an ``IdentifiedArray`` is
  /// remembered and registered as a read of its ids.
  @discardableResult
  private func track(
    _ key: ObservedReadKey,
    in state: State,
    makeRead: (ObservedReadKey) -> ObservedRead<State, Action>
  ) -> ObservedRead<State, Action> {
    let observation = self.observation ?? makeObservation()
    let read: ObservedRead<State, Action>
    if let known = observation.reads[key] {
      read = known
    } else {
      read = makeRead(key)
      observation.reads[key] = read
    }
    let tracked = read.collection?.ids ?? read
    // NB: Remembered at every read, watched or not: the state may have changed since without a change
    // of the store, which a store that removes duplicates by some properties only does not report.
    tracked.remember(from: state)
    watch(tracked, in: observation)
    return read
  }

  /// Registers `read`, remembered, with Observation (unless not `registering`: a read that stands for
  /// others, which are registered), and watches for the store's next change.
  func watch(
    _ read: ObservedRead<State, Action>,
    in observation: StoreObservation<State, Action>,
    registering: Bool = true
  ) {
    if !read.isWatched {
      read.isWatched = true
      observation.watched.append(read)
    }
    if registering {
      observation.registrar.access(self, keyPath: read.observationKeyPath)
    }
    watchChanges(for: observation)
  }

  /// This store's observation, if a read of a tagged array may be tracked now: not while the store's
  /// reducer runs (a read of the state there would trap, and no view reads there), nor while the store
  /// compares what was read (the state itself may hold a tagged array sent back to the store).
  var trackingObservation: StoreObservation<State, Action>? {
    guard let observation, !observation.isComparing, !(core.rootNode ?? core).isReducing else { return nil }
    return observation
  }

  /// The current state, to compare what was read with: read where it is, not kept as a store whose
  /// state can go away keeps what it shows (a copy kept would make the reducer's next edit in place of
  /// that state copy it).
  var comparedState: State {
    core.isLive ? core.state : core.shownState
  }

  /// This store's observation, made now.
  private func makeObservation() -> StoreObservation<State, Action> {
    let observation = StoreObservation<State, Action>()
    self.observation = observation
    return observation
  }

  /// Arms the observer of this store's changes that tells `observation`, unless it is armed.
  func watchChanges(for observation: StoreObservation<State, Action>) {
    guard observation.trackingToken == nil else { return }
    // NB: `weak`: a store released off the main thread is gone before its token's cancellation runs. The
    // callback reaches the observation through the store: the observation holds the token, which holds
    // the callback.
    observation.trackingToken = core.endObservers.add { [weak self] _ in
      guard let self, let observation = self.observation else { return }
      observation.stateDidChange(of: self) { self.comparedState }
    }
  }

  /// The member Observation is told about for a read through this store: nothing to read, only a
  /// distinct key path per read (see ``ObservedRead/observationKeyPath``).
  nonisolated subscript(observed key: ObservedReadKey) -> Void { () }
}
