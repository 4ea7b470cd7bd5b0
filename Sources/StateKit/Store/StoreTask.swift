/// A handle on the work that one `send(_:)` started.
///
/// ``Store/send(_:)`` returns it, and most callers ignore it. Keep it to wait for the action's effects to
/// finish (in an `async` context such as SwiftUI's `.refreshable`, or a test) or to cancel them when the
/// thing that sent the action goes away.
///
/// The work includes every effect started by the action, by the actions its `.send` effects fed back, and,
/// transitively, by the actions those effects sent while they ran.
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let group: EffectGroup?

  @usableFromInline
  init(_ group: EffectGroup?) {
    self.group = group
  }

  /// Waits until every effect started by the action has finished.
  ///
  /// Returns at once when the action started no asynchronous work. An effect that never finishes (a timer,
  /// a stream that never ends) makes this wait until it is cancelled: by ``cancel()``, by the feature, or
  /// by cancelling the task that waits here. That ties the effects to the waiting task, as in SwiftUI's
  /// `.task { await store.send(.appeared).finish() }`: when the view goes away, its `.task` is cancelled,
  /// and so are the effects of `.appeared`. It returns once they have ended.
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
