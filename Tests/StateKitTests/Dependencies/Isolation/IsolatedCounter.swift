import Foundation
import StateKit

/// Counts taps in three shared values, one in each storage a test gets of its own: what the isolation
/// tests run in plain stores, declaring the same values in the test itself.
struct IsolatedCounter: Reducer {
  /// Where the counter's file is: in the test's own file system in memory, if tests are isolated.
  static let url = URL(fileURLWithPath: "/StateKitIsolation/count.json")

  struct State {
    @Shared(.inMemory("isolation.count")) var inMemory = 0
    @Shared(.fileStorage(IsolatedCounter.url)) var file = 0
    @Shared(.appStorage("isolation.count")) var defaults = 0
  }

  enum Action: Sendable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.$inMemory.withLock { $0 += 1 }
      state.$file.withLock { $0 += 1 }
      state.$defaults.withLock { $0 += 1 }
      return .none
    }
  }
}

/// A dependency whose test value counts its uses: cached once per test, so each test counts its own.
final class UseCounter: Sendable {
  private let uses = LockedState(0)

  /// Counts a use, and returns how many there were.
  func use() -> Int {
    uses.withLock {
      $0 += 1
      return $0
    }
  }
}

private enum UseCounterKey: DependencyKey {
  static var liveValue: UseCounter { UseCounter() }
  static var testValue: UseCounter { UseCounter() }
}

extension DependencyValues {
  var useCounter: UseCounter {
    get { self[UseCounterKey.self] }
    set { self[UseCounterKey.self] = newValue }
  }
}
