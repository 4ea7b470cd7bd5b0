import Foundation
import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct DiskFileStorageTests {
  @Test func aTestNeverWritesToDiskUnlessItOptsIn() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("stats.json")
    try await withTestStorage {
      let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
      stats.withLock { $0.count = 1 }
      try await stats.save()
    }
    #expect(!FileManager.default.fileExists(atPath: directory.url.path))
  }

  @Test func aTestThatOptsInWritesTheDiskAtomicallyAfterTheThrottle() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("stats.json")
    let clock = TestClock()
    try await withDependencies {
      $0.context = .test
      $0.defaultFileStorage = .fileSystem
      $0.continuousClock = clock
    } operation: {
      let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
      stats.withLock { $0.count = 1 }
      stats.withLock { $0.count = 2 }
      await clock.waitForSleepers(2)  // the throttle, and the watch of the file
      await clock.advance(by: .seconds(1))
      await stats.waitForPendingSave()
      #expect(directory.fileNames == ["stats.json"], "no temporary file is left")
      let saved = try JSONDecoder().decode(Stats.self, from: Data(contentsOf: url))
      #expect(saved == Stats(count: 2))
    }
  }

  @Test func aChangeOfTheFileOnDiskIsTaken() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("stats.json")
    try withDependencies {
      $0.context = .test
      $0.defaultFileStorage = FileStorage(
        fileSystem: DiskFileSystem.shared, saveInterval: nil, clock: TestClock())
    } operation: {
      let key = FileStorageKey<Stats>(url)
      let stats = Shared(wrappedValue: Stats(), key)
      stats.withLock { $0.count = 1 }
      key.checkForExternalChange()
      #expect(stats.wrappedValue.count == 1, "its own write is not a change")

      try JSONEncoder().encode(Stats(count: 12)).write(to: url)
      key.checkForExternalChange()
      #expect(stats.wrappedValue.count == 12)
    }
  }

  @Test func aWriterStoppedBetweenTheTemporaryFileAndTheRenameLeavesTheOldFile() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("sync-ups.json")
    let fileSystem = CrashingFileSystem()
    await withDependencies {
      $0.context = .test
      $0.defaultFileStorage = FileStorage(fileSystem: fileSystem, saveInterval: nil, clock: TestClock())
    } operation: {
      let syncUps = Shared<[SyncUp]>(wrappedValue: [], .fileStorage(url))
      syncUps.withLock { $0.append(SyncUp(id: 1, title: "Daily")) }
      fileSystem.crashesBeforeRenaming = true
      let warnings = await withRuntimeWarnings {
        syncUps.withLock { $0.append(SyncUp(id: 2, title: "Weekly")) }
      }
      #expect(warnings.first?.contains("could not be saved: the writer stopped before renaming") == true)
    }
    // The old file is whole, and a new process reads it.
    #expect(
      try JSONDecoder().decode([SyncUp].self, from: Data(contentsOf: url)) == [SyncUp(id: 1, title: "Daily")])
    #expect(
      directory.fileNames.count == 2, "the stopped writer left its temporary file: \(directory.fileNames)")
    try withDependencies {
      $0.context = .test
      $0.defaultFileStorage = FileStorage(
        fileSystem: DiskFileSystem.shared, saveInterval: nil, clock: TestClock())
    } operation: {
      let syncUps = Shared<[SyncUp]>(wrappedValue: [], .fileStorage(url))
      #expect(syncUps.wrappedValue == [SyncUp(id: 1, title: "Daily")])
      syncUps.withLock { $0.append(SyncUp(id: 3)) }
      let saved = try JSONDecoder().decode([SyncUp].self, from: Data(contentsOf: url))
      #expect(saved.count == 2)
    }
  }
}

/// The disk, but for a writer that stops (as if killed) after writing its temporary file, before
/// renaming it over the target: the temporary file stays.
private final class CrashingFileSystem: FileSystem {
  private let disk = DiskFileSystem.shared
  private let crashes = LockedState(false)

  var crashesBeforeRenaming: Bool {
    get { crashes.withLock { $0 } }
    set { crashes.withLock { $0 = newValue } }
  }

  func contents(of url: URL) throws -> Data? { try disk.contents(of: url) }

  func writeTemporaryFile(_ data: Data, beside url: URL) throws -> URL {
    try disk.writeTemporaryFile(data, beside: url)
  }

  func replaceItem(at url: URL, withItemAt temporary: URL) throws {
    guard !crashesBeforeRenaming else { throw Stopped() }
    try disk.replaceItem(at: url, withItemAt: temporary)
  }

  func moveItem(at url: URL, to destination: URL) throws { try disk.moveItem(at: url, to: destination) }

  func removeItem(at url: URL) {
    // NB: A stopped writer removes nothing.
    if !crashesBeforeRenaming { disk.removeItem(at: url) }
  }

  func fileExists(at url: URL) -> Bool { disk.fileExists(at: url) }

  func watch(
    _ url: URL, every interval: Duration, on clock: any Clock<Duration>,
    onChange: @escaping @Sendable () -> Void
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  struct Stopped: Error, CustomStringConvertible {
    var description: String { "the writer stopped before renaming" }
  }
}
