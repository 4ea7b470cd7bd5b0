import Foundation
import StateKitTesting
import TestSupport
import Testing

// The StateKit samples of ComingFromReSwiftAndPuredux.md, verbatim (ArticleSamplesTests checks it): if
// this stops compiling or passing, the article is wrong.

struct ComingFromReSwiftAndPureduxArticle {
  typealias Weather = DependenciesArticle.Weather
  typealias Dashboard = DependenciesArticle.Dashboard

  struct Tracking<Base: Reducer>: Reducer where Base.Action: Sendable {
    let base: Base
    @Dependency(\.analytics) var analytics

    var body: some Reducer<Base.State, Base.Action> {
      base
      Reduce { [analytics] _, action in
        let event = "\(action)"
        return .run { _ in await analytics.track(event) }
      }
    }
  }

  @MainActor
  func makeTrackedStore() -> Store<Weather.State, Weather.Action> {
    Store(initialState: Weather.State()) {
      Tracking(base: Weather())
    }
  }

  @MainActor
  final class HomeForecastLabel {
    private(set) var text = ""
    private var token: CancellationToken?

    init(store: Store<Dashboard.State, Dashboard.Action>) {
      token = store.scope(state: \.home, action: Dashboard.Action.home)
        .publisher
        .sink { [weak self] home in self?.text = home.forecast ?? "No forecast yet" }
    }
  }

  struct ForecastConnector: Connector {
    func connect(state: Weather.State) -> String {
      "\(state.city): \(state.forecast ?? "no forecast yet")"
    }

    func connect(action: Weather.Action) -> Weather.Action {
      action
    }
  }

  @MainActor
  func connectTheHomeForecast(
    _ store: Store<Dashboard.State, Dashboard.Action>
  ) -> Store<String, Weather.Action> {
    store.scope(state: \.home, action: Dashboard.Action.home)
      .removingDuplicates(by: .equal(\.city) && .equal(\.forecast))
      .connect(using: ForecastConnector(), computation: .background)
  }
}

struct AnalyticsClient: Sendable {
  var track: @Sendable (_ event: String) async -> Void
}

enum AnalyticsClientKey: DependencyKey {
  static let liveValue = AnalyticsClient { event in print("analytics:", event) }
  static let testValue = AnalyticsClient { _ in }
}

extension DependencyValues {
  var analytics: AnalyticsClient {
    get { self[AnalyticsClientKey.self] }
    set { self[AnalyticsClientKey.self] = newValue }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ComingFromReSwiftAndPureduxArticleTests {
  let article = ComingFromReSwiftAndPureduxArticle()
  typealias Weather = DependenciesArticle.Weather
  typealias Dashboard = DependenciesArticle.Dashboard

  @Test func theTrackingReducerSeesEveryAction() async {
    let events = Recorder<String>()
    let store = TestStore(initialState: Weather.State()) {
      ComingFromReSwiftAndPureduxArticle.Tracking(base: Weather())
    } withDependencies: {
      $0.analytics = AnalyticsClient { events.append($0) }
      $0.weatherClient = WeatherClient { city in "Fog in \(city)" }
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    await store.send(.refreshTapped)
    await store.receive(.forecastLoaded("Fog in Lisbon")) {
      $0.forecast = "Fog in Lisbon"
      $0.updatedAt = Date(timeIntervalSince1970: 0)
    }
    await store.finish()
    #expect(Set(events.values) == ["refreshTapped", "forecastLoaded(\"Fog in Lisbon\")"])
  }

  @Test func theLabelFollowsTheHomeForecast() {
    let store = Store(initialState: Dashboard.State()) {
      Reduce<Dashboard.State, Dashboard.Action> { state, action in
        if case .home(.forecastLoaded(let forecast)) = action { state.home.forecast = forecast }
        return .none
      }
    }
    let label = ComingFromReSwiftAndPureduxArticle.HomeForecastLabel(store: store)
    #expect(label.text == "No forecast yet")
    store.send(.home(.forecastLoaded("Sunny")))
    #expect(label.text == "Sunny")
  }

  @Test func theConnectedForecastCatchesUp() async {
    let store = Store(initialState: Dashboard.State()) {
      Reduce<Dashboard.State, Dashboard.Action> { state, action in
        if case .home(.forecastLoaded(let forecast)) = action { state.home.forecast = forecast }
        return .none
      }
    }
    let forecast = article.connectTheHomeForecast(store)
    #expect(forecast.state == "Lisbon: no forecast yet")
    store.send(.home(.forecastLoaded("Sunny")))
    for await text in forecast.publisher.values where text == "Lisbon: Sunny" {
      break
    }
    #expect(forecast.state == "Lisbon: Sunny")
    _ = article.makeTrackedStore()
  }
}
