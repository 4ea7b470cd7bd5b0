import StateKit
import Testing

@Suite(.timeLimit(.minutes(5))) struct InMemoryKeyTests {
  @Test func eachTestStorageStartsAfresh() {
    let first = withTestStorage { Shared(wrappedValue: Stats(), .inMemory("isolated")) }
    first.withLock { $0.count = 1 }
    let second = withTestStorage { Shared(wrappedValue: Stats(), .inMemory("isolated")) }
    #expect(second.wrappedValue.count == 0)
  }

  @Test func aStorageSetWithDependenciesHoldsItsOwnValues() {
    let storage = InMemoryStorage()
    let first = withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      Shared(wrappedValue: 0, .inMemory("count"))
    }
    first.withLock { $0 = 5 }
    let second = withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      Shared(wrappedValue: 0, .inMemory("count"))
    }
    #expect(second.wrappedValue == 5)
    let elsewhere = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: 0, .inMemory("count"))
    }
    #expect(elsewhere.wrappedValue == 0)
  }

  @Test func aValueOutlivesTheSharedValuesThatUsedIt() {
    withTestStorage {
      do {
        let stats = Shared(wrappedValue: Stats(), .inMemory("lasting"))
        stats.withLock { $0.count = 8 }
      }
      #expect(Shared(wrappedValue: Stats(), .inMemory("lasting")).wrappedValue.count == 8)
    }
  }

  @Test func tasksWithStoragesOfTheirOwnNeverSeeEachOthersValues() async {
    await withTaskGroup(of: Int.self) { group in
      for index in 1...20 {
        group.addTask {
          withDependencies {
            $0.defaultInMemoryStorage = InMemoryStorage()
          } operation: {
            let stats = Shared(wrappedValue: Stats(), .inMemory("parallel"))
            stats.withLock { $0.count += index }
            return stats.wrappedValue.count
          }
        }
      }
      for await count in group {
        #expect((1...20).contains(count))
      }
    }
  }

  @Test func aCustomKeyLoadsSavesAndTakesExternalChanges() {
    let database = FakeDatabase()
    let key = DatabaseKey(database: database)
    database.rows.withLock { $0["settings"] = 3 }
    let value = Shared(wrappedValue: 0, key)
    #expect(value.wrappedValue == 3)
    value.withLock { $0 = 4 }
    #expect(database.rows.withLock { $0["settings"] } == 4)
    database.push(9, for: "settings")
    #expect(value.wrappedValue == 9)
    #expect(database.rows.withLock { $0["settings"] } == 9)
  }
}

/// A database of integers by name, whose rows someone else can change.
final class FakeDatabase: Sendable {
  let rows = LockedState<[String: Int]>([:])
  private let observers = LockedState<[String: @Sendable (Int) -> Void]>([:])

  func observe(_ name: String, _ onChange: @escaping @Sendable (Int) -> Void) {
    observers.withLock { $0[name] = onChange }
  }

  /// Changes a row as another client would, and tells the observer.
  func push(_ value: Int, for name: String) {
    rows.withLock { $0[name] = value }
    observers.withLock { $0[name] }?(value)
  }
}

/// A ``SharedKey`` of one row of a ``FakeDatabase``: what a user writes to back `@Shared` with a database.
struct DatabaseKey: SharedKey {
  let database: FakeDatabase
  var id: String { "settings" }

  func load() throws -> Int? { database.rows.withLock { $0["settings"] } }
  func save(_ value: Int) throws { database.rows.withLock { $0["settings"] = value } }
  func subscribe(_ onChange: @escaping @Sendable (Int) -> Void) -> SharedSubscription {
    database.observe("settings", onChange)
    return SharedSubscription {}
  }
}
