import StateKit
import Testing

@Suite(.timeLimit(.minutes(5))) struct SharedTests {
  @Test func aValueSharedWithNoKeyIsSharedByItsCopies() {
    let stats = Shared(value: Stats())
    let copy = stats
    copy.withLock { $0.count += 1 }
    #expect(stats.wrappedValue.count == 1)
  }

  @Test func withLockReturnsWhatItsClosureReturns() {
    let stats = Shared(value: Stats(count: 41))
    let count = stats.withLock { stats -> Int in
      stats.count += 1
      return stats.count
    }
    #expect(count == 42)
  }

  @Test func aClosureThatThrowsChangesNothing() {
    struct Failure: Error {}
    let stats = Shared(value: Stats())
    #expect(throws: Failure.self) {
      try stats.withLock { stats in
        stats.count = 5
        throw Failure()
      }
    }
    #expect(stats.wrappedValue.count == 0)
  }

  @Test func twoSharedValuesWithTheSameKeySeeOneValue() {
    withTestStorage {
      let first = Shared(wrappedValue: Stats(), .inMemory("stats"))
      let second = Shared(wrappedValue: Stats(count: 99), .inMemory("stats"))
      #expect(second.wrappedValue.count == 0, "the second's default is not used")
      first.withLock { $0.count = 3 }
      #expect(second.wrappedValue.count == 3)
    }
  }

  @Test func sharedValuesCompareByValue() {
    #expect(Shared(value: Stats(count: 1)) == Shared(value: Stats(count: 1)))
    #expect(Shared(value: Stats(count: 1)) != Shared(value: Stats(count: 2)))
  }

  @Test func aStateWithAPropertyWrapperReadsAndChangesTheSharedValue() {
    struct State: Equatable {
      @Shared(.inMemory("stats")) var stats = Stats()
    }
    withTestStorage {
      let state = State()
      let other = State()
      state.$stats.withLock { $0.count += 1 }
      #expect(other.stats.count == 1)
      #expect(state == other)
    }
  }

  @Test func aKeyPathProjectionChangesThePartInPlace() {
    let stats = Shared(value: Stats())
    let count: Shared<Int> = stats.count
    count.withLock { $0 += 2 }
    #expect(stats.wrappedValue.count == 2)
    stats.withLock { $0.count = 7 }
    #expect(count.wrappedValue == 7)
  }

  @Test func aSharedElementEditsTheParentsElementInPlace() throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1), SyncUp(id: 2)])
    let syncUp = try #require(syncUps[id: 2])
    syncUp.withLock { $0.title = "Standup" }
    #expect(syncUps.wrappedValue[id: 2]?.title == "Standup")
    #expect(syncUps.wrappedValue[id: 1]?.title == "")
    syncUps.withLock { $0[id: 2]?.attendees = ["Blob"] }
    #expect(syncUp.wrappedValue.attendees == ["Blob"])
    #expect(syncUps[id: 3] == nil)
  }

  @MainActor @Test func aSharedElementThatWasRemovedKeepsItsLastValueAndDropsChanges() async throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1, title: "Daily")])
    let syncUp = try #require(syncUps[id: 1])
    syncUps.withLock { _ = $0.remove(id: 1) }
    #expect(syncUp.wrappedValue.title == "Daily")
    let warnings = await withRuntimeWarnings {
      syncUp.withLock { $0.title = "Weekly" }
    }
    #expect(syncUps.wrappedValue.isEmpty)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("A change to Shared(value:)[id: 1] was dropped") == true)
  }

  @Test func readingTheSameValueInsideWithLockAnswersTheValueBeforeTheClosure() {
    let stats = Shared(value: Stats(count: 1))
    let seen = stats.withLock {
      stats.wrappedValue.count += 0
      $0.count = 5
      return stats.wrappedValue.count
    }
    #expect(seen == 1)
    #expect(stats.wrappedValue.count == 5)
  }

  @Test func readingADerivedElementOfTheSameArrayInsideWithLockDoesNotDeadlock() throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1, title: "Daily")])
    let syncUp = try #require(syncUps[id: 1])
    let other = Shared(value: Stats(count: 3))
    syncUps.withLock { array in
      array[id: 1]?.title = "\(syncUp.wrappedValue.title) \(other.wrappedValue.count)"
    }
    syncUp.withLock { element in
      element.attendees = ["\(syncUps.wrappedValue.count)"]
    }
    #expect(syncUps.wrappedValue[id: 1] == SyncUp(id: 1, title: "Daily 3", attendees: ["1"]))
  }

  @Test func changingAnotherSharedValueInsideWithLockWorks() {
    let stats = Shared(value: Stats())
    let other = Shared(value: Stats())
    stats.withLock { stats in
      other.withLock { $0.count = 2 }
      stats.count = other.wrappedValue.count
    }
    #expect(stats.wrappedValue.count == 2)
  }

  @MainActor @Test func changingTheSameValueInsideItsOwnWithLockIsReported() async {
    let stats = Shared(value: Stats())
    let warnings = await withRuntimeWarnings {
      stats.withLock { outer in
        stats.count.withLock { $0 = 10 }
        outer.count += 1
      }
    }
    #expect(stats.wrappedValue.count == 1)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("was changed inside a `withLock` on the same value") == true)
  }

  @MainActor @Test func settingTheValueDirectlyIsReportedButApplied() async {
    let stats = Shared(value: Stats())
    let warnings = await withRuntimeWarnings {
      let copy = stats
      copy.wrappedValue.count = 4
    }
    #expect(stats.wrappedValue.count == 4)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("The shared value Shared(value:) was set directly") == true)
  }

  @MainActor @Test func twoKeysOfOneNameAndDifferentTypesAreReportedAndKeptApart() async {
    await withTestStorage {
      let count = Shared(wrappedValue: 1, .inMemory("value"))
      var name: Shared<String>?
      let warnings = await withRuntimeWarnings {
        name = Shared(wrappedValue: "Blob", .inMemory("value"))
      }
      #expect(count.wrappedValue == 1)
      #expect(name?.wrappedValue == "Blob")
      #expect(warnings.first?.contains(#".inMemory("value") already holds a value of another type"#) == true)
    }
  }

  @Test func aSharedValueDescribesAndMirrorsItsValue() {
    let stats = Shared(value: Stats(count: 2))
    #expect(stats.description == "Stats(count: 2)")
    #expect(Mirror(reflecting: stats).children.first?.label == "count")
  }
}
