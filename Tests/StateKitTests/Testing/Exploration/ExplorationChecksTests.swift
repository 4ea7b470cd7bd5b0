import Foundation
import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExplorationChecksTests {
  // MARK: - Leaked effects

  @Test func findsATimerThatOutlivesTheChildItWasStartedFor() async throws {
    let report = await explore(
      MetronomeHost(), from: MetronomeHost.State(), actions: MetronomeHost.actions, maxDepth: 4,
      withDependencies: { $0.continuousClock = TestClock() }, invariant: { _ in })
    let failure = try #require(report.failure, "\(report)")
    #expect(failure.actions == [.present, .dismiss])
    #expect(failure.message.contains("An effect started for \\.metronome, which step 2 removed, still runs"))
    #expect(failure.message.contains("ExplorationCheckFeatures.swift:"))
    #expect(report.description.contains("An effect outlived its child after 2 actions"), "\(report)")
    #expect(failure.testSource.contains("func metronomeHostLeaksAnEffect()"))
  }

  @Test func aTimerCancelledWithItsChildIsNoLeak() async {
    let report = await explore(
      MetronomeHost(isFixed: true), from: MetronomeHost.State(), actions: MetronomeHost.actions, maxDepth: 4,
      withDependencies: { $0.continuousClock = TestClock() }, invariant: { _ in })
    #expect(report.failure == nil, "\(report)")
  }

  @Test func withoutTheCheckTheLeakedTimerPasses() async {
    let report = await explore(
      MetronomeHost(), from: MetronomeHost.State(), actions: MetronomeHost.actions, maxDepth: 4,
      checks: .all.subtracting(.leakedEffects),
      withDependencies: { $0.continuousClock = TestClock() }, invariant: { _ in })
    #expect(report.failure == nil, "\(report)")
    #expect(report.checks == [.determinism])
    #expect(
      report.description.contains("Checked: the invariant, runtime warnings, runaway effects, determinism"))
  }

  // MARK: - Determinism

  @Test func findsAReducerThatStoresTheLiveDate() async throws {
    let report = await explore(
      Stamp(), from: Stamp.State(), actions: { _ in [.tap] }, maxDepth: 3, invariant: { _ in })
    let failure = try #require(report.failure, "\(report)")
    #expect(failure.actions == [.tap])
    #expect(
      failure.message.contains("differ first at step 1 (Stamp.Action.tap), at \\.tappedAt:"),
      "\(failure.message)")
    #expect(failure.message.contains("\\.tappedAt"), "\(failure.message)")
    #expect(failure.message.contains("@Dependency(\\.date)"), "\(failure.message)")
    #expect(report.description.contains("Two runs reached different states after 1 action"), "\(report)")
  }

  @Test func aReducerThatReadsTheDateDependencyIsDeterministic() async {
    let report = await explore(
      Stamp(isFixed: true), from: Stamp.State(), actions: { _ in [.tap] }, maxDepth: 3,
      withDependencies: { $0.date = .constant(Date(timeIntervalSince1970: 0)) }, invariant: { _ in })
    #expect(report.failure == nil, "\(report)")
    #expect(report.description.contains("determinism (3 sequences run twice)"), "\(report)")
  }

  @Test func checksCanBeTurnedOffOneByOne() async {
    let report = await explore(
      Stamp(), from: Stamp.State(), actions: { _ in [.tap] }, maxDepth: 3,
      checks: .all.subtracting(.determinism), invariant: { _ in })
    #expect(report.failure == nil, "\(report)")
    #expect(report.checks == .all.subtracting(.determinism))
    #expect(ExplorationChecks.all.description == "leaked effects, determinism")
    #expect(ExplorationChecks().description == "none")
  }
}

extension ExplorationChecksTests {
  @Test(.disabled(if: ProcessInfo.processInfo.environment["PRINT_EXPLORATION_REPORTS"] == nil))
  func printReports() async {
    print(
      await explore(
        MetronomeHost(), from: MetronomeHost.State(), actions: MetronomeHost.actions, maxDepth: 4,
        withDependencies: { $0.continuousClock = TestClock() }, invariant: { _ in }))
    print(
      await explore(Stamp(), from: Stamp.State(), actions: { _ in [.tap] }, maxDepth: 3, invariant: { _ in }))
  }
}
