import StateKit

extension TestStore {
  /// Fails the test if the code running `step` is not the test that created this store (a store leaked
  /// into another test, or used by a task that outlived its test), and returns whether the step may run.
  ///
  /// A store created outside any test is not checked.
  func checkStillInItsTest(at location: CodeLocation, step: @autoclosure () -> String) -> Bool {
    guard let test else { return true }
    let current = TestScope.current
    guard current != test else { return true }
    TestFailure.record(
      FailureMessage.usedAfterItsTest(created: test, running: current, step: step(), at: location),
      at: location)
    return false
  }
}
