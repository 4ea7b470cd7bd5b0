#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

// An action trace as JSON Lines: a header line, then one step a line, each a JSON object with sorted keys,
// so that two traces compare line by line in a diff:
//
//   {"actionType":"MyApp.Counter.Action","format":"StateKit.ActionTrace","stateType":"MyApp.Counter.State","version":1}
//   {"action":{"incrementTapped":{}},"nanoseconds":1042,"origin":"view","state":{"count":1},"step":1}
//   {"action":{"factLoaded":{"_0":"1 is a good number."}},"nanoseconds":2873110,"origin":"effect","startedBy":{"factTapped":{}},"step":2}
//
// A dismissal (`ActionTrace.DismissalStep`) is a line of its own after the step it followed, with a
// "dismissal" key; a trace with such lines is version 2:
//
//   {"afterStep":2,"dismissal":"\State.detail","followsAnAction":true,"nanoseconds":2873200}

extension ActionTrace where Action: Encodable {
  /// The trace as JSON Lines, without its states: a header line naming the feature's types, then one line
  /// per step with its number, action, origin (`view`, `effect` with `startedBy`, or `child` with `store`)
  /// and time in nanoseconds since the recording started, and one line per dismissal after the step it
  /// followed. Keys are sorted, so that traces diff line by line.
  ///
  /// - Returns: The lines, each ending with a newline.
  /// - Throws: The `EncodingError` of an action that cannot be encoded.
  public func jsonLines() throws -> String {
    try TraceLines.encode(self, state: { (_: State) in TraceLines.Omitted?.none })
  }
}

extension ActionTrace where Action: Encodable, State: Encodable {
  /// The trace as JSON Lines, with the states it kept: as the trace without states, plus the initial
  /// state in the header and each kept state in its step's line (`"state"`).
  ///
  /// - Returns: The lines, each ending with a newline.
  /// - Throws: The `EncodingError` of an action or a state that cannot be encoded.
  public func jsonLines() throws -> String {
    try TraceLines.encode(self, state: { $0 })
  }
}

extension ActionTrace where Action: Decodable {
  /// Reads a trace written by `jsonLines()`, without its states.
  ///
  /// - Parameter jsonLines: The text: a header line, then one step a line; empty lines are skipped.
  /// - Throws: An ``ActionTraceError`` naming the first line that is not what it should be: a missing or
  ///   foreign header, a trace of another feature's actions, a step that does not decode, or steps out
  ///   of order.
  public init(jsonLines: String) throws(ActionTraceError) {
    self = try TraceLines.decode(jsonLines, as: TraceLines.Omitted.self) { _ in nil }
  }
}

extension ActionTrace where Action: Decodable, State: Decodable {
  /// Reads a trace written by `jsonLines()`, with the states it kept.
  ///
  /// - Parameter jsonLines: The text: a header line, then one step a line; empty lines are skipped.
  /// - Throws: An ``ActionTraceError`` naming the first line that is not what it should be: a missing or
  ///   foreign header, a trace of another feature's actions or states, a step that does not decode, or
  ///   steps out of order.
  public init(jsonLines: String) throws(ActionTraceError) {
    self = try TraceLines.decode(jsonLines, as: State.self) { $0 }
  }
}
