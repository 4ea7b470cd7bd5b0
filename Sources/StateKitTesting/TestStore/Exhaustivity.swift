/// How much of a feature's behaviour a ``TestStore`` makes the test assert.
///
/// - ``on``, the default: every state change, every action an effect feeds back and every effect still
///   running must be asserted; anything left out fails the test.
/// - ``on(ignoring:)``: the same, except for the parts of the state at the given key paths, which may
///   change without the test saying so (a timestamp, analytics counters). Everything else stays exhaustive.
/// - ``off``: only what the test asserts is checked. Actions fed back by effects that the test does not
///   `TestStore/receive(_:assert:)` are still run through the reducer, in
///   order, before the next step; effects still running at the end are not a failure.
///   ``off(showSkippedAssertions:)`` lists what was skipped, without failing.
///
/// ```swift
/// store.exhaustivity = .on(ignoring: \.lastUpdated, \.analytics)
/// ```
public struct Exhaustivity<State> {
  /// A part of the state that assertions leave out: copied from the actual state into the expected one.
  struct IgnoredPath {
    let name: String
    let copy: (_ expected: inout State, _ actual: State) -> Void
  }

  let mode: ExhaustivityMode
  let ignored: [IgnoredPath]
  /// Whether ``ignored`` is empty: read at every step, where the generic array would be walked to know.
  private let ignoresNothing: Bool

  private init(mode: ExhaustivityMode, ignored: [IgnoredPath]) {
    self.mode = mode
    self.ignored = ignored
    self.ignoresNothing = ignored.isEmpty
  }

  /// Every state change, received action and running effect must be asserted.
  public static var on: Self { Self(mode: .on, ignored: []) }

  /// Exhaustive, except for the state at `paths`: changes there need no assertion, and an expectation
  /// about them is not checked.
  ///
  /// A key path through a subscript (`\.todos[0].lastUpdated`) must point at a value that exists in both
  /// the expected and the actual state; prefer a property of the parent (`\.todos`) when they may differ in
  /// size.
  ///
  /// - Parameter paths: The writable key paths of the state to leave out, of any value types.
  public static func on<each Value>(ignoring paths: repeat WritableKeyPath<State, each Value>) -> Self {
    var ignored: [IgnoredPath] = []
    for path in repeat each paths {
      ignored.append(
        IgnoredPath(name: "\(path)") { expected, actual in
          expected[keyPath: path] = actual[keyPath: path]
        }
      )
    }
    return Self(mode: .on, ignored: ignored)
  }

  /// Only what the test asserts is checked; nothing skipped is shown.
  public static var off: Self { Self(mode: .off(showSkippedAssertions: false), ignored: []) }

  /// Only what the test asserts is checked.
  ///
  /// - Parameter showSkippedAssertions: Whether to tell the test, without failing it, about every state
  ///   change, received action and running effect it did not assert (as known issues in Swift Testing,
  ///   printed under XCTest).
  public static func off(showSkippedAssertions: Bool) -> Self {
    Self(mode: .off(showSkippedAssertions: showSkippedAssertions), ignored: [])
  }

  /// Whether everything not ignored must be asserted.
  var isExhaustive: Bool { mode.isExhaustive }

  /// Whether skipped assertions are shown as notes.
  var showsSkippedAssertions: Bool { mode.showsSkippedAssertions }

  /// `expected` with every ignored part replaced by the one in `actual`.
  @inline(__always)
  func normalized(_ expected: State, against actual: State) -> State {
    guard !ignoresNothing else { return expected }
    var expected = expected
    for path in ignored { path.copy(&expected, actual) }
    return expected
  }
}

/// Whether a test must assert everything, without the key paths an ``Exhaustivity`` ignores.
enum ExhaustivityMode: Equatable, Sendable {
  case on
  case off(showSkippedAssertions: Bool)

  var isExhaustive: Bool { self == .on }
  var showsSkippedAssertions: Bool { self == .off(showSkippedAssertions: true) }
}

@available(*, unavailable, message: "Exhaustivity holds key paths and closures that are not Sendable.")
extension Exhaustivity: Sendable {}
