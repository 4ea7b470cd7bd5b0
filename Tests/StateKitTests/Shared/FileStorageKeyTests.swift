import Foundation
import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct FileStorageKeyTests {
  let url = URL(fileURLWithPath: "/statekit-tests/stats.json")

  /// Runs `body` with a file system in memory, which `.fileStorage` uses in tests.
  func withFileSystem<Result>(
    _ body: (InMemoryFileSystem) async throws -> Result
  ) async throws -> Result {
    try await withTestStorage {
      @Dependency(\.defaultFileStorage) var storage
      return try await body(try #require(storage.fileSystem as? InMemoryFileSystem))
    }
  }

  @Test func aMissingFileStartsFromTheDefaultAndTheFirstChangeWritesIt() async throws {
    try await withFileSystem { fileSystem in
      let stats = Shared(wrappedValue: Stats(count: 7), .fileStorage(url))
      #expect(stats.wrappedValue.count == 7)
      #expect(fileSystem.files.isEmpty)
      stats.withLock { $0.count += 1 }
      let saved = try #require(fileSystem.files[url.path])
      #expect(try JSONDecoder().decode(Stats.self, from: saved) == Stats(count: 8))
    }
  }

  @Test func theFileIsLoadedOnFirstUse() async throws {
    try await withFileSystem { fileSystem in
      fileSystem.writeExternally(try JSONEncoder().encode(Stats(count: 3)), to: url)
      let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
      #expect(stats.wrappedValue.count == 3)
      #expect(fileSystem.writeCount(at: url) == 0)
    }
  }

  @Test func twoSharedValuesOfOneFileShareOneValue() async throws {
    try await withFileSystem { _ in
      let first = Shared(wrappedValue: Stats(), .fileStorage(url))
      let second = Shared(wrappedValue: Stats(), .fileStorage(url))
      first.withLock { $0.count = 2 }
      #expect(second.wrappedValue.count == 2)
    }
  }

  @Test func aChangeOfTheFileBySomeoneElseIsTaken() async throws {
    try await withFileSystem { fileSystem in
      let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
      let flag = ObservationFlag { _ = stats.wrappedValue }
      fileSystem.writeExternally(try JSONEncoder().encode(Stats(count: 42)), to: url)
      #expect(stats.wrappedValue.count == 42)
      #expect(flag.changeCount == 1)
      #expect(fileSystem.writeCount(at: url) == 0, "a value taken from the file is not saved back")
    }
  }

  @Test func aFileThatDoesNotDecodeIsKeptAsideReportedAndNotOverwritten() async throws {
    try await withFileSystem { fileSystem in
      let corrupt = Data("{ \"count\": ".utf8)
      fileSystem.writeExternally(corrupt, to: url)
      var stats: Shared<Stats>?
      let warnings = await withRuntimeWarnings {
        stats = Shared(wrappedValue: Stats(count: 1), .fileStorage(url))
      }
      #expect(stats?.wrappedValue == Stats(count: 1))
      #expect(warnings.count == 1)
      let warning = try #require(warnings.first)
      #expect(warning.contains(".fileStorage(/statekit-tests/stats.json) starts from its default value"))
      #expect(warning.contains("the file /statekit-tests/stats.json does not decode as Stats"))
      #expect(warning.contains("The file was kept as /statekit-tests/stats.json.corrupt"))
      #expect(fileSystem.files[url.path + ".corrupt"] == corrupt)
      #expect(fileSystem.files[url.path] == nil)

      stats?.withLock { $0.count = 2 }
      let saved = try #require(fileSystem.files[url.path])
      #expect(try JSONDecoder().decode(Stats.self, from: saved) == Stats(count: 2))
      #expect(fileSystem.files[url.path + ".corrupt"] == corrupt)
    }
  }

  @Test func aCorruptFileWrittenBySomeoneElseIsKeptAsideAndTheValueKept() async throws {
    try await withFileSystem { fileSystem in
      let stats = Shared(wrappedValue: Stats(count: 5), .fileStorage(url))
      stats.withLock { $0.count = 6 }
      let warnings = await withRuntimeWarnings {
        fileSystem.writeExternally(Data("garbage".utf8), to: url)
        #expect(fileSystem.files[url.path + ".corrupt"] == nil, "read again, as its writer may not be done")
        // NB: What the check a second later finds: the file as it was.
        fileSystem.writeExternally(Data("garbage".utf8), to: url)
      }
      #expect(stats.wrappedValue.count == 6)
      #expect(
        warnings.first?.contains("keeps its value: the file /statekit-tests/stats.json does not decode")
          == true)
      #expect(fileSystem.files[url.path + ".corrupt"] == Data("garbage".utf8))
    }
  }

  @Test func aBurstOfEditsIsSavedOnceThrottled() async throws {
    let clock = TestClock()
    let fileSystem = InMemoryFileSystem()
    try await withDependencies {
      $0.context = .test
      $0.defaultFileStorage = FileStorage(fileSystem: fileSystem, saveInterval: .seconds(1), clock: clock)
    } operation: {
      let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
      // 300 edits in 30 ms.
      for edit in 1...300 {
        stats.withLock { $0.count = edit }
        if edit == 1 { await clock.waitForSleepers() }
        await clock.advance(by: .microseconds(100))
      }
      #expect(fileSystem.writeCount(at: url) == 0)
      await clock.advance(by: .seconds(1))
      await stats.waitForPendingSave()
      #expect(fileSystem.writeCount(at: url) == 1)
      let saved = try #require(fileSystem.files[url.path])
      #expect(try JSONDecoder().decode(Stats.self, from: saved) == Stats(count: 300))
    }
  }

  @Test func saveWritesAtOnceWithoutWaitingForTheThrottle() async throws {
    let clock = TestClock()
    let fileSystem = InMemoryFileSystem()
    try await withDependencies {
      $0.context = .test
      $0.defaultFileStorage = FileStorage(fileSystem: fileSystem, saveInterval: .seconds(1), clock: clock)
    } operation: {
      let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
      stats.withLock { $0.count = 9 }
      try await stats.save()
      #expect(fileSystem.writeCount(at: url) == 1)
      let saved = try #require(fileSystem.files[url.path])
      #expect(try JSONDecoder().decode(Stats.self, from: saved) == Stats(count: 9))
      await clock.advance(by: .seconds(2))
      await stats.waitForPendingSave()
      #expect(fileSystem.writeCount(at: url) == 1, "the throttled save was cancelled")
    }
  }

  @Test func aSharedElementOfAStoredArrayIsSaved() async throws {
    try await withFileSystem { fileSystem in
      let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(wrappedValue: [SyncUp(id: 1)], .fileStorage(url))
      try #require(syncUps[id: 1]).withLock { $0.title = "Daily" }
      let saved = try #require(fileSystem.files[url.path])
      #expect(try JSONDecoder().decode(IdentifiedArrayOf<SyncUp>.self, from: saved)[id: 1]?.title == "Daily")
    }
  }
}
