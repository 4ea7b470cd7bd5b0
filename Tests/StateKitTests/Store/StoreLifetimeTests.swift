import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct StoreLifetimeTests {
  struct State { var child = 0 }
  enum Action: Sendable { case start, child(Int), received }

  @Test func aRootStoreAndItsScopesAreFreedWhenTheLastReferenceGoes() {
    weak var weakRoot: Store<State, Action>?
    weak var weakChild: Store<Int, Int>?
    do {
      let root = Store(initialState: State()) {
        Reduce<State, Action> { state, action in
          if case .child(let amount) = action { state.child += amount }
          return .none
        }
      }
      let child = root.scope(state: \.child, action: Action.child)
      let token = root.observeChanges { _ in _ = child.state }
      child.send(1)
      token.cancel()
      weakRoot = root
      weakChild = child
      #expect(weakRoot != nil)
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
  }

  /// `.start` and `.child` start an effect that sends `.received` once `proceed` opens; `.child` adds its
  /// amount to the child state, `.received` adds 100.
  func reducer(releasedBy proceed: Gate) -> Reduce<State, Action> {
    Reduce { state, action in
      switch action {
      case .received:
        state.child += 100
        return .none
      case .child(let amount):
        state.child += amount
      case .start:
        break
      }
      return .run { send in
        await proceed.wait()
        await send(.received)
      }
    }
  }

  @Test func aScopedStoreKeepsItsRootAliveAndGoingAwayCancelsNothing() async {
    let proceed = Gate()
    let childStore: Store<Int, Int>
    let task: StoreTask
    do {
      let root = Store(initialState: State(), reducer: reducer(releasedBy: proceed))
      childStore = root.scope(state: \.child, action: Action.child)
      task = root.send(.start)
    }
    // The root `Store` object is gone, but the scoped store still reads and drives the same state.
    proceed.open()
    await task.finish()
    #expect(childStore.state == 100)
  }

  @Test func releasingAScopedStoreCancelsNothingItsActionsStarted() async {
    let proceed = Gate()
    let root = Store(initialState: State(), reducer: reducer(releasedBy: proceed))
    weak var weakChild: Store<Int, Int>?
    var task: StoreTask?
    do {
      let child = root.scope(state: \.child, action: Action.child)
      task = child.send(1)
      weakChild = child
    }
    #expect(weakChild == nil)

    proceed.open()
    await task?.finish()

    // The effect belonged to the root: it ran to the end and its action was processed.
    #expect(root.child == 101)
  }

  @Test func releasingTheRootStoreCancelsEveryEffectItStarted() async {
    let started = Gate()
    let cancelled = Gate()
    var store: Store<State, Action>? = Store(initialState: State()) {
      Reduce<State, Action> { _, action in
        guard case .start = action else { return .none }
        return .run { _ in
          started.open()
          await waitForCancellation()
          cancelled.open()
        }
      }
    }
    weak let weakStore = store
    store?.send(.start)
    await started.wait()

    store = nil

    #expect(weakStore == nil)
    await cancelled.wait()
  }

  @Test func anEffectThatSendsAfterItsStoreIsGoneIsIgnoredWithAWarning() async {
    let proceed = Gate()
    let finished = Gate()
    let warnings = await withRuntimeWarnings {
      var store: Store<State, Action>? = Store(initialState: State()) {
        Reduce<State, Action> { _, action in
          guard case .start = action else { return .none }
          return .run { send in
            await proceed.wait()
            // Ignores cancellation on purpose: the misuse under test.
            await send(.received)
            finished.open()
          }
        }
      }
      store?.send(.start)
      store = nil
      proceed.open()
      await finished.wait()
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("received") == true)
    #expect(warnings.first?.contains("after its store was deallocated") == true)
    #expect(warnings.first?.contains("StoreLifetimeTests.swift") == true)
    #expect(warnings.first?.contains("start") == true)
  }
}
