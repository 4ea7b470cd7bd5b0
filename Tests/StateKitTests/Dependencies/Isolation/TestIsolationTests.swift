import StateKit
import StateKitTesting
import Testing

/// Proves that every Swift Testing test, and every case of a parameterized one, running in parallel, has
/// its own storages and cached dependency values, with nothing to write: `@Shared` values declared in
/// the test and the plain stores it creates see only the test's values. Each case counts its own number
/// of taps and expects exactly that: a storage shared with any other test of the process would hold more.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TestIsolationTests {
  @Test(arguments: 1...6) func inMemoryValuesAreTheTestsOwn(taps: Int) async {
    @Shared(.inMemory("isolation.count")) var count = 0
    let (first, second) = await tapTwoStores(taps)
    #expect(count == 2 * taps)
    #expect(first.state.inMemory == 2 * taps)
    #expect(second.state.inMemory == 2 * taps)
  }

  @Test(arguments: 1...6) func filesAreTheTestsOwn(taps: Int) async {
    @Shared(.fileStorage(IsolatedCounter.url)) var count = 0
    let (first, second) = await tapTwoStores(taps)
    #expect(count == 2 * taps)
    #expect(first.state.file == 2 * taps)
    #expect(second.state.file == 2 * taps)
  }

  @Test(arguments: 1...6) func userDefaultsAreTheTestsOwn(taps: Int) async {
    @Shared(.appStorage("isolation.count")) var count = 0
    let (first, second) = await tapTwoStores(taps)
    #expect(count == 2 * taps)
    #expect(first.state.defaults == 2 * taps)
    #expect(second.state.defaults == 2 * taps)
  }

  @Test func aTestWithoutParametersCountsItsOwnTaps() async {
    @Shared(.inMemory("isolation.count")) var count = 0
    _ = await tapTwoStores(7)
    #expect(count == 14)
  }

  @Test func anotherTestWithoutParametersCountsItsOwnTaps() async {
    @Shared(.inMemory("isolation.count")) var count = 0
    _ = await tapTwoStores(8)
    #expect(count == 16)
  }

  /// Creates two plain stores of the counter and taps each `taps` times, letting the other tests run
  /// between taps.
  private func tapTwoStores(
    _ taps: Int
  ) async -> (
    Store<IsolatedCounter.State, IsolatedCounter.Action>, Store<IsolatedCounter.State, IsolatedCounter.Action>
  ) {
    let first = Store(initialState: IsolatedCounter.State()) { IsolatedCounter() }
    let second = Store(initialState: IsolatedCounter.State()) { IsolatedCounter() }
    for _ in 0..<taps {
      first.send(.increment)
      await Task.yield()
      second.send(.increment)
      await Task.yield()
    }
    return (first, second)
  }

  @Test func theTestsChildTasksSeeItsStorage() async {
    @Shared(.inMemory("isolation.child")) var count = 0
    $count.withLock { $0 = 100 }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          @Shared(.inMemory("isolation.child")) var count = 0
          $count.withLock { $0 += 1 }
        }
      }
    }
    async let fromAsyncLet = Shared(wrappedValue: 0, .inMemory("isolation.child")).wrappedValue
    let fromUnstructuredTask = await Task {
      Shared(wrappedValue: 0, .inMemory("isolation.child")).wrappedValue
    }
    .value
    #expect(count == 104)
    #expect(await fromAsyncLet == 104)
    #expect(fromUnstructuredTask == 104)
  }

  @Test(arguments: 1...4) func cachedDependencyValuesAreTheTestsOwn(uses: Int) {
    @Dependency(\.useCounter) var counter
    var last = 0
    for _ in 0..<uses {
      last = counter.use()
    }
    #expect(last == uses)
  }

  @Test func aPlainStoreUsesTestValuesInATest() {
    #expect(TestDependencyScopes.shared != nil, "StateKitTesting's CurrentTest is found by its name")
    @Dependency(\.context) var context
    #expect(context == .test)
    let live = withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.context) var context
      return context
    }
    #expect(live == .live)
  }

  @Test func aTestStoreSharesTheTestsStorage() async {
    @Shared(.inMemory("stats")) var stats = Stats(count: 5)
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.increment) {
      $0.child.stats.count = 6
    }
    #expect(stats.count == 6)
  }
}
