import Dispatch
import Foundation
import StateKit
import StateKitTesting
import Testing

@Suite(.timeLimit(.minutes(5))) struct FileStorageWatcherRaceTests {
  /// Saves and checks for someone else's change every millisecond, on disk, while four tasks change the
  /// value: the check must never take one of the value's own saves for someone else's change.
  @Test func theWatcherNeverUndoesThisProcesssOwnChanges() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("count.json")
    let perTask = LoadScale.current.size(full: 20_000, threadSanitizer: 2_000, valgrind: 200)
    let storage = FileStorage(
      fileSystem: DiskFileSystem.shared, saveInterval: .milliseconds(1), checkInterval: .milliseconds(1),
      clock: ContinuousClock())
    let key = withDependencies {
      $0.context = .test
      $0.defaultFileStorage = storage
    } operation: {
      FileStorageKey<Int>(url)
    }
    let count = Shared(wrappedValue: 0, key)
    // NB: On dispatch's threads, not on Swift concurrency's, which the tests running in parallel need.
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
          for _ in 0..<perTask { count.withLock { $0 += 1 } }
        }
        continuation.resume()
      }
    }
    #expect(count.wrappedValue == 4 * perTask)
    try await count.save()
    key.checkForExternalChange()
    #expect(count.wrappedValue == 4 * perTask, "no check took back an older save")
    #expect(try JSONDecoder().decode(Int.self, from: Data(contentsOf: url)) == 4 * perTask)
  }
}
