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
  /// Told the key of a shared value the state holds when a change of it, made outside the store's
  /// actions, enters the store as a write with no action.
  @usableFromInline let sharedValueDidChange: (@MainActor @Sendable (String) -> Void)?

  /// Creates an instrument that calls `measure` with the cost of every action.
  ///
  /// - Parameter measure: Called after every action the store processes.
  public init(_ measure: @escaping @MainActor @Sendable (ActionCost<Action>) -> Void) {
    self.measure = measure
    self.sharedValueDidChange = nil
  }

  /// Creates an instrument that calls `measure` with the cost of every action, and `sharedChange` with
  /// the key of a shared value (`.inMemory("stats")`) each time a change of it made outside the store's
  /// actions (by another store, an effect, a view) enters the store: a write with no action.
  ///
  /// ```swift
  /// store.instrument = StoreInstrument { cost in
  ///   print("action:", cost.action)
  /// } sharedChange: { key in
  ///   print("shared value changed:", key)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - measure: Called after every action the store processes.
  ///   - sharedChange: Called after every change of a shared value that enters the store.
  public init(
    _ measure: @escaping @MainActor @Sendable (ActionCost<Action>) -> Void,
    sharedChange: @escaping @MainActor @Sendable (String) -> Void
  ) {
    self.measure = measure
    self.sharedValueDidChange = sharedChange
  }
}
