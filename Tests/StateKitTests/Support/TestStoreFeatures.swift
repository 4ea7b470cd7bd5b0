import StateKit

/// A counter with every kind of effect a test store must handle: a `.run` that answers once, a `.send`,
/// a cancellable timer on a clock, and a subscription that lives until it is cancelled.
struct EffectCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isTimerRunning = false
    var lastUpdated = 0
    var analytics: [String] = []
  }

  enum Action: Equatable, Sendable {
    case incrementTapped
    case decrementTapped
    case factTapped
    case factResponse(String)
    case doubleIncrementTapped
    case incrementAndFetchFactTapped
    case startTimer
    case stopTimer
    case timerTicked
    case subscribe
    case valueChanged(Int)
    case touched

    var factResponse: String? { if case .factResponse(let fact) = self { fact } else { nil } }
  }

  enum CancelID { case timer }

  var fact: @Sendable (Int) async -> String = { "\($0) is a good number." }
  var clock: any Clock<Duration> = ContinuousClock()
  var values: @Sendable () -> AsyncStream<Int> = { AsyncStream { _ in } }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      return .none
    case .decrementTapped:
      state.count -= 1
      return .none
    case .factTapped:
      return .run { [count = state.count, fact] send in
        await send(.factResponse(await fact(count)))
      }
    case .factResponse(let fact):
      state.fact = fact
      return .none
    case .doubleIncrementTapped:
      return .merge(.send(.incrementTapped), .send(.incrementTapped))
    case .incrementAndFetchFactTapped:
      return .merge(
        .send(.incrementTapped),
        .run { [count = state.count, fact] send in await send(.factResponse(await fact(count))) }
      )
    case .startTimer:
      state.isTimerRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stopTimer:
      state.isTimerRunning = false
      return .cancel(id: CancelID.timer)
    case .timerTicked:
      state.count += 1
      return .none
    case .subscribe:
      return .run { [values] send in
        for await value in values() {
          await send(.valueChanged(value))
        }
      }
    case .valueChanged(let value):
      state.count = value
      return .none
    case .touched:
      state.lastUpdated += 1
      state.analytics.append("touched")
      return .none
    }
  }
}

/// A search field that waits until typing pauses for 300 ms before it searches.
struct DebouncedSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var isSearching = false
  }

  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case search(String)
    case response([String])
  }

  enum CancelID { case debounce }

  let clock: any Clock<Duration>
  let search: @Sendable (String) async -> [String]

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return .run { [clock] send in
        try await clock.sleep(for: .milliseconds(300))
        await send(.search(query))
      }
      .cancellable(id: CancelID.debounce, cancelInFlight: true)
    case .search(let query):
      state.isSearching = true
      return .run { [search] send in
        await send(.response(await search(query)))
      }
    case .response(let results):
      state.isSearching = false
      state.results = results
      return .none
    }
  }
}
