/// The dependency values each test uses by default, by test: in a process that runs tests, the values in
/// force where nobody set any are the current test's, in the `.test` context, with a
/// ``DependencyCache`` of the test's own (its in-memory storage, file system, user defaults, clocks).
///
/// What tells one test from another is the ``TestIdentityProviding`` that `StateKitTesting` implements;
/// there is no scope, and live values are the default, in a process without it or that runs no tests.
package final class TestDependencyScopes: Sendable {
  /// The mangled name of `StateKitTesting.CurrentTest`, the implementation of ``TestIdentityProviding``.
  static var providerName: String { "15StateKitTesting11CurrentTestO" }

  /// The scopes of this process, or `nil` if it runs no tests: looked up once.
  package static let shared: TestDependencyScopes? = {
    guard
      let provider = _typeByName(providerName) as? any TestIdentityProviding.Type,
      provider.startIsolatingTests()
    else { return nil }
    return TestDependencyScopes(provider: provider)
  }()

  private let provider: any TestIdentityProviding.Type
  /// The default values of every test that read them and has not ended.
  private let storages = LockedState([AnyHashableSendable: DependencyStorage]())

  private init(provider: any TestIdentityProviding.Type) {
    self.provider = provider
  }

  /// Whether the calling task reads the default values of a program that runs no tests (live values,
  /// nothing set): for StateKit's own tests of those.
  @TaskLocal package static var isBypassed = false

  /// The default values of the test running the calling code, made on its first read; `nil` where the
  /// scopes are bypassed.
  var current: DependencyStorage? {
    guard !Self.isBypassed else { return nil }
    let test = provider.currentTest
    return storages.withLock { storages in
      if let storage = storages[test] { return storage }
      let storage = DependencyStorage(values: [:], context: .test, cache: DependencyCache(isTestScope: true))
      storages[test] = storage
      return storage
    }
  }

  /// Forgets the default values of `test`, which ended: what they hold is released once the stores and
  /// effects that still use them are.
  package func end(_ test: AnyHashableSendable) {
    // NB: Released outside the lock: releasing a user-defaults suite removes it from disk.
    let ended = storages.withLock { $0.removeValue(forKey: test) }
    withExtendedLifetime(ended) {}
  }

  /// Forgets the default values of every test: at the end of the process, so that what they hold (a
  /// user-defaults suite on disk) is removed.
  package func endAll() {
    let ended = storages.withLock { storages in
      defer { storages = [:] }
      return storages
    }
    withExtendedLifetime(ended) {}
  }
}
