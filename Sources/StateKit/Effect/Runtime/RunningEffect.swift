/// The store and feature instance whose effect the current task runs: where `Task.cancel(id:)`
/// and ``withTaskCancellation(id:cancelInFlight:fileID:line:operation:)`` find the cancellation identifiers
/// they share with ``Effect/cancellable(id:cancelInFlight:)``.
///
/// Bound by ``EffectRegistry/launch(priority:namespace:keys:group:operation:)`` around every task it
/// starts, and by an effect run in place in another's task (a later part of a concatenation), so that the
/// tasks an effect's work starts (`async let`, task groups, `Task {}`) inherit it.
struct RunningEffect: Sendable {
  /// The running effects of the store.
  let registry: EffectRegistry
  /// The feature instance whose effect it is: identifiers are registered and cancelled in it.
  let namespace: EffectNamespace

  /// The effect the current task runs, or `nil` outside every store's effects.
  @TaskLocal static var current: RunningEffect?
}
