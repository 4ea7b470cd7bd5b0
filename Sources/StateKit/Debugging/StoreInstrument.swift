/// Something a root store tells, after every action it processes, what the action cost: the time in the
/// reducer, the effects started and cancelled, and what the change woke (see ``ActionCost``).
///
/// Install one on the root store; remove it by setting `nil`. A store without one pays nothing for it.
///
/// ```swift
/// store.instrument = StoreInstrument { cost in
///   if cost.reducerTime > .milliseconds(2) { print("slow:", cost.action) }
/// }
/// ```
///
/// The instrument is called on the main actor while the store is processing: for the last action before
/// a notification (observers are told once per send), once the observers have been told, with what they
/// woke; for an earlier one, once the next action has been reduced, with nothing woken. An action it
/// sends waits in the store's queue like an observer's. An
/// ``ActionProfile`` is a ready-made instrument that tallies costs by kind of action.
public struct StoreInstrument<Action>: Sendable {
  @usableFromInline let measure: @MainActor @Sendable (ActionCost<Action>) -> Void

  /// Creates an instrument that calls `measure` with the cost of every action.
  ///
  /// - Parameter measure: Called after every action the store processes.
  public init(_ measure: @escaping @MainActor @Sendable (ActionCost<Action>) -> Void) {
    self.measure = measure
  }
}
