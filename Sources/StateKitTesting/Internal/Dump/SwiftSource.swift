// Rendering values as Swift expressions: what a generated test writes for an action or a state.

import StateKit

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// `value` as a Swift expression that builds it, or `nil` if some part of it cannot be written as one.
///
/// Reads the value as `dump` does, and writes:
/// - structs as their memberwise initializer, `Item(id: 1, title: "a")`; tuples as tuples;
/// - enum cases unqualified, `.add(1)`, `.row(id: 1, action: .tap)`, for a context that knows the type;
/// - strings, numbers and booleans as literals; `UUID`, `URL`, `Date`, `Data`, `Decimal` and `Duration`
///   through their initializers; a `RawRepresentable` enum that describes itself through `init(rawValue:)`;
/// - arrays, sets, identified arrays and stacks whose ids count from 0 as array literals; dictionaries as
///   dictionary literals, keys in the order of their rendering; `nil`.
///
/// Class instances, functions, cycles, and custom descriptions of other types have no such expression:
/// `nil`. A struct's memberwise initializer is assumed to take every stored property, in order.
package func swiftSource<Value>(_ value: Value) -> String? {
  let renderer = SwiftSourceRenderer()
  return renderer.render(value)
}

/// Renders values as Swift expressions; see ``swiftSource(_:)``.
struct SwiftSourceRenderer {
  /// The classifier, with its per-type cache.
  let reflector = DumpReflector()

  /// `value` as a Swift expression, or `nil`.
  func render(_ value: Any) -> String? {
    let type = Swift.type(of: value)
    let name = String(reflecting: type)
    switch reflector.shape(of: value) {
    case .leaf(let rendering):
      return leaf(value, rendering: rendering, name: name)
    case .none:
      return "nil"
    case .some(let wrapped):
      return render(wrapped)
    case .structure(let typeName, let fields, let object):
      guard object == nil, Mirror(reflecting: value).displayStyle == .struct, !typeName.contains("(") else {
        return nil
      }
      guard let arguments = render(fields) else { return nil }
      return layout("\(typeName)(", arguments, ")")
    case .tuple(let fields):
      guard let elements = render(fields) else { return nil }
      return layout("(", elements, ")")
    case .enumCase(_, let caseName, let payload):
      guard let payload else { return "." + caseName }
      if case .tuple(let fields) = reflector.shape(of: payload) {
        guard let arguments = render(fields) else { return nil }
        return layout(".\(caseName)(", arguments, ")")
      }
      guard let argument = render(payload) else { return nil }
      return layout(".\(caseName)(", [argument], ")")
    case .collection(let elements):
      guard value is any ExpressibleByArrayLiteral else { return nil }
      return renderElements(elements)
    case .set(let members):
      guard value is any ExpressibleByArrayLiteral, let items = renderAll(members) else { return nil }
      return items.isEmpty
        ? "[]" : layout("[", items.sorted(by: dumpRenderingPrecedes), "]", trailingComma: true)
    case .dictionary(let pairs):
      if name.hasPrefix("StateKit.StackState<") {
        return stack(pairs)
      }
      guard value is any ExpressibleByDictionaryLiteral else { return nil }
      var items: [(key: String, value: String)] = []
      for pair in pairs {
        guard let key = render(pair.key), let value = render(pair.value) else { return nil }
        items.append((key, value))
      }
      guard !items.isEmpty else { return "[:]" }
      let sorted = items.sorted { dumpRenderingPrecedes($0.key, $1.key) }.map { "\($0.key): \($0.value)" }
      return layout("[", sorted, "]", trailingComma: true)
    }
  }

  /// The arguments of an initializer, a case or a tuple: `label: value`, or `value` for a positional one.
  private func render(_ fields: [DumpField]) -> [String]? {
    var arguments: [String] = []
    for field in fields {
      guard let value = render(field.value) else { return nil }
      arguments.append(field.label.map { "\($0): \(value)" } ?? value)
    }
    return arguments
  }

  private func renderAll(_ values: [Any]) -> [String]? {
    var rendered: [String] = []
    for value in values {
      guard let item = render(value) else { return nil }
      rendered.append(item)
    }
    return rendered
  }

  private func renderElements(_ elements: [Any]) -> String? {
    guard let items = renderAll(elements) else { return nil }
    return items.isEmpty ? "[]" : layout("[", items, "]", trailingComma: true)
  }

  /// A stack as an array literal, which numbers its elements from 0: only a stack whose ids do.
  private func stack(_ pairs: [(key: Any, value: Any)]) -> String? {
    for (index, pair) in pairs.enumerated() {
      guard render(pair.key) == "\(index)" else { return nil }
    }
    return renderElements(pairs.map(\.value))
  }

  /// A leaf `dump` rendered as `rendering`, of the type named `name`, as Swift.
  private func leaf(_ value: Any, rendering: String, name: String) -> String? {
    if value is String || value is Substring || value is Character || value is Unicode.Scalar
      || value is StaticString || value is Bool || value is any BinaryInteger || value is Any.Type
    {
      return rendering
    }
    if value is any FloatingPoint {
      switch rendering {
      case "inf": return ".infinity"
      case "-inf": return "-.infinity"
      case "nan", "-nan": return ".nan"
      default: return rendering
      }
    }
    if let source = foundationValue(value) { return source }
    if let duration = value as? Duration { return Self.literal(duration) }
    if name == "StateKit.StackElementID", rendering.hasPrefix("#") { return String(rendering.dropFirst()) }
    if let raw = value as? any RawRepresentable, let rawValue = render(raw.rawValue) {
      return "\(reflector.typeName(type(of: value)))(rawValue: \(rawValue))!"
    }
    return nil
  }

  /// `UUID`, `URL`, `Date`, `Data` and `Decimal` through their initializers.
  private func foundationValue(_ value: Any) -> String? {
    switch value {
    case let uuid as UUID: "UUID(uuidString: \"\(uuid.uuidString)\")!"
    case let url as URL: "URL(string: \(dumpQuoted(url.absoluteString)))!"
    case let date as Date: "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))"
    case let data as Data: "Data([\(data.map { "\($0)" }.joined(separator: ", "))])"
    case let decimal as Decimal: "Decimal(string: \"\(decimal)\")!"
    default: nil
    }
  }

  /// `duration` as Swift: `.seconds(1)`, `.milliseconds(300)`, `.nanoseconds(5)`.
  static func literal(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    if nanoseconds % 1_000_000 == 0 { return ".milliseconds(\(nanoseconds / 1_000_000))" }
    return ".nanoseconds(\(nanoseconds))"
  }

  /// `items` between `open` and `close`: on one line if it fits in 80 columns and no item spans
  /// several, otherwise one item a line, indented by two spaces.
  func layout(_ open: String, _ items: [String], _ close: String, trailingComma: Bool = false) -> String {
    let width = items.reduce(open.count + close.count + 2 * max(items.count - 1, 0)) { $0 + $1.count }
    let onOneLine = width <= Dumper.lineWidth && !items.contains(where: { $0.contains("\n") })
    return dumpLayout(open, items, close, onOneLine: onOneLine, trailingComma: trailingComma)
  }
}
