import StateKit
import Testing

@Suite(.timeLimit(.minutes(5))) struct SharedConcurrencyTests {
  @Test func concurrentIncrementsFromEightTasksLoseNothing() async {
    let stats = Shared(value: Stats())
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 {
            stats.withLock { $0.count += 1 }
          }
        }
      }
    }
    #expect(stats.wrappedValue.count == 8_000)
  }

  @Test func concurrentIncrementsOfElementsAndTheWholeArrayLoseNothing() async throws {
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [SyncUp(id: 1), SyncUp(id: 2)])
    let first = try #require(syncUps[id: 1])
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 {
            if task.isMultiple(of: 2) {
              first.withLock { $0.attendees.append("") }
            } else {
              syncUps.withLock { $0[id: 2]?.attendees.append("") }
            }
          }
        }
      }
    }
    #expect(syncUps.wrappedValue[id: 1]?.attendees.count == 4_000)
    #expect(syncUps.wrappedValue[id: 2]?.attendees.count == 4_000)
  }

  @Test func readersOnOtherThreadsNeverWaitForAWritersClosureAndNeverDeadlock() async {
    let first = Shared(value: Stats())
    let second = Shared(value: Stats())
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          let (mine, theirs) = task.isMultiple(of: 2) ? (first, second) : (second, first)
          for _ in 0..<500 {
            mine.withLock { $0.count += theirs.wrappedValue.count >= 0 ? 1 : 0 }
          }
        }
      }
    }
    #expect(first.wrappedValue.count + second.wrappedValue.count == 4_000)
  }
}
