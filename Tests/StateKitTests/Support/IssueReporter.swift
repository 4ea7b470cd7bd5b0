import StateKit
import StateKitTesting

/// Makes sure StateKitTesting's issue reporter is installed, as the first `TestStore` of a test process
/// does: a test of `reportIssue` or `unimplemented` that made no test store itself would otherwise see a
/// runtime warning, or a failure, depending on which tests ran before it.
@MainActor
func installTestIssueReporter() {
  _ = TestStore(initialState: 0, reducer: EmptyReducer<Int, Never>())
}
