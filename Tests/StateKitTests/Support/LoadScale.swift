#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How large the reliability suite's heaviest loads run.
///
/// A plain `swift test` runs them at full size. ThreadSanitizer makes the code 5–10× slower and CI runs
/// the suite under it three times, so there they run smaller; valgrind is slower still (about 50×). Each
/// load states its sizes where it is defined, and prints the size it ran at.
enum LoadScale: String, Sendable {
  case full
  case threadSanitizer
  case valgrind

  /// The scale of this run: `STATEKIT_VALGRIND=1` (set by `.ci/run`) selects valgrind; ThreadSanitizer is
  /// recognised by its runtime's symbols, or by `STATEKIT_TSAN=1`.
  static let current: LoadScale = {
    let environment = ProcessInfoEnvironment()
    if environment.isSet("STATEKIT_VALGRIND") { return .valgrind }
    if environment.isSet("STATEKIT_TSAN") || isThreadSanitizerLoaded() { return .threadSanitizer }
    return .full
  }()

  /// The size for this run, out of the sizes for each scale.
  func size(full: Int, threadSanitizer: Int, valgrind: Int) -> Int {
    switch self {
    case .full: full
    case .threadSanitizer: threadSanitizer
    case .valgrind: valgrind
    }
  }

  /// Whether memory figures mean anything: sanitizers and valgrind replace the allocator.
  var measuresMemory: Bool { self == .full }

  /// Whether ThreadSanitizer's runtime is in the process: its entry point is only there when the binary
  /// was built with `--sanitize=thread`.
  private static func isThreadSanitizerLoaded() -> Bool {
    guard let process = dlopen(nil, RTLD_NOW) else { return false }
    return dlsym(process, "__tsan_init") != nil
  }
}

/// Reads the process's environment without Foundation.
struct ProcessInfoEnvironment {
  func isSet(_ name: String) -> Bool {
    guard let text = value(name) else { return false }
    return !text.isEmpty && text != "0"
  }

  /// The variable's value, if it is set.
  func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

/// The seed in `STATEKIT_SEED`, decimal or `0x` hexadecimal, to replay one failing random sequence.
func environmentSeed() -> UInt64? {
  guard let value = getenv("STATEKIT_SEED") else { return nil }
  let text = String(cString: value)
  return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
}
