import StateKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(Testing)
  import Testing
#endif

/// Which test runs the calling code: what StateKit keys each test's default dependency values by, so
/// that tests never see each other's in-memory storage, files, user defaults or cached values.
///
/// StateKit finds this type by its name at run time (it cannot import a test framework): keep its name,
/// module and kind as `TestDependencyScopes.providerName` spells them. `CurrentTestTests` checks that it
/// is found.
enum CurrentTest: TestIdentityProviding {
  /// Isolates tests if this process runs them: failures StateKit reports (a missing test value read by a
  /// plain store) then fail the test, and every test's values are released when the process exits.
  static func startIsolatingTests() -> Bool {
    guard TestProcess.isRunningTests else { return false }
    TestFailure.installIssueReporter()
    // NB: Releases the user-defaults suites of the Swift Testing tests, whose end no API tells.
    atexit { TestDependencyScopes.shared?.endAll() }
    return true
  }

  /// The Swift Testing test (and parameterized case) running the calling code, or else the XCTest test
  /// running now; outside both, the scope of the code that runs between XCTest tests.
  static var currentTest: AnyHashableSendable {
    #if canImport(Testing)
      if let test = Test.current {
        return AnyHashableSendable(SwiftTestingCase(test: test.id, testCase: Test.Case.current))
      }
    #endif
    #if canImport(XCTest)
      return AnyHashableSendable(XCTestRun.current)
    #else
      return AnyHashableSendable(0)
    #endif
  }
}
