// Structural differences between two values, addressed by key-path-like paths.

/// The changes that turn `old` into `new`, as the smallest addressable parts that differ.
///
/// Both values are walked together through the same structure `dump` renders:
/// - structs, tuples and classes field by field (`\.child.name`, `\.pair.0`); a pair of class
///   instances is compared once, so shared references and reference cycles are handled;
/// - enums: the same case recurses into its payload (`\.status(.loaded).count`), a different
///   case is one change at the enum's path;
/// - optionals: `nil` ↔ some value is one change, two values recurse (`\.child?.count`);
/// - collections element by element by index (`\.items[2]`), reporting extra elements as added
///   or removed; when every element is `Identifiable` (with unique ids) elements are matched by
///   id instead (`\.todos[id: 3].title`), and elements that changed position relative to the
///   others are reported as `.moved`;
/// - dictionaries by key (`\.scores["b"]`), keys in the order of their rendering;
/// - sets by membership: removed members then added members, each in rendering order;
/// - leaves (numbers, strings, `Date`, `URL`, `UUID`, ...; see `dump`) by their rendering.
///
/// Changes are listed in the order they are met: fields in declaration order, removed
/// collection elements before the elements of the new collection. The result is empty when
/// both values dump identically.
///
/// Where the values hold shared references, `oldShared` and `newShared` say what they read: the shared
/// values `old` holds read as `oldShared` recorded them and those `new` holds as `newShared` did (live,
/// for a value a snapshot does not hold), since two states hold the same references and only snapshots
/// tell what the values were.
package func changes<T>(
  from old: T, to new: T, oldShared: SharedSnapshot = SharedSnapshot(),
  newShared: SharedSnapshot = SharedSnapshot()
) -> [ValueChange] {
  var differ = ValueDiffer()
  if !oldShared.isEmpty || !newShared.isEmpty { differ.sharedSnapshots = (oldShared, newShared) }
  differ.diff(old, new, at: ValuePath())
  return differ.changes
}

/// Walks two values side by side and collects their differences.
struct ValueDiffer {
  /// A pair of class instances already compared.
  private struct ObjectPair: Hashable {
    var old: ObjectIdentifier
    var new: ObjectIdentifier
  }

  /// The differences found so far.
  private(set) var changes: [ValueChange] = []
  /// One-line renderer for `before`/`after`; its reflector is shared with the walk.
  private(set) var renderer = Dumper(singleLine: true)
  private var comparedObjects: Set<ObjectPair> = []
  /// The objects in `comparedObjects`, kept alive so that their identifiers stay unique even for
  /// instances that only a custom mirror created.
  private var comparedInstances: [Any] = []

  /// The classifier shared with `renderer`.
  var reflector: DumpReflector { renderer.reflector }
  /// What the shared values of each side read, when they were snapshotted.
  var sharedSnapshots: (old: SharedSnapshot, new: SharedSnapshot)?

  /// Compares `old` and `new`, found at `path`, recording their differences.
  mutating func diff(_ old: Any, _ new: Any, at path: ValuePath) {
    guard type(of: old) == type(of: new) else { return replace(old, new, at: path) }
    if let (oldShared, newShared) = sharedSnapshots, let oldValue = old as? any SharedReflecting,
      let newValue = new as? any SharedReflecting
    {
      return diff(
        oldShared.reading { oldValue.dumpedValue }, newShared.reading { newValue.dumpedValue }, at: path
      )
    }
    switch (reflector.shape(of: old), reflector.shape(of: new)) {
    case (.leaf(let before), .leaf(let after)):
      if before != after { record(path, .changed, before: before, after: after) }
    case (.none, .none):
      break
    case (.some(let old), .some(let new)):
      diff(old, new, at: path.appending("?"))
    case (.structure(_, let oldFields, let oldObject?), .structure(_, let newFields, let newObject?)):
      guard comparedObjects.insert(ObjectPair(old: oldObject, new: newObject)).inserted else { return }
      comparedInstances += [old, new]
      diffFields(oldFields, newFields, of: old, new, at: path)
    case (.structure(_, let oldFields, nil), .structure(_, let newFields, nil)),
      (.tuple(let oldFields), .tuple(let newFields)):
      diffFields(oldFields, newFields, of: old, new, at: path)
    case (.enumCase(_, let oldCase, let oldPayload?), .enumCase(_, let newCase, let newPayload?))
    where oldCase == newCase:
      diff(oldPayload, newPayload, at: path.appending("(.\(oldCase))"))
    case (.collection(let oldElements), .collection(let newElements)):
      diffCollections(oldElements, newElements, at: path)
    case (.dictionary(let oldPairs), .dictionary(let newPairs)):
      diffDictionaries(oldPairs, newPairs, of: old, new, at: path)
    case (.set(let oldMembers), .set(let newMembers)):
      diffSets(oldMembers, newMembers, at: path)
    default:
      replace(old, new, at: path)
    }
  }

