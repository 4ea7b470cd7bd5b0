import Foundation
import StateKit
import StateKitTesting
import Testing

/// `date`: the system's date live, a constant one in tests.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DateGeneratorTests {
  struct Stamp: Reducer {
    @Dependency(\.date) var date

    func reduce(into state: inout [Date], action: Void) -> Effect<Void> {
      state.append(date.now)
      state.append(date())
      return .none
    }
  }

  @Test func constantAnswersItsDateWhetherCalledOrReadAsNow() async {
    let moment = Date(timeIntervalSince1970: 1_000_000)
    let store = TestStore(initialState: [], reducer: Stamp()) {
      $0.date = .constant(moment)
    }
    await store.send(()) { $0 = [moment, moment] }
  }

  @Test func theLiveDateIsTheSystemsDate() {
    @Dependency(\.date) var date
    let before = Date()
    let now = date.now
    #expect(before <= now && now <= Date())
  }

  @Test func usingItWithoutSettingItFailsTheTest() async {
    let store = TestStore(initialState: [], reducer: Stamp())
    await withKnownIssue {
      let epoch = Date(timeIntervalSince1970: 0)
      await store.send(()) { $0 = [epoch, epoch] }
    } matching: { issue in
      issue.message.hasPrefix(#"\.date has no test value, and was called by the @Dependency at"#)
        && issue.message.contains("$0.date = .constant(Date(timeIntervalSince1970: 0))")
    }
  }
}
