#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// Writes and reads ``ActionTrace``s as JSON Lines: the one place that knows the format.
enum TraceLines {
  static let format = "StateKit.ActionTrace"
  /// The version this StateKit writes for a trace with dismissal lines, and the newest it reads. A trace
  /// without them is written as version 1, which every reader of the format reads.
  static let version = 2

  /// Stands for the state of a trace written or read without states: never written, and read from any
  /// object (a state a trace has but the reader ignores).
  struct Omitted: Codable {}

  struct Header<S: Encodable>: Encodable {
    var format = TraceLines.format
    var version = TraceLines.version
    var actionType: String
    var stateType: String?
    var initialState: S?
  }

  /// One step of a trace, as a line: written when its action and state are `Encodable`, read when they
  /// are `Decodable`.
  struct Line<A, S> {
    var step: Int
    var nanoseconds: Int64
    var origin: String
    var startedBy: A?
    var store: String?
    var action: A
    var state: S?
  }

  /// One dismissal of a trace, as a line after the step it followed (see
  /// ``ActionTrace/DismissalStep``).
  struct DismissalLine<S> {
    var dismissal: String
    var afterStep: Int
    var nanoseconds: Int64
    var location: String?
    var followsAnAction: Bool
    var state: S?
  }

  /// What a line is: a dismissal when it has a `dismissal` key, a step otherwise.
  struct LineKind: Decodable {
    var dismissal: String?
  }

  struct DecodedHeader: Decodable {
    var format: String
    var version: Int
    var actionType: String
    var stateType: String?
  }

  /// The header's state, read once the header says whose it is.
  struct DecodedInitialState<S: Decodable>: Decodable {
    var initialState: S?
  }

  /// The name a trace records a type by: fully qualified, module included.
  static func name(of type: Any.Type) -> String {
    String(reflecting: type)
  }

  // MARK: - Writing

