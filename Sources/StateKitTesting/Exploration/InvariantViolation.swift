/// An error an exploration's invariant throws to say that a state breaks it: the message says how.
///
/// ```swift
/// invariant: { state in
///   if state.total < 0 { throw InvariantViolation("total is negative: \(state.total)") }
/// }
/// ```
///
/// Any error the invariant throws breaks it; this one reads well in a report, which shows its message.
public struct InvariantViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong with the state.
  public var message: String

  /// Creates a violation that says what is wrong with the state.
  ///
  /// - Parameter message: What is wrong, with the values that show it: `"total is negative: -1"`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
