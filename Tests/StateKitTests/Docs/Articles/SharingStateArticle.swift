import Foundation
import StateKit
import StateKitTesting
import TestSupport
import Testing

// The samples of SharingState.md, verbatim (ArticleSamplesTests checks it): if this stops compiling or
// passing, the article is wrong.

extension URL {
  static let syncUps = FileManager.default
    .urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
    .appendingPathComponent("sync-ups.json")
}

@Suite(.timeLimit(.minutes(5))) struct SharingStateArticle {
  struct Stats: Equatable, Codable, Sendable {
    var taps = 0
  }

  struct Counter: Reducer {
    struct State: Equatable {
      @Shared(.inMemory("stats")) var stats = Stats()
      var count = 0
    }

    enum Action: Equatable, Sendable {
      case incrementTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped:
        state.count += 1
        state.$stats.withLock { $0.taps += 1 }
        return .none
      }
    }
  }

  struct Profile: Reducer {
    struct State: Equatable {
      @Shared(.inMemory("stats")) var stats = Stats()
    }

    enum Action: Equatable, Sendable {
      case resetTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .resetTapped:
        state.$stats.withLock { $0 = Stats() }
        return .none
      }
    }
  }

  struct SyncUp: Equatable, Codable, Identifiable, Sendable {
    let id: Int
    var title = ""
  }

  struct SyncUpsList: Reducer {
    struct State: Equatable {
      @Shared(.fileStorage(.syncUps)) var syncUps: IdentifiedArrayOf<SyncUp> = []
      var detail: SyncUpDetail.State?
    }

    enum Action: Equatable, Sendable {
      case syncUpTapped(SyncUp.ID)
      case detail(SyncUpDetail.Action)

      var detail: SyncUpDetail.Action? { if case .detail(let action) = self { action } else { nil } }
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .syncUpTapped(let id):
          guard let syncUp = state.$syncUps[id: id] else { return .none }
          state.detail = SyncUpDetail.State(syncUp: syncUp)
          return .none
        case .detail:
          return .none
        }
      }
      .ifLet(\.detail, action: Action.detail, extract: \.detail) {
        SyncUpDetail()
      }
    }
  }

  struct SyncUpDetail: Reducer {
    struct State: Equatable {
      @Shared var syncUp: SyncUp
    }

    enum Action: Equatable, Sendable {
      case titleChanged(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .titleChanged(let title):
        state.$syncUp.withLock { $0.title = title }
        return .none
      }
    }
  }

  struct Onboarding: Reducer {
    struct State: Equatable {
      @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
    }

    enum Action: Equatable, Sendable {
      case doneTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$hasSeenOnboarding.withLock { $0 = true }
      return .none
    }
  }

  struct SettingsClient: Sendable {
    var value: @Sendable (_ name: String) -> Int?
    var setValue: @Sendable (_ value: Int, _ name: String) -> Void
  }

  struct SettingKey: SharedKey {
    let name: String
    let client: SettingsClient

    var id: String { name }
    func load() throws -> Int? { client.value(name) }
    func save(_ value: Int) throws { client.setValue(value, name) }
  }

  @Test func statsStartAfreshInEachTest() {
    @Shared(.inMemory("stats")) var stats = Stats()
    $stats.withLock { $0.taps += 1 }
    #expect(stats.taps == 1)
  }

  @MainActor
  @Test func twoStoresCountInTheTestsOwnStorage() {
    @Shared(.inMemory("stats")) var stats = Stats()
    let first = Store(initialState: Counter.State()) { Counter() }
    let second = Store(initialState: Counter.State()) { Counter() }
    first.send(.incrementTapped)
    second.send(.incrementTapped)
    #expect(stats.taps == 2)  // whatever other tests count meanwhile
  }

  @MainActor
  @Test func countingTaps() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }
    await store.send(.incrementTapped) {
      $0.count = 1
      $0.stats.taps = 1
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct SharingStateArticleTests {
  typealias Article = SharingStateArticle

  @Test func twoFeaturesShareTheTaps() {
    withDependencies {
      $0.context = .test
    } operation: {
      let counter = Store(initialState: Article.Counter.State()) { Article.Counter() }
      let profile = Store(initialState: Article.Profile.State()) { Article.Profile() }
      counter.send(.incrementTapped)
      #expect(profile.stats.taps == 1)
      profile.send(.resetTapped)
      #expect(counter.stats.taps == 0)
    }
  }

  @Test func theDetailEditsTheListsElementInPlaceAndTheFileIsSaved() throws {
    try withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.defaultFileStorage) var storage
      let fileSystem = try #require(storage.fileSystem as? InMemoryFileSystem)
      let list = Store(initialState: Article.SyncUpsList.State()) { Article.SyncUpsList() }
      list.state.$syncUps.withLock { $0.append(Article.SyncUp(id: 1)) }
      list.send(.syncUpTapped(1))
      list.send(.detail(.titleChanged("Daily")))
      #expect(list.syncUps[id: 1]?.title == "Daily")
      let saved = try #require(fileSystem.files[URL.syncUps.standardizedFileURL.path])
      #expect(try JSONDecoder().decode([Article.SyncUp].self, from: saved).first?.title == "Daily")
    }
  }

  @Test func onboardingIsKeptInUserDefaults() {
    withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.defaultAppStorage) var defaults
      let store = Store(initialState: Article.Onboarding.State()) { Article.Onboarding() }
      store.send(.doneTapped)
      #expect(defaults.userDefaults.bool(forKey: "hasSeenOnboarding"))
    }
  }

  @Test func aCustomKeyReadsAndWritesItsRow() {
    let rows = Recorder<Int>()
    let client = Article.SettingsClient(value: { _ in 3 }, setValue: { value, _ in rows.append(value) })
    @Shared(Article.SettingKey(name: "volume", client: client)) var volume = 5
    #expect(volume == 3)
    $volume.withLock { $0 = 7 }
    #expect(rows.values == [7])
  }
}
