// The structural view of a value that both `dump` and `changes` work from, so that what is
// rendered and what is compared always agree.

/// A StateKit type that dumps and diffs as another value: a property wrapper as the value it wraps
/// (`alert: nil`, not `_alert: PresentationState(…)`), a text as its string.
///
/// A struct's field that holds one, under a label that starts with `_` (a property wrapper's storage),
/// is shown under the wrapped property's name.
protocol DumpedAsAnotherValue {
  /// The value to dump and compare instead.
  var dumpedValue: Any { get }
}

/// A StateKit generic type that dumps under its name alone, `ButtonState(…)` rather than
/// `ButtonState<Feature.Action.Alert>(…)`: its generic argument is plain from its contents, and repeating
/// it on every button of an alert would bury what the alert shows.
protocol DumpedWithoutGenericArguments {}

/// One field of a struct, class, tuple or enum payload.
package struct DumpField {
  /// The field's label, or nil for a positional element (unlabelled tuple element).
  package var label: String?
  /// The field's value.
  package var value: Any
}

/// What a value looks like through its `Mirror`, normalised for dumping and diffing.
package enum DumpShape {
  /// A value rendered as a whole: numbers, strings, booleans, `Date`, `URL`, `UUID`, ...
  case leaf(String)
  /// `Optional.none`.
  case none
  /// `Optional.some`, with the wrapped value.
  case some(Any)
  /// A struct or class. `object` identifies class instances (for cycle detection).
  case structure(typeName: String, fields: [DumpField], object: ObjectIdentifier?)
  /// A tuple.
  case tuple([DumpField])
  /// An enum case, with its payload (a tuple for several or labelled associated values).
  case enumCase(typeName: String, caseName: String, payload: Any?)
  /// An ordered collection (arrays and anything mirrored with `.collection` style).
  case collection([Any])
  /// A dictionary's key-value pairs, in no particular order.
  case dictionary([(key: Any, value: Any)])
  /// A set's members, in no particular order.
  case set([Any])
}

