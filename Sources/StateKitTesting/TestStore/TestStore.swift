public import StateKit

/// Runs a feature in a test step by step, and fails the test for anything it did that the test did not
/// assert.
///
/// A test store runs the feature in a real `Store`, exactly as an app does: every action an effect feeds
/// back (with `send` in a `.run`, or a `.send` effect) is reduced when it arrives, in the order the effects
/// sent it, dismissals included. The test store keeps, for each one, the state it left, so the test
/// receives the actions in order and asserts each one's state, however far the feature has run since:
///
/// ```swift
/// @MainActor @Test func loadingAFact() async {
///   let store = TestStore(initialState: Counter.State()) {
///     Counter()
///   } withDependencies: {
///     $0.numberFact = { "\($0) is a good number." }
///   }
///   await store.send(.incrementTapped) { $0.count = 1 }
///   await store.send(.factTapped)
///   await store.receive(.factLoaded("1 is a good number.")) { $0.fact = "1 is a good number." }
/// }
/// ```
///
/// The closure after an action describes the *expected* state: it receives the state as it was before the
/// action, and the store compares what it makes of it with the real state.
///
/// The feature runs with test dependencies: the values the test sets, where it creates the store or in
/// ``dependencies`` between steps, and otherwise each key's test value. A dependency read with neither
/// fails the test, saying what to set.
///
/// The initial state is built with the test's dependencies in force: a `@Dependency(\.uuid)` read while
/// building it draws from the test's generator.
///
/// `State` need not be `Equatable`: a state that is not is compared structurally, as the failure diff
/// reads it.
///
/// With ``exhaustivity`` on (the default), the test fails when the state changed and the test did not say
/// how, when an action fed back by an effect was not received before the next step, and when an effect is
/// still running at the end of the test (when the store is deallocated, or at ``finish(timeout:fileID:filePath:line:column:)``).
/// Failures are reported to Swift Testing inside a Swift Testing test and with `XCTFail` inside an XCTest
/// test, at the line of the step that failed.
///
/// When a step (`send`, `receive`, or a `TestClock` advance) returns, every effect the store started has
/// run until it ended or waits on something outside the store: a test clock's sleep, a continuation,
/// another actor's work. Waiting on such work is event-driven: `receive(_:assert:)` returns as soon as
/// the action arrives, and fails as soon as no effect is left that could send it. ``timeout`` only bounds
/// a wait on effects that keep running without sending anything.
@MainActor
public final class TestStore<State, Action> {
  /// How much of the feature's behaviour the test must assert: see ``Exhaustivity``. `.on` by default.
  ///
  /// Change it at any point of the test; it applies from the next step.
  public var exhaustivity: Exhaustivity<State> = .on {
    didSet { syncEndOfTestSettings() }
  }

  /// The longest the store waits for effects that are running but not sending anything: in
  /// `receive(_:assert:)`, ``finish(timeout:fileID:filePath:line:column:)``
  /// and when the store is deallocated. 30 seconds by default.
  ///
  /// A safety net, not a schedule: the store's effects run within each step of the test, so it bounds
  /// only waits on work outside the store (a real network call, another actor), and a passing test never
  /// waits for it. Lower it to make a failing test that leaves such work running fail sooner.
  public var timeout: Duration = TestStore.defaultTimeout {
    didSet { syncEndOfTestSettings() }
  }

  /// The state after the last step the test asserted or skipped: what the test has accounted for.
  ///
  /// After `await store.send(.a) { $0.count = 1 }`, whose effect already fed back `.b`, `state.count` is
  /// 1 until the test receives `.b` (or skips it with ``skipReceivedActions(strict:fileID:filePath:line:column:)``),
  /// as in TCA; a non-exhaustive test reads it between steps. Read inside an assertion closure, it is the
  /// state before the step. The store keeps reducing what effects feed back meanwhile: ``liveState`` is
  /// what it holds now.
  ///
  /// ```swift
  /// await store.send(.incrementTapped) { $0.count = 1 }
  /// #expect(store.state.count == 1)
  /// ```
  public var state: State {
    assertedState.state
  }

  /// The state the store holds now, with every action effects fed back so far reduced, received by the
  /// test or not: ahead of ``state`` while actions wait to be received.
  public var liveState: State {
    store.state
  }

