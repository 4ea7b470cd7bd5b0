import Foundation
import StateKit
import StateKitTesting
import Testing

/// `uuid`: random live, counting up in tests, one sequence for everything that reads the same generator.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct UUIDGeneratorTests {
  struct Todos: Reducer {
    enum Action: Equatable, Sendable { case add, addLater, added(UUID) }
    @Dependency(\.uuid) var uuid

    func reduce(into state: inout [UUID], action: Action) -> Effect<Action> {
      switch action {
      case .add:
        state.append(uuid())
        return .none
      case .addLater:
        return .run { send in await send(.added(uuid())) }
      case .added(let id):
        state.append(id)
        return .none
      }
    }
  }

  struct TwoLists: Reducer {
    struct State: Equatable {
      var first: [UUID] = []
      var second: [UUID] = []
    }
    enum Action: Equatable, Sendable {
      case first(Todos.Action)
      case second(Todos.Action)
      var first: Todos.Action? { if case .first(let action) = self { action } else { nil } }
      var second: Todos.Action? { if case .second(let action) = self { action } else { nil } }
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.first, action: Action.first, extract: \.first) { Todos() }
      Scope(state: \.second, action: Action.second, extract: \.second) { Todos() }
    }
  }

  static func uuid(_ text: String) -> UUID { UUID(uuidString: text)! }

  @Test func incrementingCountsUpFromZero() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid() == Self.uuid("00000000-0000-0000-0000-000000000000"))
    #expect(uuid() == Self.uuid("00000000-0000-0000-0000-000000000001"))
    for _ in 2..<255 { _ = uuid() }
    #expect(uuid() == Self.uuid("00000000-0000-0000-0000-0000000000FF"))
    #expect(UUIDGenerator.incrementing() == Self.uuid("00000000-0000-0000-0000-000000000000"))  // its own
  }

  @Test func twoFeaturesUnderOneRootDrawFromTheSameSequence() async {
    let store = TestStore(initialState: TwoLists.State()) {
      TwoLists()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.first(.add)) { $0.first = [Self.uuid("00000000-0000-0000-0000-000000000000")] }
    await store.send(.second(.add)) { $0.second = [Self.uuid("00000000-0000-0000-0000-000000000001")] }
    await store.send(.first(.addLater))
    await store.receive(.first(.added(Self.uuid("00000000-0000-0000-0000-000000000002")))) {
      $0.first.append(Self.uuid("00000000-0000-0000-0000-000000000002"))
    }
  }

  @Test func constantAnswersTheSameUUIDAndTheLiveOneRandomOnes() {
    withLiveDefaults {
      let id = UUID()
      let constant = UUIDGenerator.constant(id)
      #expect(constant() == id && constant() == id)
      @Dependency(\.uuid) var uuid
      #expect(uuid() != uuid())
    }
  }

  @Test func usingItWithoutSettingItFailsTheTest() async {
    let store = TestStore(initialState: [], reducer: Todos())
    await withKnownIssue {
      await store.send(.add) { $0 = [Self.uuid("00000000-0000-0000-0000-000000000000")] }
    } matching: { issue in
      issue.message.hasPrefix(#"\.uuid has no test value, and was called by the @Dependency at"#)
        && issue.message.contains("`store.dependencies.uuid = .incrementing`")
    }
  }

  @Test func aUUIDOfANumberIsTheOneIncrementingMakesAtThatStep() {
    #expect(UUID(0) == Self.uuid("00000000-0000-0000-0000-000000000000"))
    #expect(UUID(1) == Self.uuid("00000000-0000-0000-0000-000000000001"))
    #expect(UUID(255) == Self.uuid("00000000-0000-0000-0000-0000000000FF"))
    #expect(UUID(Int.max) == Self.uuid("00000000-0000-0000-7FFF-FFFFFFFFFFFF"))
    let uuid = UUIDGenerator.incrementing
    #expect((0..<300).map { _ in uuid() } == (0..<300).map(UUID.init))
  }

  @Test func aTestWritesTheUUIDsItExpectsAsNumbers() async {
    let store = TestStore(initialState: [], reducer: Todos()) {
      $0.uuid = .incrementing
    }
    await store.send(.add) { $0 = [UUID(0)] }
    await store.send(.add) { $0.append(UUID(1)) }
  }

  #if os(Linux) || os(macOS) || os(Windows)
    @Test func aNegativeNumberIsAPreconditionFailureThatSaysSo() async throws {
      let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = UUID(-1)
      }
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "UUID(-1): a UUID is made from a number of zero or more."))
    }
  #endif
}
