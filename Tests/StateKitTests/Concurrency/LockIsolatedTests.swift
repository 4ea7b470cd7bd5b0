import StateKit
import StateKitTesting
import Testing

/// `LockIsolated`, as a TCA test uses it to collect what a feature's effects did.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct LockIsolatedTests {
  struct Saver: Reducer {
    struct State: Equatable {}

    enum Action: Equatable, Sendable {
      case saveTapped(String)
    }

    let save: @Sendable (String) async -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .saveTapped(let note):
        return .run { [save] _ in await save(note) }
      }
    }
  }

  @Test func collectsWhatEffectsDid() async {
    let saved = LockIsolated<[String]>([])
    let store = TestStore(initialState: Saver.State()) {
      Saver { note in saved.withValue { $0.append(note) } }
    }
    await store.send(.saveTapped("Draft")).finish()
    await store.send(.saveTapped("Final")).finish()
    #expect(saved.value == ["Draft", "Final"])
  }

  @Test func withValueIsAtomicAcrossTasks() async {
    let count = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 {
        group.addTask { count.withValue { $0 += 1 } }
      }
    }
    #expect(count.value == 1_000)
  }

  @Test func setValueReplacesTheValueAndWithValueReturnsWhatItsBodyReturns() {
    let isolated = LockIsolated("a")
    isolated.setValue("b")
    #expect(isolated.value == "b")
    let length = isolated.withValue { value -> Int in
      value += "c"
      return value.count
    }
    #expect(length == 2)
    #expect(isolated.value == "bc")
  }
}
