// Small text helpers shared by the dump, diff and line-diff code: deterministic type names,
// quoted string literals, line indentation and a "natural" sort key for rendered values.

/// Module names whose `CustomStringConvertible` value types are rendered as leaves
/// (`Date`, `URL`, `UUID`, `Decimal`, `Duration`, `Range`, ...).
let dumpLeafModules: Set<String> = [
  "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
]

/// The name of `type` as written in source, minus module prefixes and private/local context
/// markers, e.g. `Feature.State`, `Array<Todo>`, `(x: Int, y: Int)`.
package func dumpTypeName(_ type: Any.Type) -> String {
  stripModules(stripPrivateContexts(String(reflecting: type)))
}

/// The module that declares `type`'s outermost name (`Swift` for `Array<Todo>`).
func dumpModuleName(_ type: Any.Type) -> Substring {
  let name = String(reflecting: type)
  return name.prefix { $0 != "." && $0 != "<" }
}

/// Removes `(unknown context at $1234).` and `(extension in Module):` segments, which the runtime
/// emits for private and local types and which would otherwise leak addresses into dumps.
private func stripPrivateContexts(_ name: String) -> String {
  let markers: [(open: String, terminator: Character)] = [
    ("(unknown context at ", "."), ("(extension in ", ":"),
  ]
  var result = ""
  var index = name.startIndex
  scanning: while index < name.endIndex {
    if name[index] == "(" {
      for marker in markers where name[index...].hasPrefix(marker.open) {
        guard let close = name[index...].firstIndex(of: ")") else { break }
        index = name.index(after: close)
        if index < name.endIndex, name[index] == marker.terminator { index = name.index(after: index) }
        continue scanning
      }
    }
    result.append(name[index])
    index = name.index(after: index)
  }
  return result
}

/// Drops the first component of every qualified name (`Swift.Int` → `Int`,
/// `App.Outer<Swift.Int>.Inner` → `Outer<Int>.Inner`), keeping nested type names.
private func stripModules(_ name: String) -> String {
  let separators: Set<Character> = ["<", ">", "(", ")", "[", "]", ",", ":", " ", "?", "!", "&", "-"]
  let characters = Array(name)
  var result = ""
  var index = 0
  var atNameStart = true
  while index < characters.count {
    let character = characters[index]
    if separators.contains(character) || character == "." {
      result.append(character)
      atNameStart = character != "."
      index += 1
      continue
    }
    var end = index
    while end < characters.count, !separators.contains(characters[end]), characters[end] != "." {
      end += 1
    }
    let isModule = atNameStart && end < characters.count && characters[end] == "."
    if isModule {
      index = end + 1
    } else {
      result.append(contentsOf: characters[index..<end])
      index = end
    }
    atNameStart = false
  }
  return result
}

/// `text` as a Swift string literal: quoted, with quotes, backslashes and control or
/// line-breaking characters escaped so that the result is always a single line.
package func dumpQuoted<S: StringProtocol>(_ text: S) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\0": result += "\\0"
    default:
      let value = scalar.value
      if value < 0x20 || value == 0x7F || value == 0x85 || value == 0x2028 || value == 0x2029 {
        result += "\\u{\(String(value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}

/// Indents every line after the first of `text` by two spaces (the first line is placed by the
/// caller, after its own indentation or label).
package func dumpIndentingContinuationLines(_ text: String) -> String {
  guard text.contains("\n") else { return text }
  return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
}

/// `items` between `open` and `close`: on one line, separated by commas, if `onOneLine`; otherwise one
/// item a line, indented by two spaces, with a comma after each but the last (after the last too if
/// `trailingComma`).
package func dumpLayout(
  _ open: String,
  _ items: [String],
  _ close: String,
  onOneLine: Bool,
  trailingComma: Bool
) -> String {
  if onOneLine {
    return open + items.joined(separator: ", ") + close
  }
  var result = open
  for (index, item) in items.enumerated() {
    result += "\n  " + dumpIndentingContinuationLines(item)
    if trailingComma || index < items.count - 1 { result += "," }
  }
  return result + "\n" + close
}

/// Orders rendered values deterministically: numeric renderings numerically, before all other
/// renderings, which compare as strings.
package func dumpRenderingPrecedes(_ lhs: String, _ rhs: String) -> Bool {
  func number(_ text: String) -> Double? { Double(text).flatMap { $0.isNaN ? nil : $0 } }
  switch (number(lhs), number(rhs)) {
  case (let l?, let r?) where l != r: return l < r
  case (.some, nil): return true
  case (nil, .some): return false
  default: return lhs < rhs
  }
}
