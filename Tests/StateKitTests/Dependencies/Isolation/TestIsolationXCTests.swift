import StateKit
import XCTest

/// Proves that XCTest tests, run one after another, each have their own storages and cached dependency
/// values, with nothing to write: each test taps once and expects exactly one tap.
final class TestIsolationXCTests: XCTestCase {
  @MainActor
  func testTheFirstTestCountsOnlyItsOwnTap() {
    tapOnceAndExpectOneTap()
  }

  @MainActor
  func testTheSecondTestCountsOnlyItsOwnTap() {
    tapOnceAndExpectOneTap()
  }

  @MainActor
  func testTheThirdTestCountsOnlyItsOwnTapInATask() async {
    await Task { tapOnceAndExpectOneTap() }.value
  }

  @MainActor
  private func tapOnceAndExpectOneTap(file: StaticString = #filePath, line: UInt = #line) {
    @Shared(.inMemory("isolation.count")) var inMemory = 0
    @Shared(.fileStorage(IsolatedCounter.url)) var file = 0
    @Shared(.appStorage("isolation.count")) var defaults = 0
    @Dependency(\.useCounter) var counter
    let store = Store(initialState: IsolatedCounter.State()) { IsolatedCounter() }
    store.send(.increment)
    XCTAssertEqual(inMemory, 1, line: line)
    XCTAssertEqual(file, 1, line: line)
    XCTAssertEqual(defaults, 1, line: line)
    XCTAssertEqual(counter.use(), 1, line: line)
  }
}
