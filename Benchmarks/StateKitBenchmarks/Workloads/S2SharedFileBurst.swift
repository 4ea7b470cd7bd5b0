import Foundation
import StateKit
import StateKitTesting

extension Workload {
  /// S2: a burst of edits to elements of a shared array stored in a file, which ends in one write.
  static func sharedFileBurst(_ scale: Scale) -> Workload {
    let edits = scale.size(full: 10_000, quick: 1_000)
    return Workload(
      name: "S2",
      summary: "a burst of 10,000 edits to a 1,000-element @Shared(.fileStorage) array: one file write",
      body: .trials(actions: edits) { SharedFileBurstTrial(edits: edits) },
      showsRatioToBareReducer: false
    )
  }
}

/// S2's trial: a 1,000-element `IdentifiedArrayOf` in `@Shared(.fileStorage(url))` on the disk, in a
/// directory of its own, saved at most once a second (on a test clock, so the burst takes no time on it);
/// `edits` edits of elements through `$rows[id:]`, then the clock passes the second and the save is
/// awaited. The burst must end in exactly one write of the file.
@MainActor
final class SharedFileBurstTrial: Trial {
  static let rowCount = 1_000

  private let edits: Int
  private let clock = TestClock()
  private let fileSystem = CountingFileSystem()
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("StateKitBenchmarks-S2-\(UUID().uuidString)")
  private let rows: Shared<IdentifiedArrayOf<StoredRow>>

  init(edits: Int) {
    self.edits = edits
    let url = directory.appendingPathComponent("rows.json")
    let storage = FileStorage(fileSystem: fileSystem, saveInterval: .seconds(1), clock: clock)
    rows = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Shared(
        wrappedValue: IdentifiedArray(
          uniqueElements: (0..<Self.rowCount).map { StoredRow(id: $0, title: "Row \($0)") }),
        .fileStorage(url)
      )
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  func run() async {
    for edit in 0..<edits {
      rows[id: edit &* 7_919 % Self.rowCount]?.withLock { $0.edits += 1 }
    }
    await clock.advance(by: .seconds(1))
    await rows.waitForPendingSave()
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try check(fileSystem.writeCount == 1, "the burst ended in \(fileSystem.writeCount) writes, not one")
    let total = rows.wrappedValue.reduce(0) { $0 + $1.edits }
    try check(total == edits, "the rows count \(total) edits of \(edits)")
    let url = directory.appendingPathComponent("rows.json")
    let saved = (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode([StoredRow].self, from: $0) }
    try check(saved?.reduce(0) { $0 + $1.edits } == edits, "the file does not hold the last edit")
    return nil
  }
}
