import StateKit
import StateKitTesting
import TestSupport
import Testing

/// Effects that fail in every way an effect can, started at random in one store: the store keeps
/// processing actions, each effect's `StoreTask.finish()` returns once (and only once) its work is over,
/// and nothing a cancelled effect sends reaches the reducer.
///
/// Sizes: 300 faulty effects at full size, 100 under ThreadSanitizer, 20 under valgrind. Failures print
/// the seed; `STATEKIT_SEED` replays one.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct EffectFaultTests {
  enum Fault: CaseIterable {
    /// Sends one action, then throws with no `catch:` handler: a runtime warning.
    case throwsUnhandled
    /// Sends one action, then throws into a `catch:` handler that sends another.
    case throwsCaught
    /// Sends one action, then waits to be cancelled, by `.cancel(id:)` or by its `StoreTask`, and tries
    /// to send another.
    case cancelledMidFlight
    /// Sends 2,000 actions as fast as it can.
    case floods
    /// Never finishes until it is cancelled.
    case neverFinishes
    /// Started by a store of its own, which is released while the effect runs; the effect ignores the
    /// cancellation and sends anyway: a runtime warning.
    case outlivesItsStore
  }

  struct Failure: Error {}

  struct State: Equatable {
    var ticks = 0
    /// Every action each effect (by serial) managed to send, counted.
    var sent: [Int: Int] = [:]
    var caught: Set<Int> = []
  }

  enum Action: Sendable {
    case start(Fault, serial: Int)
    /// Starts an effect that waits for `gate` and then sends, whether cancelled or not.
    case startIgnoringCancellation(serial: Int, gate: Gate)
    case cancel(serial: Int)
    case sent(serial: Int)
    case caught(serial: Int)
    case tick
  }

  /// An effect started and not yet ended, and for `outlivesItsStore`, its own store and the gate it waits
  /// for.
  struct OpenEffect {
    let serial: Int
    let fault: Fault
    let task: StoreTask
    var ownStore: Store<State, Action>?
    var gate = Gate()
  }

  nonisolated static let floodSize = 2_000

  /// The serials of the effects that waited to be cancelled, each added as the last thing its effect does.
  nonisolated static let ended = Recorder<Int>()

  static func reducer() -> Reduce<State, Action> {
    Reduce { state, action in
      switch action {
      case .start(let fault, let serial):
        return effect(for: fault, serial: serial)
      case .startIgnoringCancellation(let serial, let gate):
        return .run { send in
          await gate.wait()
          await send(.sent(serial: serial))
        }
      case .cancel(let serial):
        return .cancel(id: serial)
      case .sent(let serial):
        state.sent[serial, default: 0] += 1
      case .caught(let serial):
        state.caught.insert(serial)
      case .tick:
        state.ticks += 1
      }
      return .none
    }
  }

  static func effect(for fault: Fault, serial: Int) -> Effect<Action> {
    switch fault {
    case .throwsUnhandled:
      .run { send in
        await send(.sent(serial: serial))
        throw Failure()
      }
    case .throwsCaught:
      .run { send in
        await send(.sent(serial: serial))
        throw Failure()
      } catch: { _, send in
        await send(.caught(serial: serial))
      }
    case .cancelledMidFlight:
      .run { send in
        await send(.sent(serial: serial))
        await waitForCancellation()
        await send(.sent(serial: serial))  // cancelled: must be dropped
        ended.append(serial)
      }
      .cancellable(id: serial)
    case .floods:
      .run { send in
        for _ in 0..<floodSize { await send(.sent(serial: serial)) }
      }
    case .neverFinishes:
      .run { _ in
        await waitForCancellation()
        ended.append(serial)
      }
      .cancellable(id: serial)
    case .outlivesItsStore:
      .none  // started by a store of its own: see `startIgnoringCancellation`
    }
  }

  @Test func faultyEffectsLeaveTheStoreWorkingAndFinishReturnsWhenTheirWorkIsOver() async {
    let count = LoadScale.current.size(full: 300, threadSanitizer: 100, valgrind: 20)
    let seed = environmentSeed() ?? 0xFA17
    var random = SeededGenerator(seed: seed)
    let store = Store(initialState: State(), reducer: Self.reducer())
    var unhandled = 0
    var open: [OpenEffect] = []
    var outlived = 0

    let warnings = await withRuntimeWarnings {
      for serial in 0..<count {
        let fault = Fault.allCases.randomElement(using: &random)!
        if fault == .throwsUnhandled { unhandled += 1 }
        if fault == .outlivesItsStore {
          outlived += 1
          let gate = Gate()
          let ownStore = Store(initialState: State(), reducer: Self.reducer())
          let task = ownStore.send(.startIgnoringCancellation(serial: serial, gate: gate))
          open.append(OpenEffect(serial: serial, fault: fault, task: task, ownStore: ownStore, gate: gate))
        } else {
          open.append(
            OpenEffect(serial: serial, fault: fault, task: store.send(.start(fault, serial: serial))))
        }
        let ticks = store.ticks
        store.send(.tick)
        #expect(store.ticks == ticks + 1, "seed \(seed): the store stopped processing actions")
        for _ in 0..<Int.random(in: 0...2, using: &random) { await Task.yield() }
        // Now and then, end one of the effects still open, in a random order.
        if Int.random(in: 0..<3, using: &random) == 0, !open.isEmpty {
          let index = Int.random(in: open.indices, using: &random)
          await end(open.remove(at: index), in: store, seed: seed, using: &random)
        }
      }
      while !open.isEmpty {
        await end(open.removeLast(), in: store, seed: seed, using: &random)
      }
    }

    #expect(store.ticks == count, "seed \(seed)")
    let thrown = warnings.filter { $0.contains("threw an error no one handled") }.count
    let late = warnings.filter { $0.contains("after its store was deallocated") }.count
    #expect(
      thrown == unhandled && late == outlived && warnings.count == unhandled + outlived,
      "seed \(seed): \(thrown) and \(late) warnings for \(unhandled) unhandled errors and \(outlived) orphans"
    )
  }

  /// Ends one effect as its fault requires, checks that `finish()` returned when its work was over, and
  /// what it managed to send.
  private func end(
    _ effect: consuming OpenEffect,
    in store: Store<State, Action>,
    seed: UInt64,
    using random: inout SeededGenerator
  ) async {
    let (serial, fault, task) = (effect.serial, effect.fault, effect.task)
    switch fault {
    case .outlivesItsStore:
      weak let ownStore = effect.ownStore
      effect.ownStore = nil
      #expect(ownStore == nil, "seed \(seed): a store was kept alive by its running effect")
      effect.gate.open()
      await task.finish()
      return
    case .throwsUnhandled, .throwsCaught, .floods:
      await task.finish()
    case .cancelledMidFlight, .neverFinishes:
      // Until it is cancelled, finish() must not return: the waiter is inside `finish()` before the effect
      // is cancelled, and once `finish()` returns, the effect must have ended.
      let finished = Slot(false)
      let calling = Gate()
      let waiter = Task { @MainActor in
        calling.open()
        // NB: Runs on to its first suspension inside `finish()` before the test, which `open()` resumed,
        // gets the main actor back.
        await task.finish()
        finished.value = true
        return Self.ended.values.contains(serial)
      }
      await calling.wait()
      #expect(!finished.value, "seed \(seed): finish() returned while effect \(serial) was still running")
      if Bool.random(using: &random) { store.send(.cancel(serial: serial)) } else { task.cancel() }
      let hadEnded = await waiter.value
      #expect(hadEnded, "seed \(seed): finish() returned before effect \(serial) had ended")
    }
    let expectedSent =
      switch fault {
      case .throwsUnhandled, .throwsCaught: 1
      case .cancelledMidFlight: 1
      case .floods: Self.floodSize
      case .neverFinishes, .outlivesItsStore: 0
      }
    let sent = store.sent[serial, default: 0]
    let caught = store.caught.contains(serial)
    #expect(
      sent == expectedSent && caught == (fault == .throwsCaught),
      "seed \(seed): effect \(serial) (\(fault)) sent \(sent) actions, caught \(caught), once finish() returned"
    )
  }
}
