import Foundation
import Testing

@testable import StateKit

/// A `DependencyReadTable` answers each key path it kept with that key path's box, through every growth of
/// its one buffer of slots, and a `ThreadDependencyReads` keeps one table per thread.
@Suite struct DependencyReadTableTests {
  /// Distinct key paths, each its own object, kept alive by the caller (and by the table once kept).
  private static func keyPaths(_ count: Int) -> [KeyPath<[Int], Int>] {
    (0..<count).map { \[Int].[$0] }
  }

  @Test func anEmptyTableAnswersNothing() {
    let table = DependencyReadTable()
    let keyPath = \[Int].[0]
    #expect(table.box(for: ObjectIdentifier(keyPath)) == nil)
  }

  @Test func everyKeptAnswerIsFoundAcrossGrowths() {
    let table = DependencyReadTable()
    let keyPaths = Self.keyPaths(300)
    for (index, keyPath) in keyPaths.enumerated() {
      table.keep(DependencyBox(index), for: keyPath)
      // NB: Every answer kept so far, after each growth too.
      if index.nonzeroBitCount == 1 {
        for (earlier, keyPath) in keyPaths[...index].enumerated() {
          #expect(table.box(for: ObjectIdentifier(keyPath))?.value(as: Int.self) == earlier)
        }
      }
    }
    for (index, keyPath) in keyPaths.enumerated() {
      #expect(table.box(for: ObjectIdentifier(keyPath))?.value(as: Int.self) == index)
    }
    let other = \[Int].[1_000]
    #expect(table.box(for: ObjectIdentifier(other)) == nil)
  }

  @Test func aKeyPathKeepsItsFirstAnswer() {
    let table = DependencyReadTable()
    let keyPath = \[Int].[3]
    table.keep(DependencyBox("first"), for: keyPath)
    table.keep(DependencyBox("second"), for: keyPath)
    #expect(table.box(for: ObjectIdentifier(keyPath))?.value(as: String.self) == "first")
  }

  @Test func eachThreadHasItsOwnAnswers() async {
    let reads = ThreadDependencyReads()
    let keyPath = \[Int].[7]
    let id = ObjectIdentifier(keyPath)
    let (before, after) = await withCheckedContinuation { continuation in
      let thread = Thread {
        let before = reads.box(for: id)?.value(as: Int.self)
        reads.keep(DependencyBox(42), for: keyPath)
        let after = reads.box(for: id)?.value(as: Int.self)
        continuation.resume(returning: (before, after))
      }
      thread.start()
    }
    #expect(before == nil)
    #expect(after == 42)
    let answers = await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: reads.box(for: id)?.value(as: Int.self)) }.start()
    }
    #expect(answers == nil)
  }
}
