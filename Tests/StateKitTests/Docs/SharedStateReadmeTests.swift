import Foundation
import StateKit
import Testing

// The README's Shared state section, verbatim but for the namespace: if this stops compiling or passing,
// the README is wrong.

enum SharedStateReadme {
  struct SyncUp: Equatable, Codable, Identifiable, Sendable {
    let id: Int
    var title = ""
  }

  struct Stats: Equatable, Codable, Sendable {
    var taps = 0
  }

  struct Tapper: Reducer {
    struct State: Equatable {
      @Shared(.inMemory("stats")) var stats = Stats()  // for the process
      @Shared(.fileStorage(.syncUps)) var syncUps: IdentifiedArrayOf<SyncUp> = []  // in a JSON file
      @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false  // in user defaults
    }

    enum Action: Equatable, Sendable { case tapped, renamed(SyncUp.ID, String) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tapped:
        state.$stats.withLock { $0.taps += 1 }
        return .none
      case .renamed(let id, let title):
        state.$syncUps[id: id]?.withLock { $0.title = title }  // one element, in place
        return .none
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct SharedStateReadmeTests {
  typealias Tapper = SharedStateReadme.Tapper

  @Test func twoStoresCountTapsTogetherAndRenameInTheStoredList() {
    withDependencies {
      $0.context = .test
    } operation: {
      let first = Store(initialState: Tapper.State()) { Tapper() }
      let second = Store(initialState: Tapper.State()) { Tapper() }
      first.send(.tapped)
      second.send(.tapped)
      #expect(first.stats.taps == 2)
      first.state.$syncUps.withLock { $0.append(SharedStateReadme.SyncUp(id: 1)) }
      second.send(.renamed(1, "Daily"))
      #expect(first.syncUps[id: 1]?.title == "Daily")
    }
  }
}
