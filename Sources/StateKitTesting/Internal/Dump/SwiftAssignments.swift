// Writing the change between two values as Swift assignments: the body of a generated test's
// assertion closure, `$0.items[1].title = "b"`.

package import StateKit

/// Swift statements that turn `old`, named `$0`, into `new`: one assignment a line, each to the deepest
/// path Swift can write (`$0.child?.count = 1`, `$0.items[1].title = "b"`, `$0.scores["b"] = 2`,
/// `$0.path[id: 1] = nil`), with the value written by ``swiftSource(_:)``.
///
/// Struct and tuple fields are followed by name, optionals through `?`, arrays and identified arrays element by
/// element when their elements kept their places (and ids), dictionaries and stacks entry by entry.
/// Anything else that changed (an enum's case or payload, a set, a collection that grew) is assigned
/// whole. A value with no Swift expression is a comment line, `// $0.view = <dump>: no Swift expression`.
/// Empty when both values dump alike.
///
/// Where the values hold shared references, `oldShared` and `newShared` say what they read: the shared
/// values `old` holds read as `oldShared` recorded them and those `new` holds as `newShared` did, since two
/// states hold the same references and only snapshots tell what each step made of them
/// (`$0.stats.taps = 2`).
package func swiftAssignments<Value>(
  from old: Value, to new: Value, oldShared: SharedSnapshot = SharedSnapshot(),
  newShared: SharedSnapshot = SharedSnapshot()
) -> [String] {
  var writer = SwiftAssignmentWriter()
  if !oldShared.isEmpty || !newShared.isEmpty { writer.sharedSnapshots = (oldShared, newShared) }
  writer.walk(old, new, at: SwiftPath())
  return writer.lines
}

/// A path under `$0` as Swift writes it.
struct SwiftPath {
  /// The path: `$0.items[1]`.
  var text = "$0"
  /// Whether the value at the path is an optional a subscript returned, which a member access must
  /// unwrap with `?`; the path itself can be assigned as it is.
  var isSubscriptOptional = false

  /// The path to the stored property `name`.
  func member(_ name: String) -> SwiftPath {
    SwiftPath(text: text + (isSubscriptOptional ? "?" : "") + "." + name)
  }

  /// The path to the element at `index`.
  func element(_ index: Int) -> SwiftPath {
    SwiftPath(text: text + (isSubscriptOptional ? "?" : "") + "[\(index)]")
  }

  /// The path to what a subscript that returns an optional returns: `[key]`, `[id: 1]`.
  func entry(_ subscriptText: String) -> SwiftPath {
    SwiftPath(text: text + (isSubscriptOptional ? "?" : "") + "[\(subscriptText)]", isSubscriptOptional: true)
  }

  /// The path through the optional at this path, for a member or element of what it wraps.
  var unwrapped: SwiftPath {
    SwiftPath(text: text + "?")
  }
}

/// Walks two values side by side and writes the assignments that turn one into the other.
struct SwiftAssignmentWriter {
  private(set) var lines: [String] = []
  private let renderer = SwiftSourceRenderer()
  private var reflector: DumpReflector { renderer.reflector }
  /// What the shared values of each side read, when they were snapshotted.
  var sharedSnapshots: (old: SharedSnapshot, new: SharedSnapshot)?

  /// Whether `old` and `new` render differently, each read with its own shared values if there are
  /// snapshots: read live, a value holding a shared reference renders alike on both sides.
  private func changed(_ old: Any, _ new: Any) -> Bool {
    guard let (oldShared, newShared) = sharedSnapshots else { return oneLine(old) != oneLine(new) }
    return oldShared.reading { oneLine(old) } != newShared.reading { oneLine(new) }
  }

  /// Writes what turns `old` into `new`, at `path`.
  mutating func walk(_ old: Any, _ new: Any, at path: SwiftPath) {
    guard type(of: old) == type(of: new) else { return assign(new, at: path) }
    if let (oldShared, newShared) = sharedSnapshots,
      let oldValue = oldShared.reading({ SharedSnapshot.wrappedValue(ifShared: old) }),
      let newValue = newShared.reading({ SharedSnapshot.wrappedValue(ifShared: new) })
    {
      // NB: Before the one-line comparison below, which would read both live, alike.
      return walk(oldValue, newValue, at: path)
    }
    guard changed(old, new) else { return }
    let name = String(reflecting: type(of: new))
    switch (reflector.shape(of: old), reflector.shape(of: new)) {
    case (.some(let old), .some(let new)) where isWalkable(new):
      walk(old, new, at: path.unwrapped)
    case (.structure(_, let oldFields, nil), .structure(_, let newFields, nil))
    where Mirror(reflecting: new).displayStyle == .struct && sameLabels(oldFields, newFields):
      for (oldField, newField) in zip(oldFields, newFields) {
        walk(oldField.value, newField.value, at: path.member(newField.label!))
      }
    case (.tuple(let oldFields), .tuple(let newFields)) where oldFields.count == newFields.count:
      for (offset, (oldField, newField)) in zip(oldFields, newFields).enumerated() {
        walk(oldField.value, newField.value, at: path.member(newField.label ?? "\(offset)"))
      }
    case (.collection(let oldElements), .collection(let newElements))
    where Self.indexedTypes.contains(where: name.hasPrefix) && sameIdentities(oldElements, newElements):
      for (index, (oldElement, newElement)) in zip(oldElements, newElements).enumerated() {
        walk(oldElement, newElement, at: path.element(index))
      }
    case (.dictionary(let oldPairs), .dictionary(let newPairs))
    where name.hasPrefix("Swift.Dictionary<") || name.hasPrefix("StateKit.StackState<"):
      if !walkEntries(oldPairs, newPairs, isStack: name.hasPrefix("StateKit.StackState<"), at: path) {
        assign(new, at: path)
      }
    default:
      assign(new, at: path)
    }
  }

