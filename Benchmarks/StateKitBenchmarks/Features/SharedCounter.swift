import Foundation
import StateKit

/// A count kept in a shared value, in memory: what S1's hundred stores hold.
struct SharedCounterState: Equatable {
  @Shared(.inMemory("S1.count")) var count = 0
}

/// A feature that only shows the shared count: S1 changes it from outside any store.
struct SharedCounter: Reducer {
  func reduce(into state: inout SharedCounterState, action: Never) -> Effect<Never> {}
}

/// One row of S2's stored array.
struct StoredRow: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
  var edits = 0
}

/// The disk, counting the files it writes: how S2 checks that its burst of edits ends in one write.
final class CountingFileSystem: FileSystem {
  private let disk = DiskFileSystem.shared
  private let writes = LockedState(0)

  /// How many files were written (renamed over their target).
  var writeCount: Int { writes.withLock { $0 } }

  func contents(of url: URL) throws -> Data? { try disk.contents(of: url) }

  func writeTemporaryFile(_ data: Data, beside url: URL) throws -> URL {
    try disk.writeTemporaryFile(data, beside: url)
  }

  func replaceItem(at url: URL, withItemAt temporary: URL) throws {
    try disk.replaceItem(at: url, withItemAt: temporary)
    writes.withLock { $0 += 1 }
  }

  func moveItem(at url: URL, to destination: URL) throws { try disk.moveItem(at: url, to: destination) }

  func removeItem(at url: URL) { disk.removeItem(at: url) }

  func fileExists(at url: URL) -> Bool { disk.fileExists(at: url) }

  func watch(
    _ url: URL, every interval: Duration, on clock: any Clock<Duration>,
    onChange: @escaping @Sendable () -> Void
  ) -> SharedSubscription {
    disk.watch(url, every: interval, on: clock, onChange: onChange)
  }
}
