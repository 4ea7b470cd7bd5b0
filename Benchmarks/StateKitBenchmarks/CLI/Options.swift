/// What the command line asks for.
struct Options: Equatable {
  /// Where to write the JSON report, if anywhere.
  var jsonPath: String?
  /// The workloads to run, by name or family (`W3`); empty runs them all.
  var filters: [String] = []
  /// Whether to run the reduced sizes, for a CI smoke run.
  var quick = false
  /// Whether to print the help and exit.
  var help = false

  /// Parses the arguments after the program's name.
  ///
  /// Accepts `--json PATH`, `--filter W1,W3` (repeatable), `--quick`, `--help`, and `--option=value` for
  /// the options that take a value.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
          throw UsageError("\(name) needs a value")
        }
        return value
      }
      switch name {
      case "--json":
        guard options.jsonPath == nil else { throw UsageError("--json given twice") }
        options.jsonPath = try value()
      case "--filter":
        let names = try value().split(separator: ",", omittingEmptySubsequences: false)
        guard !names.contains(where: \.isEmpty) else {
          throw UsageError("--filter takes workload names separated by commas, like W1,W3")
        }
        options.filters += names.map(String.init)
      case "--quick" where inlineValue == nil:
        options.quick = true
      case "--help" where inlineValue == nil, "-h" where inlineValue == nil:
        options.help = true
      case "--quick", "--help", "-h":
        throw UsageError("\(name) takes no value")
      default:
        throw UsageError(
          argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'"
        )
      }
    }
    return options
  }

  /// `--name=value` as its name and value; anything else as itself, without a value.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}

/// A command line the tool does not understand: reported in one line, with exit status 2.
struct UsageError: Error {
  /// What is wrong with the command line.
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
