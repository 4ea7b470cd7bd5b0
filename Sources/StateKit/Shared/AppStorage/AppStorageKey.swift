internal import Foundation

/// A shared value kept in user defaults: `@Shared(.appStorage("hasSeenOnboarding")) var seen = false`.
///
/// For `Bool`, `Int`, `Double`, `String`, `URL`, `Data` and `Date`, and for `RawRepresentable` types
/// whose raw value is an `Int` or a `String`. Every change is saved at once. A change made directly in
/// the user defaults is taken when the user defaults post `UserDefaults.didChangeNotification` (on Apple
/// platforms, for changes made in the process).
///
/// Which user defaults depends on ``DependencyValues/defaultAppStorage``: `UserDefaults.standard` in an
/// app, a suite of its own in each test store and preview.
public struct AppStorageKey<Value: Sendable>: SharedKey, CustomStringConvertible {
  private let key: String
  private let defaults: SharedDefaults
  private let conversion: AppStorageConversion<Value>
  /// The value last loaded or saved: a notification that brings no other value is not a change.
  private let lastValue = LockedState<Value?>(nil)

  init(_ key: String, conversion: AppStorageConversion<Value>) {
    self.key = key
    self.defaults = DependencyValues.current.defaultAppStorage
    self.conversion = conversion
  }

  /// The key, in its user defaults.
  public var id: some Hashable & Sendable { AppStorageKeyID(key: key, defaults: defaults.identity) }

  /// `.appStorage("key")`.
  public var description: String { ".appStorage(\"\(key)\")" }

  /// The value stored under the key, or `nil` if there is none.
  public func load() -> Value? {
    let value = conversion.read(defaults.userDefaults, key)
    lastValue.withLock { $0 = value }
    return value
  }

  /// Stores `value` under the key.
  public func save(_ value: Value) {
    lastValue.withLock { $0 = value }
    conversion.write(defaults.userDefaults, key, value)
  }

  /// Calls `onChange` when the user defaults post a change of the value under the key.
  public func subscribe(_ onChange: @escaping @Sendable (Value) -> Void) -> SharedSubscription {
    // NB: The observer holds the user defaults weakly, and not this key: releasing it (when the subscription
    // ends) must not release a test's suite, whose removal posts a notification while the center is busy.
    let userDefaults = WeakUserDefaults(defaults.userDefaults)
    let (key, conversion, lastValue) = (key, conversion, lastValue)
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: defaults.userDefaults, queue: nil
    ) { _ in
      guard let defaults = userDefaults.object, let value = conversion.read(defaults, key) else { return }
      let isNew = lastValue.withLock { last in
        if let last, conversion.isEqual(last, value) { return false }
        last = value
        return true
      }
      if isNew { onChange(value) }
    }
    // NB: The observer token is only used to remove the observer, which `NotificationCenter` allows from
    // any thread.
    nonisolated(unsafe) let token = observer
    return SharedSubscription { NotificationCenter.default.removeObserver(token) }
  }
}

/// User defaults held weakly, for a notification's observer.
private final class WeakUserDefaults: @unchecked Sendable {
  // NB: @unchecked because `UserDefaults` is not `Sendable` in every Foundation (it is documented as
  // thread-safe); the weak reference is written only by `init`.
  private(set) weak var object: UserDefaults?

  init(_ object: UserDefaults) {
    self.object = object
  }
}

/// An ``AppStorageKey``'s id: the same whatever the value's type.
private struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let defaults: ObjectIdentifier
}

/// How a type is read from and written to user defaults.
struct AppStorageConversion<Value>: Sendable {
  let read: @Sendable (UserDefaults, String) -> Value?
  let write: @Sendable (UserDefaults, String, Value) -> Void
  let isEqual: @Sendable (Value, Value) -> Bool
}
