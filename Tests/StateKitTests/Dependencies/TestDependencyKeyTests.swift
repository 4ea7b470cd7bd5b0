import StateKit
import StateKitTesting
import Testing

/// A key that conforms to `TestDependencyKey` only, as swift-dependencies lets an interface module declare
/// one, with a `testValue` and a `previewValue` but no `liveValue`.
struct TriviaClient: Sendable {
  var fetch: @Sendable (Int) -> String
}

extension TriviaClient: TestDependencyKey {
  static let testValue = TriviaClient { "\($0) is a test number." }
  static let previewValue = TriviaClient { "\($0) is a preview number." }
}

/// A key with a test value only: its preview value is its test value.
private enum TestOnlyGreetingKey: TestDependencyKey {
  static let testValue = "hello from the test"
}

extension DependencyValues {
  var triviaClient: TriviaClient {
    get { self[TriviaClient.self] }
    set { self[TriviaClient.self] = newValue }
  }

  fileprivate var testOnlyGreeting: String {
    get { self[TestOnlyGreetingKey.self] }
    set { self[TestOnlyGreetingKey.self] = newValue }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TestDependencyKeyTests {
  struct Facts: Reducer {
    @Dependency(\.triviaClient) var triviaClient

    func reduce(into state: inout [String], action: Int) -> Effect<Int> {
      state.append(triviaClient.fetch(action))
      return .none
    }
  }

  @Test func aTestStoreReadsTheTestValue() async {
    let store = TestStore(initialState: [], reducer: Facts())
    await store.send(1) { $0 = ["1 is a test number."] }
  }

  @Test func aTestStoreTakesTheValueTheTestSets() async {
    let store = TestStore(initialState: [], reducer: Facts()) {
      $0.triviaClient = TriviaClient { "\($0) is set." }
    }
    await store.send(2) { $0 = ["2 is set."] }
  }

  @Test func aPreviewStoreReadsThePreviewValueOrElseTheTestValue() {
    @Dependency(\.testOnlyGreeting) var greeting
    let store = Store(initialState: [], reducer: Facts()) {
      $0.context = .preview
    }
    store.send(3)
    #expect(store.state == ["3 is a preview number."])
    let previewGreeting = withDependencies {
      $0.context = .preview
    } operation: {
      greeting
    }
    #expect(previewGreeting == "hello from the test")
  }

  @Test func aLiveStoreGetsTheTestValueAndAWarningThatNamesTheKey() async {
    let store = withLiveDefaults { Store(initialState: [], reducer: Facts()) }
    let warnings = await withRuntimeWarnings {
      withLiveDefaults { _ = store.send(4) }
    }
    #expect(store.state == ["4 is a test number."])
    // NB: The live value is made once per process, so warned about once: no other test reads it live.
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("TriviaClient was read by a store in the live context") == true)
    #expect(warnings.first?.contains("is a TestDependencyKey, with no live value") == true)
  }

  @Test func aLiveStoreGetsTheValueSetWhereItIsCreated() {
    let store = Store(initialState: [], reducer: Facts()) {
      $0.triviaClient = TriviaClient { "\($0) is live." }
    }
    store.send(5)
    #expect(store.state == ["5 is live."])
  }

  @Test func aDependencyKeyIsStillATestDependencyKey() {
    func testValue<Key: TestDependencyKey>(of _: Key.Type) -> Key.Value { Key.testValue }
    #expect(testValue(of: LiveAndTestGreetingKey.self) == "test")
    withLiveDefaults {
      @Dependency(\.liveGreeting) var greeting
      #expect(greeting == "live")
    }
    #expect(LiveAndTestGreetingKey.previewValue == "live")
  }
}

private enum LiveAndTestGreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var liveGreeting: String {
    get { self[LiveAndTestGreetingKey.self] }
    set { self[LiveAndTestGreetingKey.self] = newValue }
  }
}