  /// Whether the feature under test dismissed itself: it returned `Effect.dismiss` or called
  /// `send.dismiss()` with no presentation around it, as a screen that closes itself does.
  ///
  /// Its effects were cancelled then; sending it an action afterwards fails the test.
  ///
  /// ```swift
  /// await store.send(.closeButtonTapped)
  /// #expect(store.isDismissed)
  /// ```
  public private(set) var isDismissed = false

  /// Generous: see ``timeout``.
  static var defaultTimeout: Duration { .seconds(30) }

  let runner: FeatureRunner<State, Action>
  let store: Store<State, Action>
  let interceptor: EffectInterceptor<Action>
  let timeline: Timeline<State, Action>
  let currentDependencies: CurrentDependencies
  let ledger: EffectLedger
  let location: CodeLocation
  let endOfTestSettings: LockedState<EndOfTestSettings>
  /// Compares two states: with `==` when `State` is `Equatable`, structurally otherwise.
  let comparison = StateComparison<State>()
  private var lastGroup = 0
  /// The state as the test last accounted for it: what the last step left, as the test asserted it. A
  /// change after it that no action made (an effect's `send.dismiss()` while the clock advanced) is one
  /// the test has not asserted.
  var assertedState: StateSnapshot<State>
  /// The test that created the store, if any: a step outside it fails (see `checkStillInItsTest`).
  /// StateKit's own tests set another to stand for a store leaked from another test.
  package var test: TestScope?
  /// The shared values a replayed step expects, as its recording kept them; `nil` outside a replay.
  var expectedSharedValues: SharedSnapshot?
  /// Whether a replay drives the steps: a recorded step that changed nothing still asserts its state.
  var isReplaying = false

  /// The dependencies the feature reads: test values, and the ones the test sets.
  ///
  /// Set one between steps; it applies from the next step, to the reducer and to the effects that step
  /// starts. Effects already running keep the values they started with.
  ///
  /// ```swift
  /// store.dependencies.numberFact = NumberFact { "\($0) is a slow number." }
  /// await store.send(.factTapped)
  /// ```
  public var dependencies: DependencyValues {
    get { currentDependencies.values }
    set { currentDependencies.values = newValue }
  }

  /// Creates a test store that owns `initialState` and runs `reducer`, with test dependencies.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in, built with the test's dependencies in force.
  ///   - reducer: The feature's reducer.
  ///   - fileID: The file of the call; failures found when the store is deallocated point at it. Leave the
  ///     default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState(), reducer: reducer, withDependencies: { _ in },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Creates a test store that owns `initialState` and runs `reducer`, with the dependencies
  /// `prepareDependencies` sets.
  ///
  /// The feature reads test values (``/StateKit/DependencyValues/context`` is `.test`), except the ones
  /// `prepareDependencies` sets. A dependency read with neither fails the test, saying what to set.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in, built with the test's dependencies in force.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Sets the dependencies the test controls: `{ $0.uuid = .incrementing }`.
  ///   - fileID: The file of the call; failures found when the store is deallocated point at it. Leave the
  ///     default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let dependencies = Self.dependencies(prepare: prepareDependencies)
    self.init(
      initialState: initialState, reducer: reducer, dependencies: dependencies,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Creates a test store that owns `initialState` and runs the reducer that `reducer` builds, with test
  /// dependencies.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Search.State()) {
  ///   Search()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in, built with the test's dependencies in force.
  ///   - reducer: Builds the feature's reducer.
  ///   - fileID: The file of the call; failures found when the store is deallocated point at it. Leave the
  ///     default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<State, Action> reducer: () -> R
  ) {
    self.init(
      initialState: initialState(), fileID: fileID, filePath: filePath, line: line, column: column,
      reducer: reducer, withDependencies: { _ in }
    )
  }

