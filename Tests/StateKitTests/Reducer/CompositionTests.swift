import StateKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct CompositionTests {
  enum Action: Equatable, Sendable { case go, fromFirst, fromSecond }

  @Test func combinedReducersRunInOrderOnTheSameStateAndMergeTheirEffects() async {
    let store = Store(initialState: [String]()) {
      CombineReducers {
        Reduce<[String], Action> { log, action in
          log.append("first \(action)")
          return action == .go ? .run { send in await send(.fromFirst) } : .none
        }
        Reduce<[String], Action> { log, action in
          // Sees what the first reducer wrote.
          log.append("second after \(log.count) entries")
          return action == .go ? .send(.fromSecond) : .none
        }
      }
    }

    await store.send(.go).finish()

    #expect(
      store.state == [
        "first go", "second after 1 entries",
        "first fromSecond", "second after 3 entries",
        "first fromFirst", "second after 5 entries",
      ]
    )
  }

  struct Feature: Reducer {
    var isLogging: Bool

    var body: some Reducer<[String], Action> {
      Reduce { log, action in
        log.append("core")
        return .none
      }
      if isLogging {
        Reduce { log, action in
          log.append("log \(action)")
          return .none
        }
      } else {
        EmptyReducer()
      }
    }
  }

  @Test func aBodyBuildsItsReducersWithConditions() {
    let logging = Store(initialState: [], reducer: Feature(isLogging: true))
    let quiet = Store(initialState: [], reducer: Feature(isLogging: false))
    logging.send(.go)
    quiet.send(.go)
    #expect(logging.state == ["core", "log go"])
    #expect(quiet.state == ["core"])
  }

  @Test func anEmptyBodyChangesNothing() {
    struct Nothing: Reducer {
      var body: some Reducer<Int, Action> {}
    }
    let store = Store(initialState: 7, reducer: Nothing())
    store.send(.go)
    #expect(store.state == 7)
  }
}