  static func encode<State, Action: Encodable, S: Encodable>(
    _ trace: ActionTrace<State, Action>,
    state: (State) -> S?
  ) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let writesStates = S.self != Omitted.self
    var text = ""
    func append(_ value: some Encodable) throws {
      text += String(decoding: try encoder.encode(value), as: UTF8.self)
      text += "\n"
    }
    try trace.initialSharedValues.reading {
      try append(
        Header(
          version: trace.dismissals.isEmpty ? 1 : version,
          actionType: name(of: Action.self),
          stateType: writesStates ? name(of: State.self) : nil,
          initialState: trace.initialState.flatMap(state)))
    }
    let dismissals = Dictionary(grouping: trace.dismissals, by: \.afterStep)
    func appendDismissals(after step: Int) throws {
      for dismissal in dismissals[step] ?? [] {
        let line = DismissalLine<S>(
          dismissal: dismissal.instance, afterStep: dismissal.afterStep,
          nanoseconds: nanoseconds(dismissal.time), location: dismissal.location,
          followsAnAction: dismissal.followsAnAction, state: dismissal.state.flatMap(state))
        try dismissal.sharedValues.reading { try append(line) }
      }
    }
    try appendDismissals(after: 0)
    for step in trace.steps {
      var line = Line<Action, S>(
        step: step.number, nanoseconds: nanoseconds(step.time), origin: "view", action: step.action,
        state: step.state.flatMap(state))
      switch step.origin {
      case .view: break
      case .effect(let startedBy):
        line.origin = "effect"
        line.startedBy = startedBy
      case .child(let store):
        line.origin = "child"
        line.store = store
      }
      // NB: A state's shared values encode as the step recorded them, not as they are now.
      try step.sharedValues.reading { try append(line) }
      try appendDismissals(after: step.number)
    }
    return text
  }

  private static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }

  // MARK: - Reading

  static func decode<State, Action: Decodable, S: Decodable>(
    _ text: String,
    as _: S.Type,
    state: (S) -> State?
  ) throws(ActionTraceError) -> ActionTrace<State, Action> {
    let decoder = JSONDecoder()
    let readsStates = S.self != Omitted.self
    var trace = ActionTrace<State, Action>()
    var sawHeader = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = line.hasSuffix("\r") ? line.dropLast() : line
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      let data = Data(line.utf8)
      if !sawHeader {
        sawHeader = true
        let header: DecodedHeader
        do {
          header = try decoder.decode(DecodedHeader.self, from: data)
        } catch {
          throw ActionTraceError(
            line: number,
            reason: """
              is not the header of an action trace (a JSON object with "format": "\(format)", written \
              by ActionTrace.jsonLines()): \(describe(error))
              """)
        }
        try check(header, line: number, action: Action.self, state: State.self, readsStates: readsStates)
        do {
          trace.initialState = try decoder.decode(DecodedInitialState<S>.self, from: data).initialState
            .flatMap(state)
        } catch {
          throw ActionTraceError(
            line: number,
            reason:
              "has an initial state that cannot be decoded as \(name(of: State.self)): \(describe(error))")
        }
        continue
      }
      if (try? decoder.decode(LineKind.self, from: data))?.dismissal != nil {
        trace.dismissals.append(
          try dismissal(from: data, line: number, after: trace.steps.count, state: state))
        continue
      }
      let decoded: Line<Action, S>
      do {
        decoded = try decoder.decode(Line<Action, S>.self, from: data)
      } catch {
        throw ActionTraceError(
          line: number,
          reason: "cannot be decoded as a step of \(name(of: Action.self)): \(describe(error))")
      }
      let expected = trace.steps.count + 1
      guard decoded.step == expected else {
        throw ActionTraceError(
          line: number, reason: "is step \(decoded.step), but step \(expected) comes next: a step is missing")
      }
      trace.steps.append(
        ActionTrace.Step(
          number: decoded.step,
          action: decoded.action,
          origin: try origin(of: decoded, line: number),
          time: .nanoseconds(decoded.nanoseconds),
          state: decoded.state.flatMap(state)))
    }
    guard sawHeader else {
      throw ActionTraceError(line: 1, reason: "is empty: an action trace starts with its header line")
    }
    return trace
  }

  /// The dismissal a line holds, which must come after step `step`.
  private static func dismissal<State, Action, S: Decodable>(
    from data: Data, line number: Int, after step: Int, state: (S) -> State?
  ) throws(ActionTraceError) -> ActionTrace<State, Action>.DismissalStep {
    let decoded: DismissalLine<S>
    do {
      decoded = try JSONDecoder().decode(DismissalLine<S>.self, from: data)
    } catch {
      throw ActionTraceError(line: number, reason: "cannot be decoded as a dismissal: \(describe(error))")
    }
    guard decoded.afterStep == step else {
      throw ActionTraceError(
        line: number,
        reason: "is a dismissal after step \(decoded.afterStep), but comes after step \(step): out of order")
    }
    var dismissal = ActionTrace<State, Action>.DismissalStep(
      afterStep: decoded.afterStep, instance: decoded.dismissal, location: decoded.location,
      time: .nanoseconds(decoded.nanoseconds), state: decoded.state.flatMap(state))
    dismissal.followsAnAction = decoded.followsAnAction
    return dismissal
  }

  private static func check(
    _ header: DecodedHeader, line: Int, action: Any.Type, state: Any.Type, readsStates: Bool
  ) throws(ActionTraceError) {
    guard header.format == format else {
      throw ActionTraceError(
        line: line, reason: "has format \"\(header.format)\", not \"\(format)\": this is not an action trace")
    }
    guard header.version <= version else {
      throw ActionTraceError(
        line: line,
        reason: "is a trace of version \(header.version); this StateKit reads version \(version) and older")
    }
    guard header.actionType == name(of: action) else {
      throw ActionTraceError(
        line: line,
        reason: """
          records actions of \(header.actionType), not \(name(of: action)): it was recorded from another \
          feature. Read it as that feature's trace, and replay it with a store of that feature.
          """)
    }
    if readsStates, let stateType = header.stateType, stateType != name(of: state) {
      throw ActionTraceError(
        line: line,
        reason: """
          records states of \(stateType), not \(name(of: state)): it was recorded from another feature.
          """)
    }
  }

  private static func origin<A, S>(
    of line: Line<A, S>, line number: Int
  ) throws(ActionTraceError) -> ActionOrigin<A> {
    switch line.origin {
    case "view":
      return .view
    case "child":
      return .child(store: line.store ?? "a derived store")
    case "effect":
      guard let startedBy = line.startedBy else {
        throw ActionTraceError(
          line: number, reason: "has origin \"effect\" but no \"startedBy\": the action that started it")
      }
      return .effect(startedBy: startedBy)
    default:
      throw ActionTraceError(
        line: number,
        reason: "has origin \"\(line.origin)\"; an origin is \"view\", \"effect\" or \"child\"")
    }
  }

  /// A decoding error in one line: where in the object, and what.
  private static func describe(_ error: any Error) -> String {
    let context: DecodingError.Context
    switch error as? DecodingError {
    case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c):
      context = c
    default:
      return "\(error)"
    }
    var reason = context.debugDescription
    if let underlying = context.underlyingError { reason += " (\(underlying))" }
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return path.isEmpty ? reason : "at \(path.joined(separator: ".")): \(reason)"
  }
}

extension TraceLines.Line: Encodable where A: Encodable, S: Encodable {}
extension TraceLines.DismissalLine: Encodable where S: Encodable {}
extension TraceLines.DismissalLine: Decodable where S: Decodable {}
extension TraceLines.Line: Decodable where A: Decodable, S: Decodable {}
