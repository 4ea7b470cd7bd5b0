import Foundation
import StateKit

/// Values the shared-state tests share.
struct Stats: Equatable, Codable, Sendable {
  var count = 0
}

struct SyncUp: Equatable, Codable, Identifiable, Sendable {
  var id: Int
  var title = ""
  var attendees: [String] = []
}

/// A directory of its own under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("StateKitSharedTests-\(UUID().uuidString)", isDirectory: true)

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// The files in the directory, hidden ones included, sorted.
  var fileNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }
}

/// Runs `body` with a fresh in-memory storage, file system and user defaults, rather than the test's
/// own: for a test that needs two of each.
func withTestStorage<Result>(_ body: () throws -> Result) rethrows -> Result {
  try withDependencies {
    $0.useFreshStorage()
  } operation: {
    try body()
  }
}

/// ``withTestStorage(_:)`` for asynchronous work.
@MainActor
func withTestStorage<Result>(_ body: @MainActor () async throws -> Result) async rethrows -> Result {
  try await withDependencies {
    $0.useFreshStorage()
  } operation: {
    try await body()
  }
}

extension DependencyValues {
  /// Sets a new in-memory storage, file system in memory and user-defaults suite, in the test context.
  mutating func useFreshStorage() {
    context = .test
    defaultInMemoryStorage = InMemoryStorage()
    defaultFileStorage = .inMemory
    defaultAppStorage = .temporary()
  }
}
