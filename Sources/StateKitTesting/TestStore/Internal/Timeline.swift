import StateKit

/// Everything the test store's store processed that no step of the test has accounted for yet, in order,
/// each action with the state just before it and the state it left.
///
/// The store reduces every action when it arrives, as a `Store` does; the timeline keeps what each one
/// did, so that `send` asserts the state its action left, and `receive` the state each action an effect
/// fed back left, in order, however far the feature has run since.
@MainActor
final class Timeline<State, Action> {
  /// One action the store processed.
  ///
  /// A class: the timeline makes it when the store starts processing the action, completes it when the
  /// store is done, and links it after the entries waiting; a step takes it without copying its states.
  final class Entry {
    /// The action rendered for messages.
    var description: String { describe() }

    let action: Action
    /// Its place among the actions the store processed, counting from 1: what the effects it started
    /// know it by.
    let number: Int
    /// Renders the action for messages: rendering walks it with Mirror, so a sent action is rendered
    /// only if a message or an effect's origin needs it.
    let describe: () -> String
    /// Whether the test sent it (rather than an effect).
    let isSent: Bool
    /// Where the store says it came from: `.effect(startedBy:)` names the action whose effect sent it.
    let origin: ActionOrigin<Action>
    /// The `send` of the test whose work it belongs to: see ``TestStoreTask``.
    let group: Int
    /// The state just before the store processed it.
    let before: StateSnapshot<State>
    /// The state it left, and any dismissal the same run applied right after it; `before` until the
    /// store is done with it.
    fileprivate(set) var after: StateSnapshot<State>
    /// The entry processed after it, while both wait in the timeline.
    fileprivate var next: Entry?

    @inline(__always)
    init(
      action: Action, number: Int, describe: @escaping () -> String, isSent: Bool,
      origin: ActionOrigin<Action>, group: Int, before: StateSnapshot<State>
    ) {
      self.action = action
      self.number = number
      self.describe = describe
      self.isSent = isSent
      self.origin = origin
      self.group = group
      self.before = before
      self.after = before
    }
  }

  /// What the test is sending right now, until the store starts processing it.
  struct PendingSend {
    let group: Int
    let describe: () -> String
  }

  /// The oldest entry no step has taken yet: the entries wait in a list, each linked to the one after it,
  /// oldest first.
  private var first: Entry?
  /// The newest entry no step has taken yet.
  private var last: Entry?
  /// Every action an effect fed back, rendered, oldest first: what a failure lists as received.
  private(set) var history: [String] = []
  /// The descriptions of the entries of actions fed back by effects not yet taken, for the test store's
  /// `deinit`, which cannot reach the main actor.
  let unreceived = LockedState<[String]>([])
  /// Set by the test store around its store's `send`: the next action processed is the test's.
  var pendingSend: PendingSend?
  /// Where the step that runs now, or ran last, is: what a runaway of effects is reported at.
  var stepLocation: CodeLocation? {
    didSet { receivedSinceStep = 0 }
  }
  /// Told, once, when effects fed back more than ``maximumActionsPerStep`` actions since the last step.
  var onRunaway: (CodeLocation) -> Void = { _ in }
  /// How many actions effects fed back since the last step began.
  private var receivedSinceStep = 0
  /// The test's group of every piece of work the store has shown the probe.
  private var groups: [StoreTask: Int] = [:]
  /// The entry of the action being processed, until the store is done with it.
  private var current: Entry?
  /// How many of the entries waiting are actions fed back by effects.
  private var pendingReceivedCount = 0
  /// The state the store holds, as it last told: after the last action it processed, or the last
  /// dismissal it applied; `nil` until it processes one. Read it rather than the store's `state`, which
  /// starts observing the store.
  private(set) var latestState: State?
  /// How many actions the store has processed.
  private var processedCount = 0
  let ledger: EffectLedger
  let interceptor: EffectInterceptor<Action>

  init(ledger: EffectLedger, interceptor: EffectInterceptor<Action>) {
    self.ledger = ledger
    self.interceptor = interceptor
  }

