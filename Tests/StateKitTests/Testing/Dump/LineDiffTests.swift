import StateKit
import StateKitTesting
import Testing

private struct LineTodo {
  var id: Int
  var title: String
}

/// The length of a longest common subsequence of `a` and `b` (quadratic reference algorithm).
private func longestCommonSubsequenceCount(_ a: [String], _ b: [String]) -> Int {
  var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in a.indices {
    for j in b.indices {
      table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
    }
  }
  return table[a.count][b.count]
}

@Suite(.timeLimit(.minutes(5))) struct LineDiffTests {
  @Test func showsChangedLinesWithContextAndElisions() {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
    var lines = (1...12).map { "line \($0)" }
    lines[5] = "line six"
    lines.insert("new line", at: 11)
    let new = lines.joined(separator: "\n")
    #expect(
      lineDiff(old, new) == """
        …
          line 4
          line 5
        - line 6
        + line six
          line 7
          line 8
        …
          line 10
          line 11
        + new line
          line 12
        """
    )
  }

  @Test func mergesNearbyChangesAndHonoursContext() {
    let old = "a\nb\nc\nd\ne"
    let new = "a\nB\nc\nD\ne"
    #expect(lineDiff(old, new, context: 1) == "  a\n- b\n+ B\n  c\n- d\n+ D\n  e")
    #expect(lineDiff(old, new, context: 0) == "…\n- b\n+ B\n…\n- d\n+ D\n…")
  }

  @Test func isEmptyForEqualTexts() {
    #expect(lineDiff("same\ntext", "same\ntext") == "")
  }

  @Test func handlesEmptyAndDisjointTexts() {
    #expect(lineDiff("", "a") == "- \n+ a")
    #expect(lineDiff("x\ny", "p\nq") == "- x\n- y\n+ p\n+ q")
  }

  @Test func diffsDumpsCompactly() {
    let old = [LineTodo(id: 1, title: "Buy some milk"), LineTodo(id: 2, title: "Walk the dog")]
    var new = old
    new[1].title = "Walk the cat"
    new.append(LineTodo(id: 3, title: "Call mom"))
    #expect(
      lineDiff(dump(old), dump(new), context: 1) == """
        …
            LineTodo(id: 1, title: "Buy some milk"),
        -   LineTodo(id: 2, title: "Walk the dog"),
        +   LineTodo(id: 2, title: "Walk the cat"),
        +   LineTodo(id: 3, title: "Call mom"),
          ]
        """
    )
  }

  @Test func staysCompactForLargeDumps() {
    let old = (0..<10_000).map { LineTodo(id: $0, title: "todo \($0)") }
    var new = old
    new[5_000].title = "changed"
    new.remove(at: 9_000)
    let diff = lineDiff(dump(old), dump(new), context: 1)
    #expect(
      diff == """
        …
            LineTodo(id: 4999, title: "todo 4999"),
        -   LineTodo(id: 5000, title: "todo 5000"),
        +   LineTodo(id: 5000, title: "changed"),
            LineTodo(id: 5001, title: "todo 5001"),
        …
            LineTodo(id: 8999, title: "todo 8999"),
        -   LineTodo(id: 9000, title: "todo 9000"),
            LineTodo(id: 9001, title: "todo 9001"),
        …
        """
    )
  }

  @Test func fullContextDiffIsMinimalAndReconstructsBothTexts() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<300 {
      let old = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        String("abcd".randomElement(using: &generator)!)
      }
      let new = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        String("abcd".randomElement(using: &generator)!)
      }
      let diff = lineDiff(old.joined(separator: "\n"), new.joined(separator: "\n"), context: .max)
      let lines = diff.isEmpty ? old.map { "  " + $0 } : diff.split(separator: "\n").map(String.init)
      #expect(lines.filter { !$0.hasPrefix("+ ") }.map { String($0.dropFirst(2)) } == old)
      #expect(lines.filter { !$0.hasPrefix("- ") }.map { String($0.dropFirst(2)) } == new)
      let changed = lines.filter { !$0.hasPrefix("  ") }.count
      #expect(changed == old.count + new.count - 2 * longestCommonSubsequenceCount(old, new))
    }
  }

  @Test func fallsBackToReplacingEverythingForHugeDifferences() {
    let old = (0..<1_500).map { "old \($0)" }
    let new = (0..<1_500).map { "new \($0)" }
    let diff = lineDiff(old.joined(separator: "\n"), new.joined(separator: "\n"))
    let isWholesaleReplacement =
      diff.split(separator: "\n").map(String.init) == old.map { "- " + $0 } + new.map { "+ " + $0 }
    #expect(isWholesaleReplacement)
  }
}
