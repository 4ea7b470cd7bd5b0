import Foundation
import StateKit
import StateKitTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite(.timeLimit(.minutes(2))) struct FileStorageExitTests {
  @Test(arguments: ["return", "exit"])
  func aChangeMadeJustBeforeANormalExitIsOnDisk(ending: String) throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("count.json")
    let probe = try SharedExitProbe.run([ending, file.path, "42"])
    #expect(probe.terminationReason == .exit)
    #expect(probe.terminationStatus == 0)
    #expect(try JSONDecoder().decode(Int.self, from: Data(contentsOf: file)) == 42)
    #expect(directory.fileNames == ["count.json"])
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func aChangeMadeJustBeforeATerminationSignalIsOnDisk(signal: Int32) throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("count.json")
    let output = Pipe()
    let probe = try SharedExitProbe.start(["wait", file.path, "7"], output: output)
    let ready = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    #expect(ready.hasPrefix("ready"))
    kill(probe.processIdentifier, signal)
    probe.waitUntilExit()
    #expect(probe.terminationReason == .uncaughtSignal, "the signal ends it, after the save")
    #expect(probe.terminationStatus == signal)
    #expect(try JSONDecoder().decode(Int.self, from: Data(contentsOf: file)) == 7)
  }

  @MainActor
  @Test func flushPendingSavesWritesAThrottledChangeNow() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("stats.json")
    try await withDependencies {
      $0.context = .test
      $0.defaultFileStorage = FileStorage(
        fileSystem: DiskFileSystem.shared, saveInterval: .seconds(1), clock: TestClock())
    } operation: {
      let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
      stats.withLock { $0.count = 5 }
      #expect(!FileManager.default.fileExists(atPath: url.path), "the save waits for its second")
      try await Shared.flushPendingSaves()
      #expect(try JSONDecoder().decode(Stats.self, from: Data(contentsOf: url)) == Stats(count: 5))
    }
  }
}
