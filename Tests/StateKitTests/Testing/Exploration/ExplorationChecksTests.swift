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
    #expect(report.checks == [.determinism, .leakedStores])
    #expect(
      report.description.contains(
        "Checked: the invariant, runtime warnings, runaway effects, leaked stores, determinism"))
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
    #expect(ExplorationChecks.all.description == "leaked effects, leaked stores, determinism")
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
    print(
      await explore(
        Roster(), from: Roster.State(), actions: Roster.actions, maxDepth: 4,
        view: { RosterScreen(store: $0, bug: .keepsRemovedRows) }, invariant: { _ in }))
  }
}

// MARK: - Leaked stores

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExplorationLeakedStoresTests {
  @Test func findsAScreenThatKeepsTheStoreOfARemovedRow() async throws {
    let report = await explore(
      Roster(), from: Roster.State(), actions: Roster.actions, maxDepth: 4,
      view: { RosterScreen(store: $0, bug: .keepsRemovedRows) }, invariant: { _ in })
    let failure = try #require(report.failure, "\(report)")
    #expect(failure.actions == [.add, .remove(0)])
    #expect(
      failure.message.contains(
        "A store of Roster.Row that the view scoped is still alive after step 2, though the state it shows is gone"
      ),
      "\(failure.message)")
    #expect(failure.message.contains("Roster.Row(id: 0, count: 0)"), "\(failure.message)")
    #expect(report.description.contains("A store outlived its state after 2 actions"), "\(report)")
    #expect(failure.testSource.contains("func rosterLeaksAStore()"))
  }

  @Test func findsAScreenThatKeepsTheObserverOfARemovedRow() async throws {
    let report = await explore(
      Roster(), from: Roster.State(), actions: Roster.actions, maxDepth: 4,
      view: { RosterScreen(store: $0, bug: .keepsRemovedObservers) }, invariant: { _ in })
    let failure = try #require(report.failure, "\(report)")
    #expect(failure.actions == [.add, .remove(0)])
    #expect(
      failure.message.contains("An observer of a store of Roster.Row that the view added is still alive"),
      "\(failure.message)")
  }

  @Test func aScreenThatReleasesRemovedRowsLeaksNothing() async {
    let report = await explore(
      Roster(), from: Roster.State(), actions: Roster.actions, maxDepth: 4,
      view: { RosterScreen(store: $0, bug: .none) }, invariant: { _ in })
    #expect(report.failure == nil, "\(report)")
    #expect(report.checks == .all)
    #expect(report.description.contains("leaked stores"), "\(report)")
  }

  @Test func theScreenSeesEveryStepOfItsSequence() async throws {
    var screens: [RosterScreen] = []
    let report = await explore(
      Roster(), from: Roster.State(), actions: { _ in [.add, .tapped(0)] }, maxDepth: 2,
      strategy: .random(seed: 1, runs: 1), checks: [],
      view: { store in
        let screen = RosterScreen(store: store, bug: .none)
        screens.append(screen)
        return screen
      }, invariant: { _ in })
    #expect(report.failure == nil, "\(report)")
    let screen = try #require(screens.last)
    #expect(screen.rowStores.count == screen.store.state.rows.count)
  }

  @Test func withoutTheCheckTheKeptStorePasses() async {
    let report = await explore(
      Roster(), from: Roster.State(), actions: Roster.actions, maxDepth: 4,
      checks: .all.subtracting(.leakedStores),
      view: { RosterScreen(store: $0, bug: .keepsRemovedRows) }, invariant: { _ in })
    #expect(report.failure == nil, "\(report)")
    #expect(!report.description.contains("leaked stores"), "\(report)")
  }
}
