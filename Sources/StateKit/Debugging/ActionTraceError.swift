/// Why a text could not be read as an ``ActionTrace``: which line, and what is wrong with it.
///
/// ```swift
/// do {
///   let trace = try ActionTrace<App.State, App.Action>(jsonLines: text)
/// } catch {
///   print(error)  // line 3: cannot be decoded as a step of MyApp.App.Action: at action: …
/// }
/// ```
public struct ActionTraceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line the problem is on, from 1.
  public let line: Int
  /// What is wrong with it, and what to do about it.
  public let reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The line the problem is on, from 1.
  ///   - reason: What is wrong with it.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// `line N: reason`.
  public var description: String {
    "line \(line): \(reason)"
  }
}
