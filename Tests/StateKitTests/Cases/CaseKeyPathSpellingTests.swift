import Foundation
import StateKit
import Testing

/// TCA's key path spelling of a case (`action: \.child`, `receive(\.response)`) fails to compile with a
/// message that says what to write, and valid calls beside it still compile: checked by type-checking a
/// small file against the modules this test was built with.
@Suite(.timeLimit(.minutes(5)))
struct CaseKeyPathSpellingTests {
  /// A feature written with TCA's spellings, each marked with the error it must get.
  static let tcaSpellings = """
    import StateKit
    import StateKitTesting

    struct Child: Reducer {
      struct State: Equatable, Identifiable { var id = 0 }
      enum Action: Equatable, Sendable { case tap, response(Int) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }

    struct Parent: Reducer {
      struct State: Equatable {
        var child = Child.State()
        var optional: Child.State?
        @PresentationState var destination: Child.State?
        var rows: IdentifiedArrayOf<Child.State> = []
        var path = StackState<Child.State>()
        var alert: AlertState<Never>?
      }
      enum Action: Equatable, Sendable {
        case child(Child.Action)
        case optional(Child.Action)
        case destination(PresentationAction<Child.Action>)
        case rows(IdentifiedActionOf<Child>)
        case path(StackActionOf<Child>)
        case alert(PresentationAction<Never>)
        case response(Int)
        var optionalAction: Child.Action? { if case .optional(let action) = self { action } else { nil } }
      }
      var body: some ReducerOf<Self> {
        Scope(state: \\.child, action: \\.child) { Child() }
        Scope(state: \\.child, action: Action.child) { Child() }
        Reduce { _, _ in .none }
          .ifLet(\\.optional, action: \\.optional) { Child() }
          .ifLet(\\.optional, action: Action.optional, extract: \\.optionalAction) { Child() }
          .ifLet(\\.$destination, action: \\.destination) { Child() }
          .forEach(\\.rows, action: \\.rows) { Child() }
          .forEach(\\.path, action: \\.path) { Child() }
          .ifLet(\\.alert, action: \\.alert)
      }
    }

    struct Root: Reducer {
      enum State: Equatable { case login(Child.State) }
      enum Action: Equatable, Sendable { case login(Child.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.login, action: \\.login) { Child() }
      }
    }

    @MainActor func views(_ store: StoreOf<Parent>) {
      let a = store.scope(state: \\.child, action: \\.child)
      let b: StoreOf<Child> = store.scope(state: \\.child, action: \\.child)
      if let c = store.scope(state: \\.optional, action: \\.optional) { _ = c }
      let d = store.scope(state: \\.child, action: Parent.Action.child)
      _ = (a, b, d)
    }

    @MainActor func tests(_ store: TestStoreOf<Parent>) async {
      await store.receive(\\.response)
      await store.receive(\\.response, 42)
      await store.receive(\\.optionalAction)
      await store.receive(Parent.Action.response)
    }
    """

  /// The lines of ``tcaSpellings`` that must fail, by line number, with the start of their message.
  static let expectedErrors: [Int: String] = [
    30: Self.scopeMessage,
    46: Self.scopeMessage,
    33:
      "'ifLet(_:action:then:)' is unavailable: StateKit spells a case as a function: `action: Action.child`",
    35:
      "'ifLet(_:action:then:)' is unavailable: StateKit spells a case as a function: `action: Action.child`",
    36:
      "'forEach(_:action:element:)' is unavailable: StateKit spells a case as a function: `action: Action.rows`",
    37:
      "'forEach(_:action:element:)' is unavailable: StateKit spells a case as a function: `action: Action.rows`",
    38: "'ifLet(_:action:)' is unavailable: StateKit spells a case as a function: `action: Action.alert`",
    51: "'scope(state:action:)' is unavailable: StateKit spells a case as a function: `action: Action.child`",
    52: "'scope(state:action:)' is unavailable: StateKit spells a case as a function: `action: Action.child`",
    53: "'scope(state:action:)' is unavailable: StateKit spells a case as a function: `action: Action.child`",
    59:
      "'receive(_:assert:)' is unavailable: StateKit spells a case as a function: `receive(Action.response)`",
    60:
      "'receive(_:_:assert:)' is unavailable: StateKit spells a case as a function: `receive(Action.response, value)`",
  ]

  /// The message of `Scope`'s unavailable twin.
  static let scopeMessage =
    "'init(state:action:child:)' is unavailable: StateKit spells a case as a function: "
    + "`action: Action.child`, and `state: State.child` for an enum"

  /// Where the compiler put the modules of the package, beside the test bundle; `nil` if they are not
  /// there (a test run from elsewhere).
  static let modules: URL? = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let modules = bundle.appendingPathComponent("Modules")
    let stateKit = modules.appendingPathComponent("StateKitTesting.swiftmodule").path
    return FileManager.default.fileExists(atPath: stateKit) ? modules : nil
  }()

  @Test(.enabled(if: modules != nil, "the package's modules are not beside the test bundle"))
  func tcaSpellingsFailWithAMessageThatSaysWhatToWrite() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("CaseKeyPathSpellingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("TCASpellings.swift")
    try Self.tcaSpellings.write(to: source, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", Self.modules!.path, source.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    // `TCASpellings.swift:29:5: error: …`, one per error.
    var errors: [Int: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix(source.path + ":") {
      let fields = line.dropFirst(source.path.count + 1).split(separator: ":", maxSplits: 3)
      guard fields.count == 4, let number = Int(fields[0]), fields[2] == " error" else { continue }
      errors[number] = fields[3].trimmingCharacters(in: .whitespaces)
    }
    #expect(process.terminationStatus != 0)
    #expect(Set(errors.keys) == Set(Self.expectedErrors.keys), "\(text)")
    for (line, message) in Self.expectedErrors {
      #expect(errors[line] == message, "line \(line)")
    }
  }
}
