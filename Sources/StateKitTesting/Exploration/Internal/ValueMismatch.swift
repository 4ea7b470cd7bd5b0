import Foundation
import StateKit

/// Where two values of one type differ, down to the leaves, as key paths: what the determinism check
/// names when two runs reach states that are not `==`, even where their dumps agree (two `Date`s a
/// fraction of a second apart dump alike).
struct ValueMismatch {
  /// One leaf that differs.
  struct Leaf {
    /// `\.tappedAt`.
    let path: String
    let first: Any
    let second: Any
  }

  private(set) var leaves: [Leaf] = []

  init(_ first: Any, _ second: Any) {
    walk(first, second, path: "\\.")
  }

  private mutating func walk(_ first: Any, _ second: Any, path: String) {
    switch (first, second) {
    case (let one as Date, let other as Date):
      if one != other { leaves.append(Leaf(path: path, first: one, second: other)) }
      return
    case (let one as UUID, let other as UUID):
      if one != other { leaves.append(Leaf(path: path, first: one, second: other)) }
      return
    default: break
    }
    let one = Mirror(reflecting: first)
    let other = Mirror(reflecting: second)
    let children = (Array(one.children), Array(other.children))
    guard !children.0.isEmpty, children.0.count == children.1.count else {
      if String(reflecting: first) != String(reflecting: second) {
        leaves.append(Leaf(path: path, first: first, second: second))
      }
      return
    }
    for (index, (a, b)) in zip(children.0, children.1).enumerated() {
      let label = one.displayStyle == .optional ? "?" : (a.label.map { "." + $0 } ?? "[\(index)]")
      walk(a.value, b.value, path: path == "\\." ? "\\" + label : path + label)
    }
  }

  /// The key paths, `\.tappedAt`, joined.
  var paths: String {
    leaves.map(\.path).joined(separator: ", ")
  }

  /// The two states as a diff, or, where they dump alike, each leaf that differs with its two values.
  func difference<State>(from first: State, to second: State) -> String {
    guard StateKit.dump(first) == StateKit.dump(second), !leaves.isEmpty else {
      return FailureMessage.difference(from: first, to: second, labels: ("first run", "second run"))
    }
    return leaves.map { leaf in
      "  \(leaf.path): \(String(reflecting: leaf.first)) in the first run, \(String(reflecting: leaf.second)) in the second"
    }.joined(separator: "\n")
  }

  /// The dependency that makes the values that differ the same in every run.
  var suggestion: String {
    if leaves.contains(where: { $0.first is UUID }) {
      return "A UUID differs: make it with `@Dependency(\\.uuid)`, which a test sets (`.incrementing`)."
    }
    if leaves.contains(where: { $0.first is Date }) {
      return "A date differs: read it from `@Dependency(\\.date)`, which a test sets (`.constant(…)`)."
    }
    return """
      Read what differs from a dependency a test controls: `\\.date` for the time, `\\.uuid` for \
      identifiers, and, for random numbers, a generator of your own dependency that a test seeds.
      """
  }
}
