/// A handle on the work that one `send(_:)` started.
///
/// Most callers ignore it. Keep it to wait for the action's effects to finish (in SwiftUI's `.refreshable`,
/// or a test) or to cancel them. The work includes every effect started by the action and, transitively,
/// by the actions those effects sent.
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let group: EffectGroup?

  @usableFromInline
  init(_ group: EffectGroup?) {
    self.group = group
  }

  /// Waits until every effect started by the action has finished.
  ///
  /// Returns at once when the action started no asynchronous work. An effect that never finishes makes
  /// this wait until it is cancelled. Cancelling the waiting task cancels the effects, as in SwiftUI's
  /// `.task { await store.send(.appeared).finish() }`: when the view goes away, so do the effects of
  /// `.appeared`.
  public func finish() async {
    guard let group else { return }
    await withTaskCancellationHandler {
      await group.finish()
    } onCancel: {
      group.cancel()
    }
  }

  /// Cancels every effect started by the action. Actions they send from now on are dropped.
  public func cancel() {
    group?.cancel()
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool {
    group?.isCancelled ?? false
  }

  /// Whether both handles are for the work of the same `send(_:)`; all handles of actions that started
  /// no asynchronous work are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.group === rhs.group
  }

  /// Hashes the identity of the work this handle is for.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(group.map(ObjectIdentifier.init))
  }
}
