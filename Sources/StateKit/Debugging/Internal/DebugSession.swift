/// What a root core keeps while it records its actions or an instrument measures them: the part that is
/// not generic, which derived cores and scoped stores reach through ``CoreNode/rootNode``.
///
/// A root core without one (the default) pays nothing for debugging but the one test of its send flags it
/// makes anyway (see ``RootCore/Processing/flags``).
@MainActor
@usableFromInline
class DebugSession {
  /// The state type of the scoped store whose `send` is on its way to the root: the origin the root
  /// records for the next action that arrives through its scoped stores' entry point.
  @usableFromInline final var childSender: Any.Type?
  /// What the action being measured woke, while an instrument measures one; `nil` otherwise.
  // NB: Read and written only on the main actor (the class is `@MainActor`), each time in a single short
  // access that calls nothing (an assignment, a read, `+= 1` on a field): no access can begin while
  // another is in progress, so the run-time exclusivity check, paid on every count of a measured action,
  // can never fire and is off.
  @exclusivity(unchecked) @usableFromInline final var fanOut: FanOutCounts?

  /// Whether an instrument measures the actions: what the measuring hooks test first, so that a store
  /// that only records or is probed pays for no measuring.
  @usableFromInline final var isMeasuring = false

  @usableFromInline init() {}

  /// Counts a derived core that the action being measured woke.
  final func countWake(of kind: WakeKind) {
    switch kind {
    case .derivedStore: fanOut?.derivedStores += 1
    case .connector: fanOut?.connectors += 1
    }
  }

  /// Counts an observer at the end of the change path that the action being measured woke.
  @usableFromInline
  final func countObserverWake() {
    fanOut?.observers += 1
  }
}

extension CoreNode {
  /// The root's debugging session while an instrument counts what the action being processed wakes;
  /// `nil` otherwise: what every step of the change path counts its wakes in.
  final var countingSession: DebugSession? {
    guard _slowPath(rootNode?.isCountingFanOut ?? isCountingFanOut) else { return nil }
    return (rootNode ?? self).debugSession
  }

  /// Tells the root that the action on its way from a scoped store was sent to a store of `stateType`.
  @usableFromInline
  final func noteChildSend(from stateType: Any.Type) {
    rootDebugSession?.childSender = stateType
  }
}
