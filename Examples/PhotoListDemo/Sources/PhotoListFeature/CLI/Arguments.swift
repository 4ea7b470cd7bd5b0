internal import Foundation

/// A command line that cannot be run: the message says what is wrong, in one line.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, such as `unknown option '--frobnicate'`.
  package var message: String

  /// Creates an error with `message`.
  package init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String {
    message
  }
}

/// Parses `PhotoListDemo`'s arguments, by hand, with no dependency.
///
/// Options take their value as the next argument or after `=` (`--url URL`, `--url=URL`).
package enum Arguments {
  /// What `arguments` (without the program's name) ask for.
  ///
  /// - Throws: A ``UsageError`` naming the first problem: an unknown option, a missing or bad value, an
  ///   unexpected argument, or options that cannot go together.
  package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var options = Options()
    var sources: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw UsageError("option '\(name)' needs a value")
        }
        return next
      }
      if inlineValue != nil, !optionsWithValues.contains(name) {
        throw UsageError("option '\(name)' takes no value")
      }
      switch name {
      case "--help", "-h": return .help
      case "--generate-data": return .generateData(path: try value())
      case "--url":
        options.source = .url(try url(try value()))
        sources.append(name)
      case "--file":
        options.source = .file(try value())
        sources.append(name)
      case "--script": options.script = try ScriptCommand.parse(try value())
      case "--view-store": options.usesViewStore = true
      case "--log": options.logsChanges = true
      case "--record": options.recordPath = try value()
      case "--replay": options.replayPath = try value()
      case "--profile": options.profiles = true
      case "--favorites": options.favoritesPath = try value()
      case _ where argument.hasPrefix("-"): throw UsageError("unknown option '\(name)'")
      default: throw UsageError("unexpected argument '\(argument)'")
      }
    }
    if sources.count > 1 {
      throw UsageError("choose one source: \(sources.joined(separator: " and ")) cannot go together")
    }
    if options.logsChanges && options.usesViewStore {
      throw UsageError("--log prints the reducer's changes; the hand-written --view-store has none")
    }
    if options.favoritesPath != nil && options.usesViewStore {
      throw UsageError("--favorites keeps the reducer's favourites; the hand-written --view-store has none")
    }
    try checkDebugging(options)
    return .run(options)
  }

  /// `--record`, `--replay` and `--profile` watch the reducer's store, and a replay plays nothing else.
  private static func checkDebugging(_ options: Options) throws(UsageError) {
    let flags = [
      options.recordPath.map { _ in "--record" }, options.replayPath.map { _ in "--replay" },
      options.profiles ? "--profile" : nil,
    ].compactMap(\.self)
    if options.usesViewStore, let flag = flags.first {
      throw UsageError("\(flag) works on the reducer's store; the hand-written --view-store has none")
    }
    if options.replayPath != nil {
      if options.recordPath != nil { throw UsageError("--record and --replay cannot go together") }
      if options.script != nil {
        throw UsageError("--replay plays the recorded actions; --script cannot go with it")
      }
    }
  }

  /// The options that take a value, which may follow an `=`.
  private static let optionsWithValues = [
    "--url", "--file", "--script", "--generate-data", "--record", "--replay", "--favorites",
  ]

  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func url(_ text: String) throws(UsageError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host != nil
    else { throw UsageError("--url needs an http:// or https:// URL, got '\(text)'") }
    return url
  }
}
