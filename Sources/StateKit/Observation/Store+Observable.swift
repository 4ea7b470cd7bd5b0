public import Observation

/// A store takes part in Observation: reading ``Store/state`` (or a property through it) inside
/// `withObservationTracking`, as SwiftUI does when it evaluates a view's body, tracks it, and the tracking
/// fires when the store's state changes.
///
/// "Changes" is as the store compares: a root store fires after every action, a scoped or connected
/// store only when its own state differs from the last one (see ``Equating``).
extension Store: Observable {
  /// Registers a read of the state with Observation, and makes sure changes are reported to it.
  func trackAccess() {
    registrar.access(self, keyPath: \.state)
    mayBeTracked = true
    startObservingChanges()
  }
}
