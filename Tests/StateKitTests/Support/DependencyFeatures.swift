import StateKit

// Dependencies and features for the dependency tests: a greeting with all three values, a key with only a
// live value, and a leaf feature that reads the greeting in its reducer, in its effects, on another actor
// and in child tasks, under a root that overrides it for one child only.

/// A dependency with a live, a test and a preview value.
enum GreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
  static let previewValue = "preview"
}

/// A dependency with a live value only: a test store that reads it without setting it fails the test.
enum FarewellKey: DependencyKey {
  static let liveValue = "goodbye"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }

  var farewell: String {
    get { self[FarewellKey.self] }
    set { self[FarewellKey.self] = newValue }
  }
}

/// Reads the greeting on an actor of its own: the values of the effect that calls it must follow it there.
actor GreetingReader {
  func read() -> String {
    @Dependency(\.greeting) var greeting
    return greeting
  }
}

/// A leaf feature that records the greeting it reads, where it reads it.
struct Greeter: Reducer {
  struct State: Equatable {
    var greetings: [String] = []
  }

  enum Action: Equatable, Sendable {
    /// Reads the greeting in the reducer.
    case greet
    /// Reads the greeting in an effect's task.
    case greetInEffect
    /// Reads the greeting in an effect: in its task, on another actor, in an unstructured task, in an
    /// `async let` and in a task group.
    case greetLater
    case greeted([String])
    /// Reads the farewell, which has no test value.
    case sayGoodbye
    /// Reads the farewell in an effect.
    case sayGoodbyeLater
  }

  @Dependency(\.greeting) var greeting
  @Dependency(\.farewell) var farewell

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .greet:
      state.greetings.append(greeting)
      return .none
    case .greetInEffect:
      return .run { send in
        await send(.greeted([greeting]))
      }
    case .greetLater:
      return .run { send in
        let inEffect = greeting
        let onAnotherActor = await GreetingReader().read()
        let inTask = await Task { greeting }.value
        async let inAsyncLet = GreetingReader().read()
        let inGroup = await withTaskGroup(of: String.self) { group in
          group.addTask { await GreetingReader().read() }
          return await group.next() ?? ""
        }
        await send(.greeted([inEffect, onAnotherActor, inTask, await inAsyncLet, inGroup]))
      }
    case .greeted(let greetings):
      state.greetings += greetings
      return .none
    case .sayGoodbye:
      state.greetings.append(farewell)
      return .none
    case .sayGoodbyeLater:
      return .run { send in
        await send(.greeted([farewell]))
      }
    }
  }
}

/// Two greeters, the second with its own greeting.
struct TwoGreeters: Reducer {
  struct State: Equatable {
    var first = Greeter.State()
    var second = Greeter.State()
    var greetings: [String] = []
  }

  enum Action: Equatable, Sendable {
    case first(Greeter.Action)
    case second(Greeter.Action)
    /// The root reads the greeting itself.
    case greet

    var first: Greeter.Action? { if case .first(let action) = self { action } else { nil } }
    var second: Greeter.Action? { if case .second(let action) = self { action } else { nil } }
  }

  @Dependency(\.greeting) var greeting

  var body: some Reducer<State, Action> {
    Scope(state: \.first, action: Action.first, extract: \.first) {
      Greeter()
    }
    Scope(state: \.second, action: Action.second, extract: \.second) {
      Greeter()
        .dependency(\.greeting, "second's own")
    }
    Reduce { state, action in
      if case .greet = action { state.greetings.append(greeting) }
      return .none
    }
  }
}
