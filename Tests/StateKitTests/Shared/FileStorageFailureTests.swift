import Foundation
import StateKit
import StateKitTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an app learns when a file cannot be read or written: a message that names the cause, and a
/// ``SharedStorageFailure`` for the handlers registered with `Shared.onStorageFailure`.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct FileStorageFailureTests {
  /// The failures of files under `directory`, as the handlers receive them.
  final class Failures: Sendable {
    let recorded = LockedState<[SharedStorageFailure]>([])

    init(under directory: URL) {
      Shared.onStorageFailure { [recorded] failure in
        if failure.fileURL?.path.hasPrefix(directory.path) == true {
          recorded.withLock { $0.append(failure) }
        }
      }
    }

    var all: [SharedStorageFailure] { recorded.withLock { $0 } }
  }

  func withDisk(_ body: () async throws -> Void) async rethrows {
    try await withDependencies {
      $0.context = .test
      $0.defaultFileStorage = FileStorage(
        fileSystem: DiskFileSystem.shared, saveInterval: nil, clock: TestClock())
    } operation: {
      try await body()
    }
  }

  @Test func aDirectoryAtThePathIsNamedAsTheCause() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("stats.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let failures = Failures(under: directory.url)
    let warnings = await withRuntimeWarnings {
      await withDisk {
        let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
        stats.withLock { $0.count = 1 }
        await #expect(throws: (any Error).self) { try await stats.save() }
      }
    }
    #expect(warnings.count == 2)
    #expect(warnings.allSatisfy { $0.contains("a directory is at the path") }, "\(warnings)")
    #expect(!warnings.contains { $0.contains("NSCocoaErrorDomain") })
    #expect(failures.all.map(\.operation) == [.load, .save, .save])
    #expect(failures.all.allSatisfy { $0.fileURL == url && $0.key == ".fileStorage(\(url.path))" })
    #expect("\(failures.all[0])".contains("could not load: could not read \(url.path): a directory is at"))
  }

  @Test func aFileInThePathIsNamedAsTheCauseForRootToo() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    let blocker = directory.url.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    let url = blocker.appendingPathComponent("stats.json")
    let failures = Failures(under: directory.url)
    let warnings = await withRuntimeWarnings {
      await withDisk {
        let stats = Shared(wrappedValue: Stats(), .fileStorage(url))
        stats.withLock { $0.count = 1 }
      }
    }
    #expect(warnings.count == 2)
    #expect(
      warnings.allSatisfy { $0.contains("a part of the path is a file, not a directory") }, "\(warnings)")
    #expect(failures.all.map(\.operation) == [.load, .save])
  }

  @Test(.enabled(if: geteuid() != 0, "root may write a read-only directory"))
  func aDirectoryThatMayNotBeWrittenIsNamedAsTheCause() async throws {
    let directory = TemporaryDirectory()
    defer {
      chmod(directory.url.path, 0o755)
      directory.remove()
    }
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    chmod(directory.url.path, 0o555)
    let url = directory.url.appendingPathComponent("stats.json")
    let warnings = await withRuntimeWarnings {
      await withDisk {
        Shared(wrappedValue: Stats(), .fileStorage(url)).withLock { $0.count = 1 }
      }
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("not permitted") == true, "\(warnings)")
  }
}
