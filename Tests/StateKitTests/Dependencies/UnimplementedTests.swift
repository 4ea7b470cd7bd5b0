import Foundation
import StateKit
import StateKitTesting
import TestSupport
import Testing

private struct City: Equatable, Sendable {
  var name: String
}

/// A client as TCA ports write it: endpoints of several shapes, all unimplemented in its test value.
private struct CitiesClient: Sendable {
  var search: @Sendable (String) async throws -> [City]
  var forecast: @Sendable (City, Int) async throws -> String
  var isOnline: @Sendable () -> Bool
  var cachedCount: @Sendable () async -> Int
  var log: @Sendable (String) -> Void
  var flush: @Sendable () async -> Void
  var reset: @Sendable () throws -> Void
}

private enum CitiesClientKey: DependencyKey {
  static let liveValue = CitiesClient(
    search: { [City(name: $0)] }, forecast: { city, _ in "Sunny in \(city.name)" }, isOnline: { true },
    cachedCount: { 0 }, log: { _ in }, flush: {}, reset: {}
  )
  static let testValue = CitiesClient(
    search: unimplemented("CitiesClient.search"),
    forecast: unimplemented("CitiesClient.forecast"),
    isOnline: unimplemented("CitiesClient.isOnline", placeholder: false),
    cachedCount: unimplemented("CitiesClient.cachedCount", placeholder: 0),
    log: unimplemented("CitiesClient.log"),
    flush: unimplemented("CitiesClient.flush"),
    reset: unimplemented("CitiesClient.reset")
  )
}

extension DependencyValues {
  fileprivate var citiesClient: CitiesClient {
    get { self[CitiesClientKey.self] }
    set { self[CitiesClientKey.self] = newValue }
  }
}

private struct Search: Reducer {
  struct State: Equatable {
    var results: [City] = []
    var forecast: String?
  }
  enum Action: Equatable, Sendable {
    case search(String)
    case loaded([City])
    case forecastTapped
  }
  @Dependency(\.citiesClient) var citiesClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .search(let query):
      return .run { send in await send(.loaded(try await citiesClient.search(query))) }
    case .loaded(let cities):
      state.results = cities
      return .none
    case .forecastTapped:
      state.forecast = citiesClient.isOnline() ? "online" : "offline"
      return .none
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct UnimplementedTests {
  init() {
    installTestIssueReporter()
  }

  @Test func aTestOverridesTheEndpointsItExpectsAndTheRestStayUnimplemented() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.citiesClient.search = { [City(name: $0)] }
    }
    await store.send(.search("Lisbon"))
    await store.receive(.loaded([City(name: "Lisbon")])) { $0.results = [City(name: "Lisbon")] }
    await withKnownIssue {
      await store.send(.forecastTapped) { $0.forecast = "offline" }
    } matching: { issue in
      issue.message.hasPrefix("Unimplemented: CitiesClient.isOnline was called.")
        && issue.sourceLocation?.fileName == "UnimplementedTests.swift"
    }
  }

  @Test func aCallFailsTheTestNamingTheEndpointAndWhereItIsUnimplemented() async {
    let client = CitiesClientKey.testValue
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure(endpoint: "CitiesClient.search")) {
        try await client.search("Lisbon")
      }
    } matching: { issue in
      issue.message == """
        Unimplemented: CitiesClient.search was called. It is `unimplemented` at \
        StateKitTests/UnimplementedTests.swift:\(issue.sourceLocation?.line ?? 0), which fails any test \
        that calls it: give the test an implementation of it where it sets the store's dependencies, or \
        find out why the feature called it.
        """ && issue.sourceLocation?.fileName == "UnimplementedTests.swift"
    }
  }

  @Test func everyShapeReportsAndThrowsWhereItCanAndAnswersItsPlaceholderWhereItCannot() async {
    let client = CitiesClientKey.testValue
    let calls = Recorder<String>()
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure(endpoint: "CitiesClient.forecast")) {
        try await client.forecast(City(name: "Porto"), 3)
      }
      #expect(client.isOnline() == false)
      #expect(await client.cachedCount() == 0)
      client.log("hello")
      await client.flush()
      #expect(throws: UnimplementedFailure(endpoint: "CitiesClient.reset")) { try client.reset() }
    } matching: { issue in
      calls.append(String(issue.message.prefix { $0 != " " }))
      return issue.message.hasPrefix("Unimplemented: CitiesClient.")
    }
    #expect(calls.values.count == 6)
  }

  @Test func plainFunctionTypesTakeOneToo() {
    let tap: () -> Void = unimplemented("tap")
    let describe: (Int) -> String = unimplemented("describe", placeholder: "?")
    let parse: (String, Int) throws -> Int = unimplemented("parse")
    withKnownIssue {
      tap()
      #expect(describe(3) == "?")
      #expect(throws: UnimplementedFailure.self) { try parse("x", 1) }
    } matching: { issue in
      issue.message.hasPrefix("Unimplemented: tap was called.")
        || issue.message.hasPrefix("Unimplemented: describe was called.")
        || issue.message.hasPrefix("Unimplemented: parse was called.")
    }
  }

  @Test func asynchronousOnesWithAPlaceholder() async {
    let next: () async -> Int = unimplemented("Counter.next", placeholder: 42)
    await withKnownIssue {
      #expect(await next() == 42)
    } matching: { issue in
      issue.message.hasPrefix("Unimplemented: Counter.next was called.")
    }
  }

  @Test func withoutANameTheFailureStillSaysWhere() {
    let endpoint: () throws -> Int = unimplemented()
    withKnownIssue {
      #expect(throws: UnimplementedFailure(endpoint: "")) { try endpoint() }
    } matching: { issue in
      issue.message.hasPrefix("An unimplemented endpoint was called. It is `unimplemented` at StateKitTests/")
    }
    #expect(UnimplementedFailure(endpoint: "").description == "An endpoint is unimplemented.")
    #expect(UnimplementedFailure(endpoint: "A.b").description == "A.b is unimplemented.")
  }

  #if os(Linux) || os(macOS) || os(Windows)
    @Test func inAnAppACallIsARuntimeWarning() async throws {
      let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
        let open: (URL) -> Bool = unimplemented("URLOpener.open", placeholder: false)
        _ = open(URL(fileURLWithPath: "/"))
      }
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "[StateKit] warning: Unimplemented: URLOpener.open was called. It is `unimplemented` at"))
    }
  #endif
}