/// Classifies values into `DumpShape`s.
///
/// What only depends on a value's type (whether it is a leaf and how to render it, its name,
/// whether it is a class) is worked out once per type and cached: large collections repeat the
/// same element type many times, and leaves then need no `Mirror` at all.
package final class DumpReflector {
  /// How a leaf type is rendered.
  private enum LeafKind {
    case text, plain, metatype, data, indexes, description
    /// An enum that customises its description: payload-free cases are leaves.
    case describedEnum
  }

  /// What is known about a type.
  private struct TypeInfo {
    var name: String
    var leaf: LeafKind?
    var isClass: Bool
    var isAnyHashable: Bool
    /// Whether the type is dumped as another value (see `DumpedAsAnotherValue`).
    var isSubstituted: Bool
  }

  private var types: [ObjectIdentifier: TypeInfo] = [:]

  /// Creates a reflector with nothing cached yet.
  package init() {}

  /// The unqualified name of `type` (see `dumpTypeName`), cached.
  package func typeName(_ type: Any.Type) -> String {
    if let info = types[ObjectIdentifier(type)] { return info.name }
    return dumpTypeName(type)
  }

  /// The shape of `value`.
  package func shape(of value: Any) -> DumpShape {
    let info = self.info(for: value)
    if info.isAnyHashable, let hashable = value as? AnyHashable {
      return shape(of: hashable.base)
    }
    if info.isSubstituted, let substituted = value as? any DumpedAsAnotherValue {
      return shape(of: substituted.dumpedValue)
    }
    if let leaf = info.leaf, leaf != .describedEnum {
      return .leaf(render(value, as: leaf))
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional?:
      return mirror.children.first.map { .some($0.value) } ?? .none
    case .struct?, .class?:
      let object = info.isClass ? ObjectIdentifier(value as AnyObject) : nil
      return .structure(typeName: typeName(mirror.subjectType), fields: fields(of: mirror), object: object)
    case .tuple?:
      return .tuple(fields(of: mirror))
    case .enum?:
      guard let child = mirror.children.first else {
        if info.leaf == .describedEnum { return .leaf(String(describing: value)) }
        return .enumCase(typeName: info.name, caseName: String(describing: value), payload: nil)
      }
      return .enumCase(typeName: info.name, caseName: child.label ?? "?", payload: child.value)
    case .collection?:
      return .collection(mirror.children.map(\.value))
    case .dictionary?:
      return .dictionary(
        mirror.children.map { child in
          let pair = Mirror(reflecting: child.value).children.map(\.value)
          return pair.count == 2 ? (key: pair[0], value: pair[1]) : (key: child.value, value: child.value)
        })
    case .set?:
      return .set(mirror.children.map(\.value))
    default:
      // No display style: a custom mirror without one, a function, or another opaque value.
      if mirror.children.isEmpty { return .leaf(String(describing: value)) }
      return .structure(typeName: typeName(mirror.subjectType), fields: fields(of: mirror), object: nil)
    }
  }

  /// Fields of a struct, class (superclass fields first) or tuple.
  private func fields(of mirror: Mirror) -> [DumpField] {
    var fields = mirror.superclassMirror.map { self.fields(of: $0) } ?? []
    for child in mirror.children {
      // Unlabelled tuple elements are mirrored as ".0", ".1", ...
      var label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      // NB: A property wrapper's storage is mirrored as `_name`: show it under the property's name.
      if let storage = label, storage.hasPrefix("_"), info(for: child.value).isSubstituted {
        label = String(storage.dropFirst())
      }
      fields.append(DumpField(label: label, value: child.value))
    }
    return fields
  }

  /// What is known about `value`'s type, computed from `value` the first time the type is met.
  private func info(for value: Any) -> TypeInfo {
    let type = Swift.type(of: value)
    let key = ObjectIdentifier(type)
    if let info = types[key] { return info }
    let name = dumpTypeName(type)
    let info = TypeInfo(
      name: value is any DumpedWithoutGenericArguments ? String(name.prefix { $0 != "<" }) : name,
      leaf: leafKind(of: value, style: Mirror(reflecting: value).displayStyle),
      isClass: type is AnyClass,
      isAnyHashable: type == AnyHashable.self,
      isSubstituted: value is any DumpedAsAnotherValue
    )
    types[key] = info
    return info
  }

  /// How `value`'s type renders if it is a leaf, nil if it is rendered structurally.
  ///
  /// Leaves are: strings and characters (quoted), `Bool`, all integer and floating-point types,
  /// metatypes (`Int.self`), `CustomStringConvertible` non-class types from the standard library
  /// and Foundation (`Date`, `URL`, `UUID`, `Decimal`, `Duration`, `Range`, ...; `Data` renders
  /// its bytes in hex), `CustomStringConvertible` values whose mirror has no display style, and
  /// payload-free cases of enums that customise their description. Other types conforming to
  /// `CustomStringConvertible` are rendered structurally, so that a custom `description` can
  /// never hide a difference.
  private func leafKind(of value: Any, style: Mirror.DisplayStyle?) -> LeafKind? {
    let type = Swift.type(of: value)
    if style == .optional || type == AnyHashable.self || value is any DumpedAsAnotherValue { return nil }
    if value is String || value is Substring || value is Character || value is Unicode.Scalar
      || value is StaticString
    {
      return .text
    }
    if type == Bool.self || value is any BinaryInteger || value is any FloatingPoint { return .plain }
    if value is Any.Type { return .metatype }
    let describable = value is any CustomStringConvertible
    if style == .struct || style == nil, dumpLeafModules.contains(String(dumpModuleName(type))) {
      if dumpTypeName(type) == "Data", value is any Sequence { return .data }
      // NB: IndexSet describes itself as "3 indexes", which would hide which ones changed.
      if dumpTypeName(type) == "IndexSet", value is any Sequence { return .indexes }
      if describable { return .description }
    }
    if style == nil, describable { return .description }
    if style == .enum,
      describable || value is any CustomDebugStringConvertible || value is any TextOutputStreamable
    {
      return .describedEnum
    }
    return nil
  }

  /// Renders a leaf of kind `kind`.
  private func render(_ value: Any, as kind: LeafKind) -> String {
    switch kind {
    case .text:
      switch value {
      case let string as String: return dumpQuoted(string)
      case let substring as Substring: return dumpQuoted(substring)
      case let character as Character: return dumpQuoted(String(character))
      case let scalar as Unicode.Scalar: return dumpQuoted(String(scalar))
      case let string as StaticString: return dumpQuoted(string.description)
      default: return String(describing: value)
      }
    case .metatype:
      return (value as? Any.Type).map { typeName($0) + ".self" } ?? String(describing: value)
    case .data:
      return (value as? any Sequence).map { "Data(\(hexadecimal($0)))" } ?? String(describing: value)
    case .indexes:
      return (value as? any Sequence).map { "IndexSet(\(ranges($0)))" } ?? String(describing: value)
    case .description:
      return (value as? any CustomStringConvertible)?.description ?? String(describing: value)
    case .plain, .describedEnum:
      return String(describing: value)
    }
  }

  /// `1, 3...5` for the ascending integers 1, 3, 4, 5: a run of three or more is a range.
  private func ranges(_ indexes: some Sequence) -> String {
    var runs: [ClosedRange<Int>] = []
    for case let index as Int in indexes {
      if let last = runs.last, last.upperBound + 1 == index {
        runs[runs.count - 1] = last.lowerBound...index
      } else {
        runs.append(index...index)
      }
    }
    return runs.flatMap { run -> [String] in
      switch run.count {
      case 1: ["\(run.lowerBound)"]
      case 2: ["\(run.lowerBound)", "\(run.upperBound)"]
      default: ["\(run.lowerBound)...\(run.upperBound)"]
      }
    }.joined(separator: ", ")
  }

  /// `0x0102ff` for the bytes 1, 2, 255; empty for no bytes.
  private func hexadecimal(_ bytes: some Sequence) -> String {
    let digits = Array("0123456789abcdef")
    var result = ""
    for case let byte as UInt8 in bytes {
      result.append(digits[Int(byte >> 4)])
      result.append(digits[Int(byte & 0xF)])
    }
    return result.isEmpty ? "" : "0x" + result
  }
}
