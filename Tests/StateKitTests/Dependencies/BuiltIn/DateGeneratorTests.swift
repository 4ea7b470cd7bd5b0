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
    withLiveDefaults {
      @Dependency(\.date) var date
      let before = Date()
      let now = date.now
      #expect(before <= now && now <= Date())
    }
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

  @Test func settingNowMakesTheGeneratorAnswerThatDate() {
    let moment = Date(timeIntervalSince1970: 1_234_567_890)
    var generator = DateGenerator.system
    generator.now = moment
    #expect(generator.now == moment && generator() == moment)
    let read = withDependencies {
      $0.date.now = moment
    } operation: {
      @Dependency(\.date) var date
      return date.now
    }
    #expect(read == moment)
  }

  @Test func aTestStoreTakesTheDateSetAsNowWithoutFailing() async {
    let moment = Date(timeIntervalSince1970: 1_000_000)
    let later = moment.addingTimeInterval(60)
    let store = TestStore(initialState: [], reducer: Stamp()) {
      $0.date.now = moment
    }
    await store.send(()) { $0 = [moment, moment] }
    store.dependencies.date.now = later
    await store.send(()) { $0 += [later, later] }
  }
}
