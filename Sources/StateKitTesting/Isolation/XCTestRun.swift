#if canImport(XCTest)
  import Foundation
  import StateKit
  import Synchronization
  import XCTest

  /// Which XCTest test runs now, as a number that grows by one as each test case ends: XCTest runs its
  /// tests one at a time.
  ///
  /// The observer that counts them is added on the first read, during a test: that test is counted too,
  /// as the count changes when a test ends, not when it starts.
  final class XCTestRun: NSObject, XCTestObservation, Sendable {
    private let number = Atomic<Int>(0)

    /// The number of the test running now, or of the next one to run between tests.
    static var current: Int {
      observer.number.load(ordering: .acquiring)
    }

    private static let observer: XCTestRun = {
      let observer = XCTestRun()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    func testCaseDidFinish(_ testCase: XCTestCase) {
      let ended = number.add(1, ordering: .acquiringAndReleasing).oldValue
      TestDependencyScopes.shared?.end(AnyHashableSendable(ended))
    }
  }
#endif
