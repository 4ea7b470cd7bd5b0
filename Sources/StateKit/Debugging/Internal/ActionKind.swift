/// The kind of an action, for grouping costs: its enum case names from the outside in, with their
/// payloads left out (`path.element.albumLoaded` for `.path(.element(id: 3, action: .albumLoaded([…])))`).
enum ActionKind {
  /// The case path of `action`: one case name per enum level, following a payload that is an enum (in a
  /// tuple payload, the element labelled `action`, or else the last one that is an enum).
  static func name(of action: Any) -> String {
    var parts: [String] = []
    var value = action
    while true {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum else { break }
      guard let payload = mirror.children.first, let label = payload.label else {
        parts.append(String(describing: value))
        break
      }
      parts.append(label)
      guard let next = nestedEnum(in: payload.value) else { break }
      value = next
    }
    return parts.isEmpty ? String(describing: type(of: action)) : parts.joined(separator: ".")
  }

  private static func nestedEnum(in payload: Any) -> Any? {
    let mirror = Mirror(reflecting: payload)
    switch mirror.displayStyle {
    case .enum?:
      return payload
    case .tuple?:
      let enums = mirror.children.filter { Mirror(reflecting: $0.value).displayStyle == .enum }
      return (enums.first { $0.label == "action" } ?? enums.last)?.value
    default:
      return nil
    }
  }
}
