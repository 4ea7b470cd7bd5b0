import StateKit
import StateKitTesting

// Features with planted bugs for the exploration tests, each with the fix a flag turns on.

/// Books seats up to a capacity of 4. The planted off-by-one (`<=` for `<`) lets a fifth booking
/// through: only five bookings in a row reach it.
struct SeatBooking: Reducer {
  struct State: Equatable {
    var booked = 0
    var capacity = 4
  }

  enum Action: Equatable {
    case book
    case cancel
    case reset
  }

  var isFixed = false

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .book:
      if isFixed ? state.booked < state.capacity : state.booked <= state.capacity {
        state.booked += 1
      }
    case .cancel:
      if state.booked > 0 { state.booked -= 1 }
    case .reset:
      state.booked = 0
    }
    return .none
  }
}

/// Looks something up after a second on the clock. The planted bug: a new request does not cancel the
/// one in flight, so its response, arriving after the new request, is shown as the latest.
struct Lookup: Reducer {
  struct State: Equatable {
    var latestRequest = 0
    var result: Int?
    var isLoading = false
  }

  enum Action: Equatable {
    case search
    /// Advances the test clock by a second: how an exploration lets time pass.
    case advanceClock
    case response(Int)
  }

  enum CancelID { case search }

  var isFixed = false
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .search:
      state.latestRequest += 1
      state.isLoading = true
      return .run { [request = state.latestRequest, clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.response(request))
      }
      .cancellable(id: CancelID.search, cancelInFlight: isFixed)
    case .advanceClock:
      return .run { [clock] _ in await (clock as? TestClock)?.advance(by: .seconds(1)) }
    case .response(let request):
      state.result = request
      state.isLoading = false
      return .none
    }
  }

  /// A response to another request than the latest, shown as if it answered it.
  static func invariant(_ state: State) throws {
    if let result = state.result, result != state.latestRequest, !state.isLoading {
      throw InvariantViolation(
        "shows the response to request \(result), but request \(state.latestRequest) is the latest")
    }
  }
}

/// A screen on ``Trail``'s stack, which closes itself.
struct TrailPage: Reducer {
  struct State: Equatable {
    var title: String
  }

  enum Action: Equatable {
    case closeTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .dismiss
  }
}

/// A stack of pages with a breadcrumb for each. The planted bug: a page that closes itself is popped from
/// the stack, but its breadcrumb stays.
struct Trail: Reducer {
  struct State: Equatable {
    var path = StackState<TrailPage.State>()
    var breadcrumbs: [String] = []
  }

  enum Action: Equatable {
    case open(String)
    case back
    case path(StackAction<TrailPage.State, TrailPage.Action>)

    var path: StackAction<TrailPage.State, TrailPage.Action>? {
      if case .path(let action) = self { action } else { nil }
    }
  }

  var isFixed = false

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .open(let title):
        state.path.append(TrailPage.State(title: title))
        state.breadcrumbs.append(title)
      case .back:
        state.path.popLast()
        if !state.breadcrumbs.isEmpty { state.breadcrumbs.removeLast() }
      case .path(.popFrom(let id)):
        if isFixed, let index = state.path.ids.firstIndex(of: id) {
          state.breadcrumbs.removeSubrange(index...)
        }
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: Action.path, extract: \.path) {
      TrailPage()
    }
  }

  /// What a user can do: open a page (up to three), go back, close a page on the stack.
  static func actions(_ state: State) -> [Action] {
    (state.path.count < 3 ? [.open("a")] : []) + (state.path.isEmpty ? [] : [.back])
      + state.path.ids.map { .path(.element(id: $0, action: .closeTapped)) }
  }

  /// One breadcrumb for each page on the stack.
  static func invariant(_ state: State) throws {
    if state.breadcrumbs.count != state.path.count {
      throw InvariantViolation("\(state.breadcrumbs.count) breadcrumbs for \(state.path.count) pages")
    }
  }
}

/// Counts taps, and counts them again when the `.send` effect each tap returns comes back: the states
/// after a tap and after its echo differ.
struct Echo: Reducer {
  struct State: Equatable {
    var taps = 0
    var echoes = 0
  }

  enum Action: Equatable {
    case tap
    case echo
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.taps += 1
      return .send(.echo)
    case .echo:
      state.echoes += 1
      return .none
    }
  }
}

/// A timer that ticks every second and never stops: on an `ImmediateClock` it feeds actions back
/// without end.
struct EndlessTimer: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// Loads once the count reaches 2, with an effect whose error nothing catches: a runtime warning.
struct CountingLoader: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case load
  }

  struct Failure: Error {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .load:
      guard state.count >= 2 else { return .none }
      return .run { _ in throw Failure() }
    }
  }
}

extension SeatBooking {
  /// No more bookings than seats.
  static func invariant(_ state: State) throws {
    if state.booked > state.capacity {
      throw InvariantViolation("\(state.booked) seats booked for \(state.capacity)")
    }
  }
}

/// Reads a dependency that has no test value, whatever it is sent.
struct UnsetDependencyReader: Reducer {
  struct State: Equatable {
    var reads = 0
  }

  enum Action: Equatable {
    case read
  }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    _ = uuid()
    state.reads += 1
    return .none
  }
}

/// Answers a ping a second later, on the clock, without changing the state until the answer arrives:
/// the state after `.ping` is the initial one, with an answer in flight.
struct DelayedPing: Reducer {
  struct State: Equatable {
    var pongs = 0
  }

  enum Action: Equatable {
    case ping
    case advanceClock
    case pong
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.pong)
      }
    case .advanceClock:
      return .run { [clock] _ in await (clock as? TestClock)?.advance(by: .seconds(1)) }
    case .pong:
      state.pongs += 1
      return .none
    }
  }
}

/// Counts, and closes itself: a feature under exploration that dismisses itself takes no more actions.
struct Closable: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case close
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .close:
      return .dismiss
    }
  }
}

/// Answers a tap with an action that carries a class instance: an action that is not `Equatable`, with a
/// payload a test cannot write as Swift.
struct Ringer: Reducer {
  final class Bell: Sendable {
    let tone: Int

    init(tone: Int) {
      self.tone = tone
    }
  }

  struct State: Equatable {
    var rings = 0
  }

  enum Action {
    case tap
    case ring(Bell)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      return .send(.ring(Bell(tone: 440)))
    case .ring:
      state.rings += 1
      return .none
    }
  }
}
