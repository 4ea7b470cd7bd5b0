/// Tells StateKit which test runs the calling code, so that each test gets dependency values of its own.
///
/// StateKit cannot import a test framework: `StateKitTesting` implements this protocol, and StateKit finds
/// the implementation at run time by its name (``TestDependencyScopes/providerName``), in a process that
/// links `StateKitTesting`. An app that does not link it never finds one, and pays for one failed lookup.
package protocol TestIdentityProviding: Sendable {
  /// Whether this process runs tests, asked once, before any ``currentTest``: `false` in a program that
  /// links `StateKitTesting` without running tests (a benchmark), which then keeps live values.
  ///
  /// Must not read dependencies: StateKit asks it while it sets up the values in force.
  static func startIsolatingTests() -> Bool

  /// The test running the calling code: the same for the test's child tasks and the effects they start,
  /// different for each test running at the same time and for each test run one after another. Code
  /// that runs outside any test (a detached task) belongs to a scope of its own.
  static var currentTest: AnyHashableSendable { get }
}
