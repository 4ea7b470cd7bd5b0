/// The text of an alert, a confirmation dialog or a button, as state: a plain string, equatable and
/// readable in a test's failure.
///
/// ```swift
/// TextState("Delete?")
/// TextState(verbatim: "Delete \(name)?")
/// let title: TextState = "Delete?"
/// ```
///
/// The text is shown as written: localize it before you make the state (`String(localized:)` on Apple
/// platforms). Test failures and `printChanges` show it as a string literal, `"Delete?"`.
public struct TextState: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The text.
  public let string: String

  /// The text `string`.
  ///
  /// - Parameter string: The text to show.
  public init(_ string: some StringProtocol) {
    self.string = String(string)
  }

  /// The text `string`, exactly as written: the same as ``init(_:)``, for code ported from TCA.
  ///
  /// - Parameter string: The text to show.
  public init(verbatim string: String) {
    self.string = string
  }

  /// The text of a string literal: `let title: TextState = "Delete?"`.
  ///
  /// - Parameter value: The text to show.
  public init(stringLiteral value: String) {
    self.string = value
  }

  /// The text: `"\(text)"` interpolates it as written.
  public var description: String { string }

  /// The two texts, one after the other.
  ///
  /// - Parameters:
  ///   - lhs: The first text.
  ///   - rhs: The text that follows it.
  /// - Returns: `lhs` followed by `rhs`.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.string + rhs.string)
  }
}

extension TextState: Codable {
  /// Reads a text written by ``encode(to:)``: a string.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Writes the text as a string.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(string)
  }
}

extension TextState: DumpedAsAnotherValue {
  /// The string: dumps show a text as a string literal.
  var dumpedValue: Any { string }
}