  /// Records one change at `path` if `old` and `new` render differently.
  mutating func replace(_ old: Any, _ new: Any, at path: ValuePath) {
    let before = render(old)
    let after = render(new)
    if before != after { record(path, .changed, before: before, after: after) }
  }

  /// `value` rendered on one line.
  mutating func render(_ value: Any) -> String {
    renderer.render(value)
  }

  /// Appends a change.
  mutating func record(_ path: ValuePath, _ kind: ValueChange.Kind, before: String?, after: String?) {
    changes.append(ValueChange(path: path.rendered, kind: kind, before: before, after: after))
  }

  /// Compares fields pairwise; values of one type have the same fields, but custom mirrors may
  /// not, in which case the whole values are compared.
  private mutating func diffFields(
    _ oldFields: [DumpField], _ newFields: [DumpField], of old: Any, _ new: Any, at path: ValuePath
  ) {
    guard oldFields.count == newFields.count,
      zip(oldFields, newFields).allSatisfy({ $0.label == $1.label })
    else { return replace(old, new, at: path) }
    for (offset, (oldField, newField)) in zip(oldFields, newFields).enumerated() {
      diff(oldField.value, newField.value, at: path.appending("." + (oldField.label ?? "\(offset)")))
    }
  }

  /// Compares dictionaries entry by entry, in the order of their keys' renderings.
  private mutating func diffDictionaries(
    _ oldPairs: [(key: Any, value: Any)], _ newPairs: [(key: Any, value: Any)],
    of old: Any, _ new: Any, at path: ValuePath
  ) {
    var oldByKey: [String: Any] = [:]
    var newByKey: [String: Any] = [:]
    for pair in oldPairs { oldByKey[renderer.oneLine(pair.key)] = pair.value }
    for pair in newPairs { newByKey[renderer.oneLine(pair.key)] = pair.value }
    // Distinct keys that render alike cannot be told apart: compare the dictionaries whole.
    guard oldByKey.count == oldPairs.count, newByKey.count == newPairs.count else {
      return replace(old, new, at: path)
    }
    let keys = Set(oldByKey.keys).union(newByKey.keys).sorted(by: dumpRenderingPrecedes)
    for key in keys {
      let entryPath = path.appending("[\(key)]")
      switch (oldByKey[key], newByKey[key]) {
      case (let old?, let new?): diff(old, new, at: entryPath)
      case (let old?, nil): record(entryPath, .removed, before: render(old), after: nil)
      case (nil, let new?): record(entryPath, .added, before: nil, after: render(new))
      case (nil, nil): break
      }
    }
  }

  /// Compares sets by the renderings of their members.
  private mutating func diffSets(_ oldMembers: [Any], _ newMembers: [Any], at path: ValuePath) {
    let before = Set(oldMembers.map { render($0) })
    let after = Set(newMembers.map { render($0) })
    for member in before.subtracting(after).sorted(by: dumpRenderingPrecedes) {
      record(path, .removed, before: member, after: nil)
    }
    for member in after.subtracting(before).sorted(by: dumpRenderingPrecedes) {
      record(path, .added, before: nil, after: member)
    }
  }
}
