import StateKit

/// Turns the model's state into a view state and view actions into the model's: what the model-based
/// test's connected stores show and send.
struct SummaryConnector: Connector {
  struct ViewState: Equatable {
    var total: Int
    var rowCount: Int
    var hasDetail: Bool
  }

  enum ViewAction {
    case bump
    case addRow(Int)
  }

  func connect(state: ModelFeature.State) -> ViewState {
    ViewState(
      total: state.counters.a + state.counters.b, rowCount: state.rows.count, hasDetail: state.detail != nil)
  }

  func connect(action: ViewAction) -> ModelFeature.Action {
    switch action {
    case .bump: .counters(.addA(1))
    case .addRow(let id): .insertRow(id: id, value: 0)
    }
  }
}

/// A store of the model-based test other than the root, kept for a while to send actions through.
@MainActor
struct Sender {
  /// Sends a random action through the store; the run checks what the root processed.
  let send: @MainActor (ModelRun) -> Void
}

extension ModelRun {
  /// Row ids come from a small range, so rows are removed and inserted again under the same id.
  static let rowIDs = 0..<6

  /// A random action for the root store.
  func randomAction() -> Action {
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<3: .counters(.addA(Int.random(in: -2...3, using: &random)))
    case 3: .counters(.setA(Int.random(in: 0...3, using: &random)))
    case 4..<6: .counters(.addB(Int.random(in: 0...1, using: &random)))
    case 6..<8: .insertRow(id: randomRowID(), value: Int.random(in: 0...2, using: &random))
    case 8: .removeRow(id: randomRowID())
    case 9: .row(id: randomRowID(), action: randomRowAction())
    case 10: Bool.random(using: &random) ? .bumpRows : .replaceRows
    case 11: .showDetail(["a", "b"].randomElement(using: &random)!)
    case 12: .hideDetail
    case 13: .detail(randomDetailAction())
    case 14: .chain(Int.random(in: 0...20, using: &random))
    case 15: .fanOut(Int.random(in: 0...5, using: &random))
    default: newRun()
    }
  }

  func randomRowID() -> Int { Int.random(in: Self.rowIDs, using: &random) }

  func randomRowAction() -> ModelFeature.RowAction {
    Bool.random(using: &random)
      ? .add(Int.random(in: 0...2, using: &random)) : .set(Int.random(in: 0...2, using: &random))
  }

  func randomDetailAction() -> ModelFeature.DetailAction {
    Bool.random(using: &random) ? .tap : .retitle(["a", "b"].randomElement(using: &random)!)
  }

  /// A `.run` action with a fresh serial.
  func newRun() -> Action {
    nextSerial += 1
    return .run(
      serial: nextSerial, count: Int.random(in: 0...6, using: &random), alsoSends: Bool.random(using: &random)
    )
  }

  func sendThroughRandomSender() {
    guard let sender = senders.randomElement(using: &random) else { return }
    sender.send(self)
  }

  /// Keeps a new scoped, connected, row or detail store to send actions through.
  func addRandomSender() {
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      let counters = root.scope(state: \.counters, action: Action.counters)
      senders.append(
        Sender { run in
          let action = run.randomCountersAction()
          run.send(.counters(action), to: "counters") { counters.send($0.counters!) }
          run.check(counters.state == run.reference.state.counters, "the counters store is stale")
        })
    case 1:
      let b = root.scope(state: \.counters, action: Action.counters)
        .scope(state: \.b, action: ModelFeature.CountersAction.addB)
      senders.append(
        Sender { run in
          run.send(.counters(.addB(1)), to: "nested b") { _ in b.send(1) }
          run.check(b.state == run.reference.state.counters.b, "the nested b store is stale")
        })
    case 2:
      let summary = root.connect(using: SummaryConnector())
      senders.append(
        Sender { run in
          let id = run.randomRowID()
          let bump = Bool.random(using: &run.random)
          let viewAction: SummaryConnector.ViewAction = bump ? .bump : .addRow(id)
          run.send(SummaryConnector().connect(action: viewAction), to: "connected") { _ in
            summary.send(viewAction)
          }
          run.check(
            summary.state == SummaryConnector().connect(state: run.reference.state),
            "the connected store is stale")
        })
    case 3:
      let id = randomRowID()
      guard let row = root.scope(state: \.rows, id: id, action: Action.row) else { return }
      let since = version
      senders.append(
        Sender { run in
          let action = run.randomRowAction()
          let exists = run.log.history[since...].allSatisfy { $0.rows[id: id] != nil }
          run.sendToOptional(.row(id: id, action: action), exists: exists) {
            row.send(action)
          }
        })
    default:
      guard let detail = root.scope(state: \.detail, action: Action.detail) else { return }
      let since = version
      senders.append(
        Sender { run in
          let action = run.randomDetailAction()
          let exists = run.log.history[since...].allSatisfy { $0.detail != nil }
          run.sendToOptional(.detail(action), exists: exists) {
            detail.send(action)
          }
        })
    }
  }

  func randomCountersAction() -> ModelFeature.CountersAction {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: .addA(Int.random(in: -1...2, using: &random))
    case 1: .setA(Int.random(in: 0...3, using: &random))
    default: .addB(1)
    }
  }

  /// Sends through a store of optional state: processed as `action` while the instance it was made for
  /// exists, ignored with a warning once it is gone (even if another instance took its place).
  func sendToOptional(_ action: Action, exists: Bool, send: () -> StoreTask) {
    guard exists else {
      let processedBefore = log.processed.count
      _ = send()
      expectedWarnings += 1
      check(
        log.processed.count == processedBefore, "an action sent to a store whose state is gone was processed")
      return
    }
    self.send(action, to: "optional") { _ in send() }
  }
}
