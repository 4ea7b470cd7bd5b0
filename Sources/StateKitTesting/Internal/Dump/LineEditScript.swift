// A minimal line edit script between two texts (Myers' O((N+M)·D) algorithm).

/// One line of an edit script.
enum LineEdit: Equatable {
  /// A line present in both texts.
  case same(Substring)
  /// A line only in the old text.
  case removed(Substring)
  /// A line only in the new text.
  case inserted(Substring)
}

/// The edits that turn `old` into `new`, in order; within each run of changed lines the
/// removals come before the insertions.
///
/// Common leading and trailing lines are matched directly; the rest uses Myers' algorithm with
/// a bounded number of edits (`maxEdits`), beyond which the remaining middle is reported as
/// entirely removed and inserted (the diff would be too long to read anyway).
func lineEditScript(_ old: [Substring], _ new: [Substring], maxEdits: Int = 1_000) -> [LineEdit] {
  var prefix = 0
  while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
  var suffix = 0
  while suffix < old.count - prefix, suffix < new.count - prefix,
    old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
  {
    suffix += 1
  }
  let oldMiddle = Array(old[prefix..<(old.count - suffix)])
  let newMiddle = Array(new[prefix..<(new.count - suffix)])
  let middle =
    myersEdits(oldMiddle, newMiddle, maxEdits: maxEdits)
    ?? oldMiddle.map(LineEdit.removed) + newMiddle.map(LineEdit.inserted)
  return old[..<prefix].map(LineEdit.same) + groupingRemovalsFirst(middle)
    + old[(old.count - suffix)...].map(LineEdit.same)
}

/// Myers' greedy shortest edit script, or nil when it needs more than `maxEdits` edits.
/// Memory is O(D²) for D edits (the frontier of each step is kept for the backtrack).
private func myersEdits(_ old: [Substring], _ new: [Substring], maxEdits: Int) -> [LineEdit]? {
  let n = old.count
  let m = new.count
  if n == 0 || m == 0 { return old.map(LineEdit.removed) + new.map(LineEdit.inserted) }
  let limit = min(n + m, maxEdits)
  let offset = limit + 1
  // frontier[k + offset]: furthest x reached on diagonal k = x - y.
  var frontier = [Int](repeating: 0, count: 2 * limit + 3)
  var trace: [[Int]] = []  // trace[d][k + d + 1]: the frontier before step d, for k in -d-1...d+1
  var finalStep: Int?
  search: for step in 0...limit {
    trace.append(Array(frontier[(offset - step - 1)...(offset + step + 1)]))
    for k in stride(from: -step, through: step, by: 2) {
      var x =
        k == -step || (k != step && frontier[offset + k - 1] < frontier[offset + k + 1])
        ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
      var y = x - k
      while x < n, y < m, old[x] == new[y] {
        x += 1
        y += 1
      }
      frontier[offset + k] = x
      if x >= n, y >= m {
        finalStep = step
        break search
      }
    }
  }
  guard let finalStep else { return nil }

  var edits: [LineEdit] = []
  var x = n
  var y = m
  for step in stride(from: finalStep, through: 0, by: -1) {
    let previous = trace[step]
    func reached(_ k: Int) -> Int { previous[k + step + 1] }
    let k = x - y
    let previousK = k == -step || (k != step && reached(k - 1) < reached(k + 1)) ? k + 1 : k - 1
    let previousX = step == 0 ? 0 : reached(previousK)
    let previousY = step == 0 ? 0 : previousX - previousK
    while x > previousX, y > previousY {
      edits.append(.same(old[x - 1]))
      x -= 1
      y -= 1
    }
    guard step > 0 else { break }
    if x == previousX {
      edits.append(.inserted(new[y - 1]))
    } else {
      edits.append(.removed(old[x - 1]))
    }
    x = previousX
    y = previousY
  }
  return edits.reversed()
}

/// Reorders each run of consecutive changed lines so that its removals precede its insertions.
private func groupingRemovalsFirst(_ edits: [LineEdit]) -> [LineEdit] {
  var result: [LineEdit] = []
  var removed: [LineEdit] = []
  var inserted: [LineEdit] = []
  func flush() {
    result += removed + inserted
    removed.removeAll()
    inserted.removeAll()
  }
  for edit in edits {
    switch edit {
    case .same:
      flush()
      result.append(edit)
    case .removed: removed.append(edit)
    case .inserted: inserted.append(edit)
    }
  }
  flush()
  return result
}
