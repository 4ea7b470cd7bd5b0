/// One difference between two values, addressed by a key-path-like path.
///
/// `description` reads like `\.todos[1].title: "a" → "b"`, `\.todos[id: 3]: added Todo(id: 3)`,
/// `\.tags: removed "old"` or `\.todos[id: 2]: moved from index 0 to 1`.
package struct ValueChange: Equatable, Sendable, CustomStringConvertible {
  /// How the value at `path` changed.
  package enum Kind: Equatable, Sendable {
    /// The value at `path` was replaced: `before` and `after` are both set.
    case changed
    /// An element or dictionary entry was added at `path`, or a member was added to the set at
    /// `path`: `before` is nil.
    case added
    /// An element or dictionary entry was removed from `path`, or a member was removed from the
    /// set at `path`: `after` is nil.
    case removed
    /// An identified element kept its identity but moved from index `from` (in the old
    /// collection) to index `to` (in the new one). `before` and `after` render the element; any
    /// changes to its contents are reported separately, at paths below `path`.
    case moved(from: Int, to: Int)
  }

  /// Where the change is, as a key path: `\.todos[1].title`, `\.child?.count`, `\.dict["b"]`,
  /// `\.todos[id: 3]`, `\.status(.loaded).count` (inside the payload of case `loaded`),
  /// `\.self` for the root itself, `\.self[2]` for an element of a root collection.
  package var path: String
  /// How the value at `path` changed.
  package var kind: Kind
  /// One-line rendering of the old value; nil when the element was added.
  package var before: String?
  /// One-line rendering of the new value; nil when the element was removed.
  package var after: String?

  /// Creates a change.
  package init(path: String, kind: Kind, before: String?, after: String?) {
    self.path = path
    self.kind = kind
    self.before = before
    self.after = after
  }

  /// One line describing the change, e.g. `\.todos[1].title: "a" → "b"`.
  package var description: String {
    switch kind {
    case .changed: return "\(path): \(before ?? "nil") → \(after ?? "nil")"
    case .added: return "\(path): added \(after ?? "nil")"
    case .removed: return "\(path): removed \(before ?? "nil")"
    case .moved(let from, let to): return "\(path): moved from index \(from) to \(to)"
    }
  }
}

/// A path under construction: the components after the leading `\`, e.g. `.todos[1].title`.
struct ValuePath {
  /// The concatenated components; empty for the root.
  var components = ""

  /// The path as displayed: `\.todos[1]`, `\.self` for the root, `\.self[1]` when the first
  /// component is not a property.
  var rendered: String {
    if components.isEmpty { return "\\.self" }
    return components.hasPrefix(".") ? "\\" + components : "\\.self" + components
  }

  /// This path extended by `component` (`.title`, `[1]`, `?`, `(.loaded)`, ...).
  func appending(_ component: String) -> ValuePath {
    ValuePath(components: components + component)
  }
}
