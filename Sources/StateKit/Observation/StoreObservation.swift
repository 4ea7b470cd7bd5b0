import Observation

/// What a ``Store`` keeps to take part in Observation, made by the first read of its state that
/// Observation may track (see ``Store/trackAccess()``).
///
/// It remembers what was read since the store last changed: the whole state (a read of ``Store/state``),
/// and each property read through the store (``ObservedRead``), with the value read. While anything is
/// remembered, one observer of the store's changes is armed; at each change it tells Observation about
/// the whole state if it was read, and about each property whose value differs, stops watching those,
/// and disarms once nothing is left to watch.
@MainActor
final class StoreObservation<State, Action> {
  /// Tells Observation about reads and changes of the store's state.
  let registrar = ObservationRegistrar()
  /// The observer of the store's changes, while anything read may be tracked.
  var trackingToken: CancellationToken?
  /// `\.state`, the key path Observation is told about for a read of the whole state.
  // NB: Made once per store: a key path literal whose root is generic is instantiated anew, with its
  // metadata looked up, each time generic code evaluates it, and a test store, which is generic code,
  // reads the state several times a step.
  let keyPath: KeyPath<Store<State, Action>, State> = \.state
  /// Whether the whole state was read since the store last changed.
  var isStateRead = false
  /// Every property ever read through the store, by what was read, watched or not: a property read
  /// again, as a view's body reads it at every evaluation, finds its read and its key path made.
  var reads: [ObservedReadKey: ObservedRead<State, Action>] = [:]
  /// The reads of `reads` that were read since their value last changed, which each change compares.
  // NB: Invariant: exactly the reads whose `isWatched` is set, each with the value at its last read, or
  // at the last change after it, which compared equal.
  var watched: [ObservedRead<State, Action>] = []

  /// Whether the reads watched are being compared with the store's new state: a tagged array read then
  /// (one the state itself holds, sent back to the store) tells nothing.
  var isComparing = false

  /// Whether anything read is left to watch.
  var isWatching: Bool { isStateRead || !watched.isEmpty }

  /// Tells Observation what changed in `store`'s state, whose new value `readState` reads (only if a
  /// property read is watched).
  ///
  /// Runs in the store's fan-out. Everything is decided before Observation is told: a tracking told of a
  /// change may read the store again at once (SwiftUI re-evaluates a body later, a test may do it in the
  /// callback), and its reads are watched afresh for the next change.
  func stateDidChange(of store: Store<State, Action>, readState: () -> State) {
    let wasStateRead = isStateRead
    isStateRead = false
    // NB: A plain loop: this code runs unspecialized, where `removeAll(where:)` would make generic calls
    // into the standard library at every change, even when nothing changed.
    var changed: [ObservedRead<State, Action>] = []
    if !watched.isEmpty {
      let state = readState()
      isComparing = true
      defer { isComparing = false }
      var index = 0
      while index < watched.count {
        let read = watched[index]
        guard !read.collectChanges(in: state, into: &changed) else {
          index += 1
          continue
        }
        read.isWatched = false
        watched.remove(at: index)
      }
    }
    if wasStateRead {
      registrar.withMutation(of: store, keyPath: keyPath) {}
    }
    for read in changed {
      registrar.withMutation(of: store, keyPath: read.observationKeyPath) {}
    }
    if !isWatching {
      trackingToken?.cancel()
      trackingToken = nil
    }
  }
}
