import StateKit
import Testing

/// What makes a child the same instance is learned once per child state type and kept for the process:
/// every type keeps its own kind, however many a process learns.
@MainActor
struct IdentityKindsTests {
  @Test func manyChildStateTypesEachKeepTheirOwnIdentity() async {
    // NB: Two new types per level, 150 in all.
    await checkIdentities(of: Level<Int>.self, levels: 75)
  }

  /// Checks `Tag`'s two child state types, then those of the next level down.
  private func checkIdentities<Tag>(of tag: Tag.Type, levels: Int) async {
    // NB: Twice each: the first learns the type's kind, the second reads it where it was kept.
    for _ in 1...2 {
      // An `Identifiable` child replaced by another id is another instance: its store is gone.
      let identified = await isStillBound(after: Sheet<Tag>.Identified(id: 1), becomes: .init(id: 2))
      #expect(!identified, "\(Sheet<Tag>.Identified.self) lost its identity")
      // A child whose identity is its presence stays the same instance while it is there.
      let plain = await isStillBound(after: Sheet<Tag>.Plain(), becomes: .init(count: 5))
      #expect(plain, "\(Sheet<Tag>.Plain.self) was taken for another instance")
    }
    if levels > 1 { await checkIdentities(of: Level<Tag>.self, levels: levels - 1) }
  }

  /// Whether a store scoped to the child `first` still reaches the child after the parent replaces it
  /// with `second`.
  private func isStillBound<Child: Counting>(after first: Child, becomes second: Child) async -> Bool {
    let store = Store(initialState: Holder<Child>.State(child: first)) { Holder<Child>() }
    let child = store.scope(state: \.child, action: Holder<Child>.Action.child)
    store.send(.set(second))
    let warnings = await withRuntimeWarnings { child?.send(.increment) }
    let reached = store.child?.count == second.count + 1
    #expect(reached == warnings.isEmpty, "\(warnings)")
    return reached
  }
}

/// A new type for each `Inner`.
private enum Level<Inner> {}

/// Child state types, new for each `Tag`.
private enum Sheet<Tag> {
  struct Identified: Counting, Identifiable {
    var id: Int
    var count = 0
  }

  struct Plain: Counting {
    var count = 0
  }
}

/// Child state with a count.
private protocol Counting: Equatable, Sendable {
  var count: Int { get set }
}

/// A parent that holds an optional child, counts the child's increments, and replaces it on `set`.
private struct Holder<Child: Counting>: Reducer {
  struct State: Equatable {
    var child: Child?
  }

  enum Action: Equatable, Sendable {
    case child(Increment)
    case set(Child)

    var child: Increment? {
      if case .child(let action) = self { action } else { nil }
    }
  }

  enum Increment: Equatable, Sendable { case increment }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .set(let child) = action { state.child = child }
      return .none
    }
    .ifLet(\.child, action: Action.child, extract: \.child) {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }
}
