// A compact, unified-diff-like comparison of two dumps.

import StateKit

/// A compact line diff of two dumps: only changed lines and their surroundings.
///
/// Each output line starts with a two-character marker: `"- "` for a line only in `old` (the
/// expected value, in a test), `"+ "` for a line only in `new` (the actual value), `"  "` for an
/// unchanged line shown as context. At most `context` unchanged lines are shown before and
/// after each run of changes; every run of unchanged lines left out is replaced by a single
/// `…` line. Within a run of changes, removed lines precede added lines. Lines are separated
/// by `"\n"`, with no trailing newline.
///
/// ```
/// lineDiff("A(\n  x: 1,\n  y: 2,\n  z: 3\n)", "A(\n  x: 1,\n  y: 5,\n  z: 3\n)", context: 1)
/// // …
/// //     x: 1,
/// // -   y: 2,
/// // +   y: 5,
/// //     z: 3
/// // …
/// ```
///
/// - Parameters:
///   - old: The old (expected) text.
///   - new: The new (actual) text.
///   - context: How many unchanged lines to show around each change (negative counts as 0).
/// - Returns: The diff, or an empty string when the texts are equal.
package func lineDiff(_ old: String, _ new: String, context: Int = 2) -> String {
  guard old != new else { return "" }
  let edits = lineEditScript(
    old.split(separator: "\n", omittingEmptySubsequences: false),
    new.split(separator: "\n", omittingEmptySubsequences: false)
  )
  let context = max(0, context)

  // Distance (in lines) from each line to the nearest changed line, before and after it.
  var distance = [Int](repeating: .max, count: edits.count)
  var last = Int.min / 2
  for (index, edit) in edits.enumerated() {
    if case .same = edit {} else { last = index }
    distance[index] = index - last
  }
  last = Int.max / 2
  for index in edits.indices.reversed() {
    if case .same = edits[index] {} else { last = index }
    distance[index] = min(distance[index], last - index)
  }

  var lines: [String] = []
  var elided = false
  for (index, edit) in edits.enumerated() {
    guard distance[index] <= context else {
      if !elided { lines.append("…") }
      elided = true
      continue
    }
    elided = false
    switch edit {
    case .same(let line): lines.append("  " + line)
    case .removed(let line): lines.append("- " + line)
    case .inserted(let line): lines.append("+ " + line)
    }
  }
  return lines.joined(separator: "\n")
}
