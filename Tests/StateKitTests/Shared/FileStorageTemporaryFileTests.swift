import Foundation
import StateKit
import StateKitTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite(.timeLimit(.minutes(5))) struct FileStorageTemporaryFileTests {
  /// A process id no process has: above every system's largest.
  static let endedProcess = "2000000000"

  /// The temporary files writers of `stats.json` could have left, and files that are not strays of it.
  static func makeFiles(in directory: TemporaryDirectory) throws {
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    let names = [
      ".stats.json.\(endedProcess).a1.tmp",  // an ended process's: stray
      ".stats.json.\(getpid()).b2.tmp",  // this process's, not being written: stray
      ".stats.json.\(UUID().uuidString).tmp",  // an older version's: stray
      ".stats.json.1.c3.tmp",  // a live process's (pid 1): kept
      ".other.json.\(endedProcess).d4.tmp",  // another file's: kept
      ".stats.json.corrupt.\(endedProcess).e5.tmp",  // `stats.json.corrupt`'s: kept
    ]
    for name in names {
      try Data("{".utf8).write(to: directory.url.appendingPathComponent(name))
    }
  }

  static let kept = [
    ".other.json.\(endedProcess).d4.tmp", ".stats.json.1.c3.tmp",
    ".stats.json.corrupt.\(endedProcess).e5.tmp",
  ]

  func withDisk<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withDependencies {
      $0.context = .test
      $0.defaultFileStorage = FileStorage(
        fileSystem: DiskFileSystem.shared, saveInterval: nil, clock: TestClock())
    } operation: {
      try body()
    }
  }

  @Test func theNextLoadRemovesStrayTemporaryFiles() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    try Self.makeFiles(in: directory)
    let url = directory.url.appendingPathComponent("stats.json")
    try JSONEncoder().encode(Stats(count: 3)).write(to: url)
    withDisk {
      let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
      #expect(stats.wrappedValue.count == 3)
      #expect(directory.fileNames == (Self.kept + ["stats.json"]).sorted())
    }
  }

  @Test func theNextSaveRemovesStrayTemporaryFilesAndLeavesNoneOfItsOwn() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("stats.json")
    try withDisk {
      let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
      try Self.makeFiles(in: directory)
      stats.withLock { $0.count = 1 }
      stats.withLock { $0.count = 2 }
      #expect(directory.fileNames == (Self.kept + ["stats.json"]).sorted())
      #expect(try JSONDecoder().decode(Stats.self, from: Data(contentsOf: url)) == Stats(count: 2))
    }
  }
}