  /// Collections whose elements a test can set by an `Int` position from 0.
  private static let indexedTypes = ["Swift.Array<", "Swift.ContiguousArray<", "StateKit.IdentifiedArray<"]

  /// Writes the entries that changed, were removed or added, by key (`[id: key]` for a stack); `false`
  /// if a key has no Swift expression, or a stack's ids are not where assigning them would put them.
  private mutating func walkEntries(
    _ oldPairs: [(key: Any, value: Any)], _ newPairs: [(key: Any, value: Any)], isStack: Bool,
    at path: SwiftPath
  ) -> Bool {
    func keyed(_ pairs: [(key: Any, value: Any)]) -> [(key: String, value: Any)]? {
      var keyed: [(key: String, value: Any)] = []
      for pair in pairs {
        guard let key = renderer.render(pair.key) else { return nil }
        keyed.append((isStack ? "id: \(key)" : key, pair.value))
      }
      return keyed
    }
    guard let old = keyed(oldPairs), let new = keyed(newPairs) else { return false }
    let oldKeys = Set(old.map(\.key))
    let newKeys = Set(new.map(\.key))
    if isStack {
      // NB: Setting an id a stack lacks pushes it on top: the added ids must be the top ones, in order.
      let kept = old.map(\.key).filter(newKeys.contains)
      let added = new.map(\.key).filter { !oldKeys.contains($0) }
      guard new.map(\.key) == kept + added else { return false }
    }
    var sorted = old.map(\.key).filter { !newKeys.contains($0) }
    if !isStack { sorted.sort(by: dumpRenderingPrecedes) }
    var body: [String] = sorted.map { "\(path.entry($0).text) = nil" }
    var writer = SwiftAssignmentWriter()
    let oldValues = Dictionary(old.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    let entries = isStack ? new : new.sorted { dumpRenderingPrecedes($0.key, $1.key) }
    for entry in entries {
      if let oldValue = oldValues[entry.key] {
        writer.walk(oldValue, entry.value, at: path.entry(entry.key))
      } else {
        writer.assign(entry.value, at: path.entry(entry.key))
      }
    }
    body += writer.lines
    lines += body
    return true
  }

  /// Writes `$path = value`, or a comment if `value` has no Swift expression.
  mutating func assign(_ value: Any, at path: SwiftPath) {
    // NB: The new side's shared values, if there is a snapshot of them: what the value holds then.
    let newShared = sharedSnapshots?.new ?? SharedSnapshot()
    if let source = newShared.reading({ renderer.render(value) }) {
      lines.append("\(path.text) = \(source)")
    } else {
      lines.append("// \(path.text) = \(newShared.reading { oneLine(value) }): no Swift expression")
    }
  }

  /// Whether a change inside `value` can be written below its path rather than by assigning it whole.
  private func isWalkable(_ value: Any) -> Bool {
    switch reflector.shape(of: value) {
    case .structure(_, _, nil), .collection, .dictionary: true
    default: false
    }
  }

  private func sameLabels(_ old: [DumpField], _ new: [DumpField]) -> Bool {
    old.count == new.count && zip(old, new).allSatisfy { $0.label != nil && $0.label == $1.label }
  }

  /// Whether two collections have as many elements, with the same ids at the same places if they are
  /// identifiable: then each element can be set where it is.
  private func sameIdentities(_ old: [Any], _ new: [Any]) -> Bool {
    guard old.count == new.count else { return false }
    return zip(old, new).allSatisfy { old, new in
      guard let old = old as? any Identifiable, let new = new as? any Identifiable else { return true }
      return identity(of: old) == identity(of: new)
    }
  }

  private func identity<Element: Identifiable>(of element: Element) -> AnyHashable {
    AnyHashable(element.id)
  }

  private func oneLine(_ value: Any) -> String {
    var dumper = Dumper(singleLine: true, reflector: reflector)
    return dumper.render(value)
  }
}
