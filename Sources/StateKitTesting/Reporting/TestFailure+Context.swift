import StateKit

extension TestFailure {
  /// What the failures recorded in this task (and the tasks it starts) are about: a replay sets one
  /// around each step, `Step 4 (PhotoList.Action.searchApplied("sun"))`, put before their message.
  @TaskLocal static var context: FailureContext?

  /// `message`, after the ``context``'s prefix if there is one, which notes that it failed.
  static func contextualized(_ message: String) -> String {
    guard let context else { return message }
    context.noteFailure()
    return "\(context.prefix): \(message)"
  }
}

/// What the failures recorded in a task are about, and whether there was any.
final class FailureContext: Sendable {
  /// Put before each failure's message.
  let prefix: String
  private let failures = LockedState(0)

  init(prefix: String) {
    self.prefix = prefix
  }

  /// Whether a failure was recorded in the context.
  var hasFailed: Bool { failures.withLock { $0 > 0 } }

  fileprivate func noteFailure() {
    failures.withLock { $0 += 1 }
  }
}
