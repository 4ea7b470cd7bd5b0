import StateKit
import StateKitTesting
import Testing

/// `ifLet`, `forEach` and the stack's `forEach` given the action's case alone, and chosen by the
/// collection they run: an `IdentifiedArray` or a `StackState`, in one reducer.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ForEachCaseTests {
  struct Notebook: Reducer {
    struct State: Equatable {
      var notes: IdentifiedArrayOf<Note.State> = []
      var drafts: IdentifiedArrayOf<Note.State> = []
      var path = StackState<Note.State>()
      var sheet: Note.State?
    }

    enum Action: Sendable {
      case notes(IdentifiedActionOf<Note>)
      case draft(id: Note.State.ID, action: Note.Action)
      case path(StackAction<Note.State, Note.Action>)
      case sheet(Note.Action)
      case add(Int)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .add(let id) = action {
          state.notes.append(Note.State(id: id))
          state.drafts.append(Note.State(id: id))
          state.path.append(Note.State(id: id))
          state.sheet = Note.State(id: id)
        }
        return .none
      }
      .forEach(\.notes, action: Action.notes) { Note() }
      .forEach(\.drafts, action: Action.draft) { Note() }
      .forEach(\.path, action: Action.path) { Note() }
      .ifLet(\.sheet, action: Action.sheet) { Note() }
    }
  }

  @Test func identifiedActionsRunTheirElement() async {
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    await store.send(.add(1)) { Self.add(1, to: &$0) }
    await store.send(.notes(.element(id: 1, action: .edited("a")))) { $0.notes[id: 1]?.text = "a" }
    await store.send(.notes(.element(id: 1, action: .saveTapped)))
    await store.receive(Notebook.Action.notes) { $0.notes[id: 1]?.saves = 1 }
    await store.send(.notes(.element(id: 1, action: .closeTapped))) { $0.notes = [] }
  }

  @Test func anIdBesideAnActionRunsItsElement() async {
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    await store.send(.add(2)) { Self.add(2, to: &$0) }
    await store.send(.draft(id: 2, action: .edited("b"))) { $0.drafts[id: 2]?.text = "b" }
    await store.send(.draft(id: 2, action: .saveTapped))
    await store.receive(Notebook.Action.draft) { $0.drafts[id: 2]?.saves = 1 }
    await store.send(.draft(id: 2, action: .closeTapped)) { $0.drafts = [] }
  }

  @Test func stackActionsRunTheirScreenAndPushAndPop() async {
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    await store.send(.add(3)) { Self.add(3, to: &$0) }
    await store.send(.path(.element(id: 0, action: .edited("c")))) { $0.path[id: 0]?.text = "c" }
    await store.send(.path(.push(id: 1, state: Note.State(id: 4)))) { $0.path[id: 1] = Note.State(id: 4) }
    await store.send(.path(.element(id: 1, action: .closeTapped)))
    // The screen's dismissal is the stack's pop, which the test receives.
    await store.receive(Notebook.Action.path) { $0.path.pop(from: 1) }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test func anOptionalChildRunsWhileItIsThere() async {
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    await store.send(.add(5)) { Self.add(5, to: &$0) }
    await store.send(.sheet(.saveTapped))
    await store.receive(Notebook.Action.sheet, Note.Action.saved) { $0.sheet?.saves = 1 }
    await store.send(.sheet(.closeTapped)) { $0.sheet = nil }
  }

  @Test func anElementActionForAMissingElementIsReported() async {
    let store = Store(initialState: Notebook.State()) { Notebook() }
    let warnings = await withRuntimeWarnings {
      store.send(.notes(.element(id: 9, action: .edited("x"))))
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("ForEachCaseTests.swift:35") == true)
  }

  /// Both kinds of `forEach`, given a hand-written `extract:` and the case alone, in one body: the
  /// collection's type chooses the overload.
  struct Both: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Note.State> = []
      var path = StackState<Note.State>()
    }

    enum Action: Sendable {
      case rows(IdentifiedActionOf<Note>)
      case row(id: Int, action: Note.Action)
      case path(StackAction<Note.State, Note.Action>)

      var row: (id: Int, action: Note.Action)? {
        if case .row(let id, let action) = self { (id, action) } else { nil }
      }
      var path: StackAction<Note.State, Note.Action>? {
        if case .path(let action) = self { action } else { nil }
      }
    }

    var body: some Reducer<State, Action> {
      EmptyReducer()
        .forEach(\.rows, action: Action.rows) { Note() }
        .forEach(\.path, action: Action.path) { Note() }
        .forEach(\.rows, action: Action.row, extract: \.row) { Note() }
        .forEach(\.path, action: Action.path, extract: \.path) { Note() }
    }
  }

  @Test func theStackForEachIsChosenForAStackAndTheCollectionOneForAnArray() {
    let store = Store(initialState: Both.State(rows: [Note.State(id: 1)], path: [Note.State()])) { Both() }
    store.send(.rows(.element(id: 1, action: .edited("a"))))
    store.send(.row(id: 1, action: .edited("b")))
    store.send(.path(.element(id: 0, action: .edited("c"))))
    #expect(store.rows[id: 1]?.text == "b")
    // Two stack forEach run the element: the last edit wins, once per reducer.
    #expect(store.path[id: 0]?.text == "c")
  }

  @Test func identifiedActionsAreEquatableAndHashableWhenTheirActionIs() {
    let action = IdentifiedActionOf<Ticker>.element(id: 1, action: .tick)
    #expect(action == .element(id: 1, action: .tick))
    #expect(action != .element(id: 2, action: .tick))
    let named = IdentifiedAction<Int, String>.element(id: 1, action: "tap")
    #expect(Set([named, .element(id: 1, action: "tap"), .element(id: 2, action: "tap")]).count == 2)
  }

  private static func add(_ id: Int, to state: inout Notebook.State) {
    state.notes.append(Note.State(id: id))
    state.drafts.append(Note.State(id: id))
    state.path.append(Note.State(id: id))
    state.sheet = Note.State(id: id)
  }
}
