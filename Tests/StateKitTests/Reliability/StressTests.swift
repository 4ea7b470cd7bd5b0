import StateKit
import Testing

// NB: Each load runs in a process of its own (an exit test), so that its memory figures are not
// disturbed by the tests running beside it. Exit tests exist on Linux, macOS and Windows.
#if os(Linux) || os(macOS) || os(Windows)

  /// The loads of ``StressLoads`` in fresh processes: every action processed exactly once, every observer
  /// told exactly once, no deadlock, and the process's memory back to its baseline afterwards. Each
  /// test prints its figures; the sizes are in ``StressLoads``.
  @MainActor
  @Suite(.timeLimit(.minutes(5))) struct StressTests {
    @Test func aMillionActionsReachTenThousandRowObserversExactlyOnce() async {
      let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
        @MainActor in
        let scale = LoadScale.current
        await StressLoads.measure {
          StressLoads.actionsThroughRowObservers(actions: 20_000, rows: 200, seed: 1)
        } load: {
          StressLoads.actionsThroughRowObservers(
            actions: scale.size(full: 1_000_000, threadSanitizer: 100_000, valgrind: 2_000),
            rows: scale.size(full: 10_000, threadSanitizer: 2_000, valgrind: 200),
            seed: 0x57E5)
        }
      }
      print(String(decoding: result?.standardOutputContent ?? [], as: UTF8.self), terminator: "")
    }

    @Test func tenThousandScopedStoresComeAndGoAndAreAllFreed() async {
      let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
        @MainActor in
        await StressLoads.measure {
          StressLoads.scopedStoresComeAndGo(count: 700)
        } load: {
          StressLoads.scopedStoresComeAndGo(
            count: LoadScale.current.size(full: 10_000, threadSanitizer: 2_000, valgrind: 200))
        }
      }
      print(String(decoding: result?.standardOutputContent ?? [], as: UTF8.self), terminator: "")
    }

    @Test func aThousandConcurrentTasksSendToOneStoreAndEveryActionIsProcessedOnce() async {
      let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
        @MainActor in
        let scale = LoadScale.current
        await StressLoads.measure {
          await StressLoads.concurrentSenders(tasks: 1_000, perTask: 10)
        } load: {
          await StressLoads.concurrentSenders(
            tasks: scale.size(full: 1_000, threadSanitizer: 1_000, valgrind: 100),
            perTask: scale.size(full: 100, threadSanitizer: 20, valgrind: 5))
        }
      }
      print(String(decoding: result?.standardOutputContent ?? [], as: UTF8.self), terminator: "")
    }
  }

#endif
