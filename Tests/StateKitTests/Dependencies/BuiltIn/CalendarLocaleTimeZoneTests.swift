import Foundation
import StateKit
import StateKitTesting
import TestSupport
import Testing

/// `calendar`, `locale` and `timeZone`: the user's live, and in a test the ones the test sets.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct CalendarLocaleTimeZoneTests {
  struct Describe: Reducer {
    @Dependency(\.calendar) var calendar
    @Dependency(\.locale) var locale
    @Dependency(\.timeZone) var timeZone

    func reduce(into state: inout [String], action: Void) -> Effect<Void> {
      state = [
        "\(calendar.identifier)", locale.identifier, timeZone.identifier,
      ]
      return .none
    }
  }

  @Test func theLiveValuesAreTheUsers() {
    withLiveDefaults {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      #expect(calendar == Calendar.autoupdatingCurrent)
      #expect(locale == Locale.autoupdatingCurrent)
      #expect(timeZone == TimeZone.autoupdatingCurrent)
    }
  }

  @Test func aTestStoreTakesTheValuesTheTestSets() async {
    let store = TestStore(initialState: [], reducer: Describe()) {
      $0.calendar = Calendar(identifier: .gregorian)
      $0.locale = Locale(identifier: "en_US")
      $0.timeZone = TimeZone(identifier: "Europe/Paris")!
    }
    await store.send(()) { $0 = ["gregorian", "en_US", "Europe/Paris"] }
  }

  @Test func readingThemWithoutSettingThemFailsTheTestForEach() async {
    let store = TestStore(initialState: [], reducer: Describe())
    let failures = Recorder<String>()
    await withKnownIssue {
      await store.send(()) { $0 = ["gregorian", "en_US_POSIX", "GMT"] }
    } matching: { issue in
      failures.append(issue.message)
      return issue.message.contains("has no test value, and was read by the @Dependency at")
    }
    let messages = failures.values
    #expect(messages.count == 3)
    #expect(messages.contains { $0.hasPrefix(#"\.calendar has no test value"#) })
    #expect(messages.contains { $0.hasPrefix(#"\.locale has no test value"#) })
    #expect(messages.contains { $0.hasPrefix(#"\.timeZone has no test value"#) })
  }
}
