// Rendering of arbitrary values as stable, readable, multi-line text.

/// Renders a value as a stable, multi-line, human-readable dump.
///
/// The format reads like Swift source:
/// - structs and classes: `Point(x: 1, y: 2)`, or one field per line when the one-line form would
///   be longer than 80 characters or a field spans several lines; empty ones as `Empty()`;
/// - enums: `.case`, `.case(payload)`, `.row(id: 1, action: .tap)`; only the root value is
///   qualified with its type name (`Action.increment`, `Action.row(id: 1, action: .tap)`);
/// - optionals: `nil` or the wrapped value;
/// - strings and characters quoted and escaped (`"a\"b"`), numbers and booleans plain;
/// - arrays `[1, 2]`, dictionaries `["a": 1]`, sets `Set([1, 2])`, empty `[]`, `[:]`, `Set([])`;
///   dictionary keys and set members are sorted by their rendering (numbers numerically), and
///   multi-line collections end every element with a comma so that appending an element changes
///   one line;
/// - a class instance met again inside itself renders as `TypeName(↩︎)`;
/// - type names omit module prefixes but keep nesting (`Feature.State`).
///
/// The output contains no memory addresses and does not depend on hash order.
///
/// The function is generic (rather than taking `Any`) so that an unqualified `dump(x)` picks
/// this function over the standard library's `Swift.dump(_:name:indent:maxDepth:maxItems:)`,
/// including inside string interpolations.
///
/// - Parameters:
///   - value: The value to render.
///   - maxDepth: How many levels of nested containers to expand; deeper containers render as
///     `TypeName(…)`, `.case(…)`, `[…]`. `0` elides even the root's contents.
/// - Returns: The rendering, without a trailing newline.
package func dump<Value>(_ value: Value, maxDepth: Int = .max) -> String {
  var dumper = Dumper(maxDepth: maxDepth)
  return dumper.render(value, isRoot: true)
}

/// Renders values as `dump` does, keeping what it learns about their types from one value to the next:
/// for code that dumps many values of the same types (an exploration keys every state it reaches by its
/// dump), where `dump` would work each type out again every time.
package final class ValueDumper {
  private let reflector = DumpReflector()

  /// Creates a dumper with nothing learned yet.
  package init() {}

  /// `value` rendered as `dump(value)` renders it.
  package func render<Value>(_ value: Value) -> String {
    var dumper = Dumper(reflector: reflector)
    return dumper.render(value, isRoot: true)
  }
}

/// Renders values for `dump` and, on a single line, for `ValueChange`.
package struct Dumper {
  /// The width above which containers are broken over several lines.
  package static let lineWidth = 80

  /// How many levels of nested containers to expand.
  var maxDepth: Int
  /// Whether to render everything on one line (as `ValueChange.before`/`after` do).
  var singleLine: Bool
  /// The classifier, with its per-type cache (shareable between dumpers).
  let reflector: DumpReflector
  /// Class instances currently being rendered, to detect reference cycles.
  private var ancestors: Set<ObjectIdentifier> = []

  /// Creates a dumper.
  package init(maxDepth: Int = .max, singleLine: Bool = false, reflector: DumpReflector = DumpReflector()) {
    self.maxDepth = maxDepth
    self.singleLine = singleLine
    self.reflector = reflector
  }

  /// Renders `value`, which sits `depth` containers below the root. Root enums are qualified.
  package mutating func render(_ value: Any, depth: Int = 0, isRoot: Bool = false) -> String {
    switch reflector.shape(of: value) {
    case .leaf(let rendering):
      return rendering
    case .none:
      return "nil"
    case .some(let wrapped):
      return render(wrapped, depth: depth, isRoot: isRoot)
    case .structure(let typeName, let fields, let object):
      if let object {
        guard ancestors.insert(object).inserted else { return "\(typeName)(↩︎)" }
      }
      defer { if let object { ancestors.remove(object) } }
      guard !fields.isEmpty else { return "\(typeName)()" }
      guard depth < maxDepth else { return "\(typeName)(…)" }
      return layout("\(typeName)(", renderFields(fields, depth: depth + 1), ")")
    case .tuple(let fields):
      guard !fields.isEmpty else { return "()" }
      guard depth < maxDepth else { return "(…)" }
      return layout("(", renderFields(fields, depth: depth + 1), ")")
    case .enumCase(let typeName, let caseName, let payload):
      let head = (isRoot ? typeName : "") + "." + caseName
      guard let payload else { return head }
      guard depth < maxDepth else { return head + "(…)" }
      if case .tuple(let fields) = reflector.shape(of: payload) {
        return layout(head + "(", renderFields(fields, depth: depth + 1), ")")
      }
      return layout(head + "(", [render(payload, depth: depth + 1)], ")")
    case .collection(let elements):
      guard !elements.isEmpty else { return "[]" }
      guard depth < maxDepth else { return "[…]" }
      let items = elements.map { render($0, depth: depth + 1) }
      return layout("[", items, "]", trailingComma: true)
    case .dictionary(let pairs):
      guard !pairs.isEmpty else { return "[:]" }
      guard depth < maxDepth else { return "[…]" }
      let items =
        pairs
        .map { (key: oneLine($0.key), value: $0.value) }
        .sorted { dumpRenderingPrecedes($0.key, $1.key) }
        .map { "\($0.key): " + render($0.value, depth: depth + 1) }
      return layout("[", items, "]", trailingComma: true)
    case .set(let members):
      guard !members.isEmpty else { return "Set([])" }
      guard depth < maxDepth else { return "Set([…])" }
      let items = members.map { render($0, depth: depth + 1) }.sorted(by: dumpRenderingPrecedes)
      return layout("Set([", items, "])", trailingComma: true)
    }
  }

  /// `value` rendered on a single line, without enum qualification (used for dictionary keys,
  /// set members and identifiers, which must be comparable as strings).
  mutating func oneLine(_ value: Any) -> String {
    var dumper = Dumper(singleLine: true, reflector: reflector)
    return dumper.render(value)
  }

  private mutating func renderFields(_ fields: [DumpField], depth: Int) -> [String] {
    fields.map { field in
      let rendering = render(field.value, depth: depth)
      return field.label.map { "\($0): \(rendering)" } ?? rendering
    }
  }

  /// Joins `items` between `open` and `close`: on one line if that fits and no item spans
  /// several lines, otherwise one item per line, indented by two spaces.
  private func layout(_ open: String, _ items: [String], _ close: String, trailingComma: Bool = false)
    -> String
  {
    let fitsOnOneLine =
      singleLine
      || (items.allSatisfy { !$0.contains("\n") }
        && items.reduce(open.count + close.count + 2 * (items.count - 1)) { $0 + $1.count }
          <= Self.lineWidth)
    return dumpLayout(open, items, close, onOneLine: fitsOnOneLine, trailingComma: trailingComma)
  }
}
