import Foundation
import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct FileStorageExternalWriteTests {
  /// A file of its own, in a file system in memory.
  let url = URL(fileURLWithPath: "/statekit-tests/external-\(UUID().uuidString).json")
  let fileSystem = InMemoryFileSystem()

  func withFileSystem<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    try await withDependencies {
      $0.context = .test
      $0.defaultFileStorage = FileStorage(fileSystem: fileSystem, saveInterval: nil, clock: TestClock())
    } operation: {
      try await body()
    }
  }

  @Test func aHalfWrittenFileIsReadAgainAndTakenOnceItsWriterIsDone() async throws {
    await withFileSystem {
      let stats = Shared(wrappedValue: Stats(count: 1), .fileStorage(url))
      fileSystem.writeExternally(Data("{ \"count\": ".utf8), to: url)
      #expect(stats.wrappedValue.count == 1, "the value keeps what it had")
      #expect(fileSystem.files[url.path + ".corrupt"] == nil, "the file is not declared corrupt yet")
      fileSystem.writeExternally(Data("{ \"count\": 1234 }".utf8), to: url)
      #expect(stats.wrappedValue.count == 1234)
      #expect(fileSystem.files[url.path + ".corrupt"] == nil)
    }
  }

  @Test func aFileThatStaysUndecodableIsMovedAsideACheckLater() async throws {
    let failures = LockedState<[SharedStorageFailure]>([])
    let url = url
    Shared.onStorageFailure { failure in
      if failure.fileURL == url { failures.withLock { $0.append(failure) } }
    }
    await withFileSystem {
      let stats = Shared(wrappedValue: Stats(count: 1), .fileStorage(url))
      let garbage = Data("not json".utf8)
      fileSystem.writeExternally(garbage, to: url)
      #expect(fileSystem.files[url.path] == garbage, "left as it is, to be read again")
      #expect(failures.withLock { $0 }.isEmpty)
      let warnings = await withRuntimeWarnings {
        fileSystem.writeExternally(garbage, to: url)  // the next check finds it unchanged
      }
      #expect(warnings.count == 1)
      let failure = failures.withLock { $0 }.first
      #expect(failure?.operation == .reload)
      #expect(failure?.key == ".fileStorage(\(url.path))")
      #expect(failure?.movedAside == url.appendingPathExtension("corrupt"))
      #expect(failure.map { "\($0.error)".contains("does not decode as Stats") } == true)
      #expect(fileSystem.files[url.path + ".corrupt"] == garbage)
      #expect(fileSystem.files[url.path] == nil)
      #expect(stats.wrappedValue.count == 1)
    }
  }
}

@Suite(.timeLimit(.minutes(5))) struct DiskExternalWriteTests {
  /// Another program writes `12`, then `1234`, in place: a half write that parses is not taken while
  /// the file still changes; the value takes the file once it is the same at two checks in a row.
  @MainActor
  @Test func aHalfWriteThatParsesIsNotTakenWhileTheFileStillChanges() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    let url = directory.url.appendingPathComponent("count.json")
    let clock = TestClock()
    try await withDependencies {
      $0.context = .test
      $0.defaultFileStorage = FileStorage(fileSystem: DiskFileSystem.shared, saveInterval: nil, clock: clock)
    } operation: {
      let count = Shared(wrappedValue: 0, .fileStorage(url))
      await clock.waitForSleepers(1)  // the watch
      try Data("12".utf8).write(to: url)
      await clock.advance(by: .seconds(1))
      await clock.waitForSleepers(1)
      try Data("1234".utf8).write(to: url)
      await clock.advance(by: .seconds(1))
      await clock.waitForSleepers(1)
      #expect(count.wrappedValue == 0, "not taken while it changes")
      await clock.advance(by: .seconds(1))
      await clock.waitForSleepers(1)
      #expect(count.wrappedValue == 1234)
    }
  }

  /// Another program leaves a file that does not decode: it is read once it has stopped changing, and
  /// again a check later, and only then moved aside.
  @MainActor
  @Test func anUndecodableFileIsMovedAsideOnlyWhenItIsStillTheSameACheckLater() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    let url = directory.url.appendingPathComponent("count.json")
    let clock = TestClock()
    let warnings = try await withRuntimeWarnings {
      try await withDependencies {
        $0.context = .test
        $0.defaultFileStorage = FileStorage(
          fileSystem: DiskFileSystem.shared, saveInterval: nil, clock: clock)
      } operation: {
        let count = Shared(wrappedValue: 5, .fileStorage(url))
        await clock.waitForSleepers(1)  // the watch
        try Data("{".utf8).write(to: url)
        for _ in 0..<2 {  // it changed; it is the same: read, and not decoded
          await clock.advance(by: .seconds(1))
          await clock.waitForSleepers(1)
        }
        #expect(directory.fileNames == ["count.json"], "not moved aside at the first read")
        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers(1)
        #expect(directory.fileNames == ["count.json.corrupt"])
        #expect(count.wrappedValue == 5)
      }
    }
    #expect(warnings.count == 1)
  }
}
