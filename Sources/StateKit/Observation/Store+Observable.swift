public import Observation

/// A store takes part in Observation: reading ``Store/state`` (or a property through it) inside
/// `withObservationTracking`, as SwiftUI does when it evaluates a view's body, tracks it, and the tracking
/// fires when the store's state changes.
///
/// "Changes" is as the store compares: a root store fires once per send (after the actions its effects
/// feed back synchronously), a scoped or connected store only when its own state differs from the last
/// one (see ``Equating``).
extension Store: Observable {
  /// Registers a read of the state with Observation, and arms one report of the next change to it.
  ///
  /// Observation cannot say whether a read is tracked, so the report is armed on every read but fires at
  /// most once: at the next change (as this store compares) it tells Observation and disarms. A read no
  /// one tracks therefore leaves nothing observing the store once that change has passed, and a store
  /// that is read again and again between changes arms once.
  @usableFromInline
  func trackAccess() {
    let observation = self.observation ?? StoreObservation()
    self.observation = observation
    observation.registrar.access(self, keyPath: observation.keyPath)
    guard observation.trackingToken == nil else { return }
    // NB: `weak`: a store released off the main thread is gone before its token's cancellation runs. The
    // callback reaches the observation through the store: the observation holds the token, which holds
    // the callback.
    observation.trackingToken = core.endObservers.add { [weak self] _ in
      guard let self, let observation = self.observation else { return }
      observation.trackingToken?.cancel()
      observation.trackingToken = nil
      observation.registrar.withMutation(of: self, keyPath: observation.keyPath) {}
    }
  }
}
