extension BindingAction: CustomStringConvertible {
  /// The action as it is written: `.set(\Settings.State.name, "Blob")`.
  ///
  /// The value is rendered as StateKit's failure messages render values, and the key path with its
  /// root's full type name.
  public var description: String {
    ".set(\(keyPathDescription), \(StateKit.dump(value)))"
  }

  /// The key path as Swift writes it, `\Settings.State.name`, without the memory addresses the runtime
  /// shows for computed properties and subscripts, so that a description is the same in every run.
  var keyPathDescription: String {
    var text = String(describing: keyPath)
    let shortRoot = "\\" + String(describing: Root.self)
    if text.hasPrefix(shortRoot) {
      text = "\\" + dumpTypeName(Root.self) + text.dropFirst(shortRoot.count)
    }
    return withoutAddresses(text)
  }
}

extension BindingAction: CustomReflectable {
  /// A mirror without children, so that dumps (failure messages, ``Reducer/printChanges(to:)``) show
  /// the ``description`` rather than the action's stored closure.
  public var customMirror: Mirror {
    Mirror(self, children: [:])
  }
}

/// `text` without the memory addresses in the runtime's description of computed key path components:
/// `<computed 0x00007ff027ae8d80 (Int)>` becomes `<computed (Int)>`.
private func withoutAddresses(_ text: String) -> String {
  let marker = "<computed 0x"
  var result = ""
  var rest = Substring(text)
  while let start = rest.firstRange(of: marker) {
    result += rest[..<start.lowerBound] + "<computed "
    rest = rest[start.upperBound...].drop { $0.isHexDigit }
    if rest.first == " " { rest = rest.dropFirst() }
  }
  return result + rest
}
