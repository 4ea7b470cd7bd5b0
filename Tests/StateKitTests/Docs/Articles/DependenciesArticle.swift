import Foundation
import StateKit
import StateKitTesting
import Testing

// The samples of Dependencies.md, verbatim (ArticleSamplesTests checks it): if this stops compiling or
// passing, the article is wrong.

struct DependenciesArticle {
  struct Weather: Reducer {
    struct State: Equatable {
      var city = "Lisbon"
      var forecast: String?
      var updatedAt: Date?
    }

    enum Action: Equatable, Sendable {
      case refreshTapped
      case forecastLoaded(String)
    }

    @Dependency(\.weatherClient) var weatherClient
    @Dependency(\.date) var date

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .refreshTapped:
        return .run { [city = state.city] send in
          await send(.forecastLoaded(try await weatherClient.forecast(city)))
        }
      case .forecastLoaded(let forecast):
        state.forecast = forecast
        state.updatedAt = date.now
        return .none
      }
    }
  }

  @MainActor
  func makePreviewStore() -> Store<Weather.State, Weather.Action> {
    Store(initialState: Weather.State()) {
      Weather()
    } withDependencies: {
      $0.context = .preview  // every key's previewValue
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
  }

  struct Dashboard: Reducer {
    struct State: Equatable {
      var home = Weather.State()
      var away = Weather.State(city: "Reykjavík")
    }

    enum Action: Equatable, Sendable {
      case home(Weather.Action)
      case away(Weather.Action)

      var home: Weather.Action? { if case .home(let action) = self { action } else { nil } }
      var away: Weather.Action? { if case .away(let action) = self { action } else { nil } }
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.home, action: Action.home, extract: \.home) {
        Weather()
      }
      Scope(state: \.away, action: Action.away, extract: \.away) {
        Weather()
          .dependency(\.weatherClient, WeatherClient { city in "Snow in \(city)" })
      }
    }
  }

  func firstIdentifier() -> UUID {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      return uuid()  // 00000000-0000-0000-0000-000000000000
    }
  }
}

struct WeatherClient: Sendable {
  var forecast: @Sendable (_ city: String) async throws -> String
}

enum WeatherClientKey: DependencyKey {
  static let liveValue = WeatherClient { city in
    try await Task.sleep(for: .milliseconds(50))  // your server's request goes here
    return "Sunny in \(city)"
  }
  static let previewValue = WeatherClient { city in "Cloudy in \(city)" }
  // No testValue: a test that reads it without setting one fails, and says what to set.
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClientKey.self] }
    set { self[WeatherClientKey.self] = newValue }
  }
}

struct NewsClient: Sendable {
  var headlines: @Sendable (_ section: String) async throws -> [String]
  var markRead: @Sendable (_ headline: String) async -> Void
  var isSubscribed: @Sendable () -> Bool
}

enum NewsClientKey: DependencyKey {
  static let liveValue = NewsClient(
    headlines: { section in ["\(section): the news"] },
    markRead: { _ in },
    isSubscribed: { true }
  )
  static let testValue = NewsClient(
    headlines: unimplemented("NewsClient.headlines"),
    markRead: unimplemented("NewsClient.markRead"),
    isSubscribed: unimplemented("NewsClient.isSubscribed", placeholder: false)
  )
}

extension DependencyValues {
  var newsClient: NewsClient {
    get { self[NewsClientKey.self] }
    set { self[NewsClientKey.self] = newValue }
  }
}

extension DependenciesArticle {
  struct News: Reducer {
    struct State: Equatable {
      var headlines: [String] = []
    }

    enum Action: Equatable, Sendable {
      case load
      case loaded([String])
    }

    @Dependency(\.newsClient) var newsClient

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .run { send in
          await send(.loaded(try await newsClient.headlines("World")))
        }
      case .loaded(let headlines):
        state.headlines = headlines
        return .none
      }
    }
  }

  @MainActor @Test func loadingTheHeadlines() async {
    let store = TestStore(initialState: News.State()) {
      News()
    } withDependencies: {
      $0.newsClient.headlines = { section in ["\(section): a test headline"] }
    }
    await store.send(.load)
    await store.receive(.loaded(["World: a test headline"])) {
      $0.headlines = ["World: a test headline"]
    }
  }

  func stampedIdentifier() -> (id: UUID, date: Date) {
    withDependencies {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 0)
    } operation: {
      @Dependency(\.uuid) var uuid
      @Dependency(\.date) var date
      return (uuid(), date.now)  // (UUID(0), 1970-01-01 00:00:00 +0000)
    }
  }

  @MainActor
  final class Player {
    private(set) var queue: [String] = []

    func skip() {
      guard !queue.isEmpty else {
        reportIssue("skip() with an empty queue: the view should have disabled the button.")
        return
      }
      queue.removeFirst()
    }
  }
}