  /// Creates a test store that owns `initialState` and runs the reducer that `reducer` builds, with the
  /// dependencies `prepareDependencies` sets.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Search.State()) {
  ///   Search()
  /// } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  ///
  /// The feature reads test values (``/StateKit/DependencyValues/context`` is `.test`), except the ones
  /// `prepareDependencies` sets. A dependency read with neither fails the test, saying what to set. The
  /// reducer is built with those dependencies in force.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in, built with the test's dependencies in force.
  ///   - reducer: Builds the feature's reducer.
  ///   - prepareDependencies: Sets the dependencies the test controls: `{ $0.uuid = .incrementing }`.
  ///   - fileID: The file of the call; failures found when the store is deallocated point at it. Leave the
  ///     default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void
  ) {
    let dependencies = Self.dependencies(prepare: prepareDependencies)
    self.init(
      initialState: initialState, reducer: withDependencies({ $0 = dependencies }, operation: reducer),
      dependencies: dependencies,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private init<R: Reducer<State, Action>>(
    initialState: () -> State,
    reducer: R,
    dependencies: DependencyValues,
    location: CodeLocation
  ) {
    let runner = FeatureRunner(initialState: initialState, reducer: reducer, dependencies: dependencies)
    self.runner = runner
    self.ledger = runner.ledger
    self.interceptor = runner.interceptor
    self.timeline = runner.timeline
    self.currentDependencies = runner.currentDependencies
    self.store = runner.store
    self.location = location
    self.assertedState = StateSnapshot(runner.initialState)
    self.test = TestScope.current
    self.endOfTestSettings = LockedState(EndOfTestSettings(exhaustivity: .on, timeout: Self.defaultTimeout))
    timeline.stepLocation = location
    timeline.onRunaway = { [weak self] location in self?.stopRunawayEffects(at: location) }
    runner.onDismissRoot = { [weak self] in self?.dismissFeature() }
  }

  /// The dependencies a new test store starts with: test values, but for what `prepare` sets.
  private static func dependencies(prepare: (inout DependencyValues) -> Void) -> DependencyValues {
    FeatureRunner<State, Action>.testDependencies(prepare: prepare)
  }

  deinit {
    Self.reportEndOfTest(
      ledger: ledger,
      unreceived: timeline.unreceived,
      settings: endOfTestSettings.withLock { $0 },
      location: location
    )
  }

  // MARK: - Internals shared by the steps

  /// Sends `action` to the store, which reduces it and everything it feeds back synchronously; the
  /// effects it starts join `group` and run on the ledger's executor.
  ///
  /// A runtime warning the reducer or those effects raise (a child action for a missing element, an
  /// error no `catch:` handles) fails the test at `location`: the step that caused it. A test that
  /// expects one wraps the step in `withKnownIssue`. Where a handler is already in force (a test that
  /// collects the warnings itself), it gets them instead.
  func process(
    _ action: Action,
    description: @escaping () -> String,
    group: Int,
    at location: CodeLocation
  ) {
    timeline.stepLocation = location
    runner.process(
      action, description: description, group: group,
      warn: { message in TestFailure.record(message, at: location) })
  }

  /// Runs the effects until each has ended or waits on something outside the store: what every step
  /// does before it returns.
  func settle(at location: CodeLocation) async {
    timeline.stepLocation = location
    await ledger.settle()
  }

  /// Stops effects that keep feeding actions back without end (a timer on an `ImmediateClock` that
  /// nothing stops), and fails the test at the step that let them run: what the timeline does once
  /// effects fed back more than ``Timeline/maximumActionsPerStep`` actions since the last step.
  private func stopRunawayEffects(at location: CodeLocation) {
    let running = ledger.skipAll()
    // NB: An effect the test stopped waiting for may be the one that runs away: it is stopped too.
    ledger.cancelUntracked()
    TestFailure.record(
      FailureMessage.runawayEffects(
        received: Timeline<State, Action>.maximumActionsPerStep, running: running,
        last: timeline.history.suffix(3)),
      at: location
    )
  }

  /// Marks the feature dismissed and cancels its effects: what the root feature's own dismissal does.
  private func dismissFeature() {
    isDismissed = true
    store.cancelEffects()
  }

  /// A new group, for the effects of one `send`.
  func makeGroup() -> Int {
    lastGroup += 1
    return lastGroup
  }

  private func syncEndOfTestSettings() {
    let settings = EndOfTestSettings(exhaustivity: exhaustivity.mode, timeout: timeout)
    endOfTestSettings.withLock { $0 = settings }
  }
}

/// What the test store's `deinit` needs to know, kept where it can read it from any thread.
struct EndOfTestSettings: Sendable {
  var exhaustivity: ExhaustivityMode
  var timeout: Duration
}
