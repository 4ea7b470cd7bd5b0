/// A value that several features read and change together: kept in memory, in a file or in user
/// defaults, or by a key of your own (``SharedKey``).
///
/// Declare it in a feature's state with the key that says where the value lives, and its default:
///
/// ```swift
/// struct State: Equatable {
///   @Shared(.inMemory("stats")) var stats = Stats()
///   @Shared(.fileStorage(syncUpsURL)) var syncUps: IdentifiedArrayOf<SyncUp> = []
///   @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
/// }
/// ```
///
/// Every `@Shared` of the same key holds one value: a change made through one (in a reducer, an effect,
/// another store) is seen by all, and every store whose state holds it tells its observers. Change it with
/// ``withLock(_:)``, from any thread; read it as a plain property:
///
/// ```swift
/// state.$stats.withLock { $0.count += 1 }
/// let count = state.stats.count
/// ```
///
/// `Shared` is a reference with value-like equality: two are equal when their values are. Hand a child
/// feature a part of the value, and it changes the parent's value in place: `state.$syncUps[id: id]` is a
/// `Shared<SyncUp>?` of one element, and `$stats.count` a `Shared<Int>`. ``init(value:)`` makes a shared
/// value stored nowhere, for a parent to share with its children.
///
/// In a `TestStore`, an assertion sets the expected value plainly (`$0.stats.count = 1`), and the test
/// fails for a change of a shared value it did not assert, like any other state.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  let reference: SharedReference<Value>

  init(reference: SharedReference<Value>) {
    self.reference = reference
  }

  /// A shared value stored nowhere: shared by the copies of this `Shared` and the parts projected from
  /// it, for as long as one of them lives.
  ///
  /// ```swift
  /// let draft = Shared(value: SyncUp())
  /// ```
  ///
  /// - Parameter value: The value to start from.
  public init(value: Value) {
    self.init(reference: SharedRoot(value: value, keyDescription: "Shared(value:)"))
    SharedTouches.record(reference.root)
  }

  /// The value `key` stores, or `wrappedValue` when nothing is stored yet.
  ///
  /// ```swift
  /// @Shared(.inMemory("stats")) var stats = Stats()
  /// ```
  ///
  /// If another `Shared` of the same key exists, this one shares its value, and `wrappedValue` is not
  /// evaluated. Otherwise the key loads the value (once), and `wrappedValue` is the value when nothing is
  /// stored or what is stored cannot be read (which is reported as a runtime warning).
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: Where the value is kept: ``InMemoryKey``, ``FileStorageKey``, ``AppStorageKey``, or your own.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: SharedRootCache.root(for: key, default: wrappedValue))
    SharedTouches.record(reference.root)
  }

  /// The current value.
  ///
  /// Reading it inside `withObservationTracking` (as SwiftUI does) tracks it: the tracking fires when the
  /// value changes, whoever changes it.
  ///
  /// Change the value with ``withLock(_:)``. Setting it directly (`state.stats.count = 1`) works, but
  /// is reported as a runtime warning, as two writers setting it at once would lose one's change: except
  /// in a `TestStore`'s assertion closure, where it says what the test expects.
  public var wrappedValue: Value {
    get {
      if let scope = SharedValueScope.current, let value = scope.value(of: reference) {
        return value
      }
      return reference.read()
    }
    nonmutating set {
      if let scope = SharedValueScope.current, scope.write(newValue, to: reference) { return }
      RuntimeWarning.report(
        """
        The shared value \(reference.description) was set directly. Change it with \
        `withLock`, which no other change can interleave with: `$value.withLock { $0 = newValue }`.
        """
      )
      reference.mutate { $0 = newValue }
    }
  }

  /// This `Shared` itself: `state.$stats` for `@Shared var stats`.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value with `body`, which no other change of the value can interleave with, from any
  /// thread.
  ///
  /// ```swift
  /// state.$stats.withLock { $0.count += 1 }
  /// ```
  ///
  /// Inside `body`, `$0` is the value being changed. Reading any shared value there is fine, this one
  /// included: it answers the value as it was before `body` began, until `body` returns. Changing this
  /// same value inside `body` through another `Shared` of it would be lost, and is reported.
  ///
  /// - Parameter body: Changes the value.
  /// - Returns: What `body` returns.
  @discardableResult
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    if let scope = SharedValueScope.current, let assertion = scope.assertion {
      return try assertion.withLock(reference, body)
    }
    return try reference.mutate(body)
  }

  /// Saves the value to its key's storage now, rather than when the key would (a file is saved at most
  /// once a second); does nothing for a value stored in memory or nowhere.
  ///
  /// ```swift
  /// try await $syncUps.save()
  /// ```
  ///
  /// - Throws: The error the storage threw: the file could not be written, for instance.
  public func save() async throws {
    try await reference.root.saveNow()
  }

  /// A shared part of the value, which reads and changes the value in place: `$stats.count`.
  ///
  /// - Parameter keyPath: The part.
  /// - Returns: The part, shared.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: any WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(
      reference: reference.projecting(
        path: ".\(keyPathName(keyPath))",
        get: { $0[keyPath: keyPath] },
        set: { value, member in
          value[keyPath: keyPath] = member
          return true
        },
        current: wrappedValue[keyPath: keyPath]
      )
    )
  }
}

/// A key path's name without its root type: `count` for `\Stats.count`.
private func keyPathName(_ keyPath: AnyKeyPath) -> String {
  let text = String(describing: keyPath)
  guard let dot = text.firstIndex(of: ".") else { return text }
  return String(text[text.index(after: dot)...])
}