extension DependenciesArticle {
  /// Greets in an effect made inside `withDependencies`, which sets the greeting for that effect only.
  struct LocalGreeter: Reducer {
    struct State: Equatable {
      var greetings: [String] = []
    }

    enum Action: Equatable, Sendable {
      case greetInFrench
      case greetPlainly
      case greeted(String)
    }

    @Dependency(\.greeting) var greeting

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .greetInFrench:
        return withDependencies {
          $0.greeting = "bonjour"
        } operation: {
          .run { send in
            @Dependency(\.greeting) var greeting
            await send(.greeted(greeting))  // "bonjour"
          }
        }
      case .greetPlainly:
        return .run { send in
          @Dependency(\.greeting) var greeting
          await send(.greeted(greeting))
        }
      case .greeted(let greeting):
        state.greetings.append(greeting)
        return .none
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct DependenciesArticleTests {
  let article = DependenciesArticle()
  typealias Weather = DependenciesArticle.Weather

  @Test func theFeatureReadsTheValuesTheTestSets() async {
    let store = TestStore(initialState: Weather.State()) {
      Weather()
    } withDependencies: {
      $0.weatherClient = WeatherClient { city in "Rain in \(city)" }
      $0.date = .constant(Date(timeIntervalSince1970: 42))
    }
    await store.send(.refreshTapped)
    await store.receive(.forecastLoaded("Rain in Lisbon")) {
      $0.forecast = "Rain in Lisbon"
      $0.updatedAt = Date(timeIntervalSince1970: 42)
    }
  }

  @Test func aPreviewStoreReadsPreviewValues() async {
    let store = article.makePreviewStore()
    await store.send(.refreshTapped).finish()
    #expect(store.forecast == "Cloudy in Lisbon")
    #expect(store.updatedAt == Date(timeIntervalSince1970: 0))
  }

  @Test func anOverrideAppliesToOneChild() async {
    let store = TestStore(initialState: DependenciesArticle.Dashboard.State()) {
      DependenciesArticle.Dashboard()
    } withDependencies: {
      $0.weatherClient = WeatherClient { city in "Sunny in \(city)" }
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    await store.send(.away(.refreshTapped))
    await store.receive(.away(.forecastLoaded("Snow in Reykjavík"))) {
      $0.away.forecast = "Snow in Reykjavík"
      $0.away.updatedAt = Date(timeIntervalSince1970: 0)
    }
    await store.send(.home(.refreshTapped))
    await store.receive(.home(.forecastLoaded("Sunny in Lisbon"))) {
      $0.home.forecast = "Sunny in Lisbon"
      $0.home.updatedAt = Date(timeIntervalSince1970: 0)
    }
  }

  @Test func withDependenciesScopesValues() {
    #expect(article.firstIdentifier().uuidString == "00000000-0000-0000-0000-000000000000")
  }

  @Test func aTestWritesTheIdentifiersAndTheDateItSet() {
    let stamp = article.stampedIdentifier()
    #expect(stamp.id == UUID(0))
    #expect(stamp.date == Date(timeIntervalSince1970: 0))
  }

  @Test func anEndpointTheTestDidNotSetFailsTheTest() async {
    let client = NewsClientKey.testValue
    await withKnownIssue {
      await client.markRead("World: the news")
      #expect(client.isSubscribed() == false)
    } matching: { issue in
      issue.message.hasPrefix("Unimplemented: NewsClient.markRead was called.")
        || issue.message.hasPrefix("Unimplemented: NewsClient.isSubscribed was called.")
    }
  }

  @Test func settingPartOfAKeyWithoutATestValueFailsTheTest() {
    withKnownIssue {
      _ = TestStore(initialState: Weather.State()) {
        Weather()
      } withDependencies: {
        $0.weatherClient.forecast = { city in "Rain in \(city)" }
      }
    } matching: { issue in
      issue.message.hasPrefix("WeatherClientKey has no test value, and the test set part of it")
    }
  }

  @Test func aPlayerSkippingAnEmptyQueueFailsTheTest() {
    installTestIssueReporter()
    withKnownIssue {
      DependenciesArticle.Player().skip()
    } matching: { issue in
      issue.message == "skip() with an empty queue: the view should have disabled the button."
    }
  }
}