  /// A probe that tells this timeline what the store does, with `dismissRoot` as what a dismissal of the
  /// feature under test does.
  func probe(dismissRoot: @escaping () -> Void) -> StoreProbe<State, Action> {
    // NB: `unowned`: the test store keeps the timeline for as long as its store, which keeps the probe.
    StoreProbe(
      willProcess: { [unowned self] action, origin, task, state in
        willProcess(action, origin: origin, task: task, state: state)
      },
      didProcess: { [unowned self] _, state in didProcess(state: state) },
      didDismiss: { [unowned self] state, followsAnAction in didDismiss(state: state, followsAnAction) },
      dismissRoot: dismissRoot
    )
  }

  /// How many actions effects may feed back between two steps of the test before the test store stops
  /// them: far more than a feature that ends its own work sends, and few enough to fail fast.
  static var maximumActionsPerStep: Int { 10_000 }

  // MARK: - Taking entries

  /// The state the next entry starts from: the state before it, or the store's state if there is none.
  /// It differs from what the test last accounted for when something changed the state between steps.
  @inline(__always)
  func base(current state: State) -> StateSnapshot<State> {
    first?.before ?? StateSnapshot(state)
  }

  /// Takes every entry out of the timeline, oldest first.
  func takeAll() -> [Entry] {
    var entries: [Entry] = []
    while let entry = takeFirst() { entries.append(entry) }
    return entries
  }

  /// Takes the oldest entry out of the timeline.
  func takeFirst() -> Entry? {
    guard let entry = first else { return nil }
    first = entry.next
    entry.next = nil
    if first == nil { last = nil }
    if !entry.isSent {
      pendingReceivedCount -= 1
      unreceived.withLock { _ = $0.removeFirst() }
    }
    return entry
  }

  /// The descriptions of the actions fed back by effects that no step took yet.
  var pendingReceived: [String] {
    unreceived.withLock { $0 }
  }

  /// Whether an action fed back by an effect waits for the test.
  var hasPendingReceived: Bool {
    pendingReceivedCount > 0
  }

  // MARK: - What the store tells

  private func willProcess(_ action: Action, origin: ActionOrigin<Action>, task: StoreTask, state: State) {
    let group: Int
    let describe: () -> String
    let isSent: Bool
    if let send = pendingSend {
      pendingSend = nil
      group = send.group
      groups[task] = group
      describe = send.describe
      isSent = true
    } else {
      group = groups[task] ?? 0
      let description = StateKitTesting.describe(action)
      describe = { description }
      isSent = false
    }
    processedCount += 1
    // NB: Effects the reducer starts now register with the ledger under this group and origin.
    interceptor.origin = EffectOrigin(
      describe: describe, group: group,
      step: EffectStep(entry: processedCount, location: stepLocation, isSent: isSent))
    current = Entry(
      action: action, number: processedCount, describe: describe, isSent: isSent, origin: origin,
      group: group, before: StateSnapshot(state))
  }

  private func didProcess(state: State) {
    latestState = state
    guard let entry = current else { return }
    current = nil
    entry.after = StateSnapshot(state)
    if let last { last.next = entry } else { first = entry }
    last = entry
    if !entry.isSent {
      pendingReceivedCount += 1
      history.append(entry.description)
      unreceived.withLock { $0.append(entry.description) }
      ledger.actionReceived()
      receivedSinceStep += 1
      if receivedSinceStep == Self.maximumActionsPerStep + 1, let stepLocation { onRunaway(stepLocation) }
    }
  }

  private func didDismiss(state: State, _ followsAnAction: Bool) {
    latestState = state
    // NB: A dismissal applied right after an action of the same run is part of what that action did; one
    // that arrived on its own is a change between steps, which the next step finds. The entry of the
    // last action processed still waits for the test as long as the list is not empty: it is the newest.
    guard followsAnAction, let last else { return }
    last.after = StateSnapshot(state)
  }
}
