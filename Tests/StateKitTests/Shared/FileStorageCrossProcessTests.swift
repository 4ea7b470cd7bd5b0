import Foundation
import StateKit
import StateKitTesting
import Testing

@Suite(.timeLimit(.minutes(5))) struct FileStorageCrossProcessTests {
  @Test func twoProcessesSharingAFileLoseNoIncrement() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("count.json")
    let times = LoadScale.current.size(full: 1_000, threadSanitizer: 1_000, valgrind: 50)
    async let runs = (
      SharedExitProbe.run(["increment", file.path, "\(times)"]),
      SharedExitProbe.run(["increment", file.path, "\(times)"])
    )
    let (first, second) = try await runs
    #expect(first.terminationStatus == 0)
    #expect(second.terminationStatus == 0)
    #expect(try JSONDecoder().decode(Int.self, from: Data(contentsOf: file)) == 2 * times)
  }

  /// Another process's write, which the watch has not seen yet (its clock never moves), is taken by the
  /// next `withLock` of a value shared across processes, before its closure runs; without the option,
  /// the last writer wins.
  @Test(arguments: [true, false])
  func withLockTakesAnotherProcesssChangeFirst(sharedAcrossProcesses: Bool) throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("count.json")
    try withDependencies {
      $0.context = .test
      // NB: Throttled, which the option overrides: a shared value saves each change at once.
      $0.defaultFileStorage = FileStorage(
        fileSystem: DiskFileSystem.shared, saveInterval: sharedAcrossProcesses ? .seconds(1) : nil,
        clock: TestClock())
    } operation: {
      let count = Shared(wrappedValue: 0, .fileStorage(url, sharedAcrossProcesses: sharedAcrossProcesses))
      count.withLock { $0 += 1 }
      try JSONEncoder().encode(10).write(to: url)
      count.withLock { $0 += 1 }
      if sharedAcrossProcesses {
        #expect(count.wrappedValue == 11)
        #expect(try JSONDecoder().decode(Int.self, from: Data(contentsOf: url)) == 11, "saved at once")
        #expect(directory.fileNames == [".count.json.lock", "count.json"])
      } else {
        #expect(count.wrappedValue == 2)
        #expect(try JSONDecoder().decode(Int.self, from: Data(contentsOf: url)) == 2, "the last writer wins")
      }
    }
  }
}
