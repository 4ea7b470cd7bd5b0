import Observation

/// What a ``Store`` keeps to take part in Observation, made by the first read of its state that
/// Observation may track (see ``Store/trackAccess()``).
@MainActor
final class StoreObservation<State, Action> {
  /// Tells Observation about reads and changes of the store's state.
  let registrar = ObservationRegistrar()
  /// The one-shot observer that reports the next change to Observation, while a read of the state may be
  /// tracked.
  var trackingToken: CancellationToken?
  /// `\.state`, the key path Observation is told about.
  // NB: Made once per store: a key path literal whose root is generic is instantiated anew each time
  // generic code evaluates it, thousands of instructions of metadata lookups, and a test store, which is
  // generic code, reads the state several times a step.
  let keyPath: KeyPath<Store<State, Action>, State> = \.state
}
