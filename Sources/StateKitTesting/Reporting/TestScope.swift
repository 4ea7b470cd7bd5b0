import StateKit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// The test that runs some code: what a test store remembers of the test that created it, so that a step
/// taken after that test ended (a store leaked into another test, a task that outlived its test) fails
/// with a message saying so.
///
/// Swift Testing tells tests apart by `Test.current`, a task-local value. XCTest keeps no such value a
/// library can read: an observer of the test run counts the XCTest tests as they start and end.
package struct TestScope: Hashable, Sendable {
  /// The test's name, for messages: `loadingAFact()`, `-[FeatureTests testLoading]`.
  package let name: String
  let identity: Identity

  enum Identity: Hashable, Sendable {
    #if canImport(Testing)
      case swiftTesting(Test.ID)
    #endif
    case xcTest(Int)
    case named(String)
  }

  /// A scope named `name`, which is no test but itself: for StateKit's own tests of a store used in
  /// another test.
  package init(name: String) {
    self.init(name: name, identity: .named(name))
  }

  private init(name: String, identity: Identity) {
    self.name = name
    self.identity = identity
  }

  /// The test running the calling code, or `nil` outside any test (or in the XCTest test that created
  /// the process's first test store, which started before the observer).
  static var current: TestScope? {
    #if canImport(Testing)
      if let test = Test.current {
        return TestScope(name: test.name, identity: .swiftTesting(test.id))
      }
    #endif
    #if canImport(XCTest)
      return XCTestRunTracker.shared.current.map {
        TestScope(name: $0.name, identity: .xcTest($0.number))
      }
    #else
      return nil
    #endif
  }
}

#if canImport(XCTest)
  /// Counts the XCTest tests as they start and end: XCTest's own idea of the current test is not public.
  ///
  /// Installed by the first test store: the XCTest test running then started unobserved, so it is not
  /// known (a store it creates is not checked); every test after it is.
  final class XCTestRunTracker: NSObject, XCTestObservation, Sendable {
    static let shared: XCTestRunTracker = {
      let tracker = XCTestRunTracker()
      XCTestObservationCenter.shared.addTestObserver(tracker)
      return tracker
    }()

    /// How many tests started, and the one running with its number; `nil` while none is known to run.
    private let state = LockedState<(started: Int, current: (number: Int, name: String)?)>((0, nil))

    var current: (number: Int, name: String)? { state.withLock { $0.current } }

    func testCaseWillStart(_ testCase: XCTestCase) {
      state.withLock { state in
        state.started += 1
        state.current = (state.started, testCase.name)
      }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      state.withLock { $0.current = nil }
    }
  }
#endif
