import StateKit
import StateKitTesting
import Testing

/// `Scope` given the action's case alone: on a key path, unlabeled, on one case of an enum state, and on an
/// optional property.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScopeCaseTests {
  struct Editor: Reducer {
    struct State: Equatable {
      var note = Note.State()
      var draft = Note.State()
      var log: [String] = []
    }

    enum Action: Sendable {
      case note(Note.Action)
      case draft(Note.Action)
      case reset
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.note, action: Action.note) { Note() }
      Scope(\.draft, action: Action.draft) { Note() }
      Reduce { state, action in
        if case .reset = action { state = State() }
        return .none
      }
    }
  }

  @Test func theCaseAloneRunsTheChildOnItsActionsAndEmbedsItsEffects() async {
    let store = TestStore(initialState: Editor.State()) { Editor() }
    await store.send(.note(.edited("Hello"))) { $0.note.text = "Hello" }
    await store.send(.draft(.edited("Hi"))) { $0.draft.text = "Hi" }
    await store.send(.note(.saveTapped))
    await store.receive(Editor.Action.note, Note.Action.saved) { $0.note.saves = 1 }
    await store.send(.reset) { $0 = Editor.State() }
  }

  // MARK: - One case of an enum state

  struct Library: Reducer {
    struct State: Equatable {
      var destination: Destination.State?
    }

    enum Action: Sendable {
      case open(String)
      case preview(String)
      case destination(Destination.Action)
    }

    struct Destination: Reducer {
      enum State: Equatable {
        case editor(Note.State)
        case preview(Note.State)
      }

      enum Action: Sendable {
        case editor(Note.Action)
        case preview(Note.Action)
      }

      var body: some Reducer<State, Action> {
        Scope(state: State.editor, action: Action.editor) { Note() }
        Scope(state: State.preview, action: Action.preview) { Note() }
      }
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .open(let text): state.destination = .editor(Note.State(text: text))
        case .preview(let text): state.destination = .preview(Note.State(text: text))
        case .destination: break
        }
        return .none
      }
      .ifLet(\.destination, action: Action.destination) { Destination() }
    }
  }

  @Test func aCaseOfAnEnumStateRunsItsChildInPlace() async {
    let store = TestStore(initialState: Library.State()) { Library() }
    await store.send(.open("Draft")) { $0.destination = .editor(Note.State(text: "Draft")) }
    await store.send(.destination(.editor(.edited("Final")))) {
      $0.destination = .editor(Note.State(text: "Final"))
    }
    await store.send(.destination(.editor(.saveTapped)))
    await store.receive(Library.Action.destination) {
      $0.destination = .editor(Note.State(text: "Final", saves: 1))
    }
    await store.send(.preview("Other")) { $0.destination = .preview(Note.State(text: "Other")) }
    await store.send(.destination(.preview(.edited("Seen")))) {
      $0.destination = .preview(Note.State(text: "Seen"))
    }
  }

  @Test func aChildInACaseOfAnEnumStateDismissesItself() async {
    let store = TestStore(initialState: Library.State(destination: .preview(Note.State()))) { Library() }
    await store.send(.destination(.preview(.closeTapped))) { $0.destination = nil }
  }

  @Test func aChildActionForAnotherCaseIsReportedAndNotRun() async {
    let store = Store(initialState: Library.State(destination: .preview(Note.State()))) { Library() }
    let warnings = await withRuntimeWarnings {
      store.send(.destination(.editor(.edited("Lost"))))
    }
    #expect(store.destination == .preview(Note.State()))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("ScopeCaseTests.swift:66") == true)
    #expect(warnings.first?.contains("while its case was not the active one") == true)
  }

  // MARK: - An optional property, and misuse

  struct Sheet: Reducer {
    struct State: Equatable {
      var note: Note.State?
    }

    enum Action: Sendable {
      case note(Note.Action)
      case reset
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.note, action: Action.note) { Note() }
    }
  }

  @Test func anOptionalPropertyRunsItsChildWhileItIsThere() async {
    let store = Store(initialState: Sheet.State(note: Note.State())) { Sheet() }
    store.send(.note(.edited("x")))
    #expect(store.note?.text == "x")
    let sheetStore = store.scope(state: \.note, action: Sheet.Action.note)
    sheetStore?.send(.edited("y"))
    #expect(store.note?.text == "y")
  }

  struct Misused: Reducer {
    struct State: Equatable {
      var note = Note.State()
    }

    enum Action: Sendable {
      case note(Note.Action)
      case reset
    }

    /// Not a case: it builds `reset`, whatever the child action.
    static let ignoring: @Sendable (Note.Action) -> Action = { _ in .reset }

    var body: some Reducer<State, Action> {
      Scope(state: \.note, action: Self.ignoring) { Note() }
    }
  }

  @Test func aFunctionThatIsNotACaseIsReportedAtTheScopeAndRunsNothing() async {
    let store = Store(initialState: Misused.State()) { Misused() }
    let warnings = await withRuntimeWarnings {
      store.send(.note(.edited("x")))
      store.send(.note(.edited("y")))
    }
    #expect(store.note.text == "")
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("ScopeCaseTests.swift:156") == true)
    #expect(
      warnings.first?.contains(
        "is not a case of ScopeCaseTests.Misused.Action with a payload of type Note.Action") == true)
  }
}
