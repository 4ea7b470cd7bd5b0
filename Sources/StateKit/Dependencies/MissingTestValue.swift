/// A dependency a test store read (or used) without a test value: what the failure says, where it points,
/// and how the read learns not to keep the value.
///
/// A key without a `testValue` fails the test when it is read; a built-in key (a clock, `uuid`, `date`)
/// answers a value that fails the test when it is used, so that a feature may hold one it never calls.
/// Either way the failure names the dependency, the `@Dependency` that read it, and the line to add to
/// the test.
struct MissingTestValue: Sendable {
  /// The failure's text.
  let message: String
  /// The `@Dependency` that read the value, if a `@Dependency` did.
  let location: CodeLocation?
  /// Whether ``report()`` has reported it.
  private let hasReported = LockedState(false)

  /// Where the `@Dependency` being read was declared, while a test store reads it.
  @TaskLocal static var readLocation: CodeLocation?
  /// Set while a store creates a test value, to learn whether it is a missing one.
  @TaskLocal private static var creation: Creation?
  /// Whether values are being set rather than read: a key path that sets a computed property of
  /// ``DependencyValues`` reads it first, and that read must not fail the test.
  @TaskLocal static var isSetting = false
  /// Whether StateKit is setting a whole value through a key path, which reads it first: that read is not
  /// a partial override (see ``DependencyValues/setWhole(_:to:)``).
  @TaskLocal static var isSettingWholeValue = false

  /// Fails the test with ``message`` at ``location``, the first time only: a value read once fails the
  /// test once, however much it is then used (`clock.sleep(for:)` asks the time, then sleeps).
  func report() {
    let isFirst = hasReported.withLock { hasReported in
      defer { hasReported = true }
      return !hasReported
    }
    if isFirst {
      IssueReporting.report(IssueReport(message, severity: .failure, location: location))
    }
  }

  // MARK: - Making one

  /// Describes a missing value of `key`, read by the `@Dependency` being read, and marks the value being
  /// created as missing, so that the store does not keep it.
  ///
  /// - Parameters:
  ///   - key: The key nobody set a value for.
  ///   - name: How the test names the dependency: `\.uuid`, or the key's type.
  ///   - usage: What the feature did: `read`, `called`.
  ///   - override: The line that sets a value, as in `withDependencies`: `$0.uuid = .incrementing`.
  static func failure<Key: DependencyKey>(
    key: Key.Type,
    name: String? = nil,
    usage: String,
    override: String
  ) -> Self {
    creation?.isMissing.withLock { $0 = true }
    let location = readLocation
    let keyName = Self.name(of: key)
    let site = location.map { "by the @Dependency at \($0)" } ?? "outside @Dependency"
    let storeOverride = override.replacing("$0", with: "store.dependencies", maxReplacements: 1)
    let perTest = name == nil ? "; or implement `static var testValue` in \(keyName) for every test" : ""
    let message = """
      \(name ?? keyName) has no test value, and was \(usage) \(site) in a test, where stores use test \
      values only. Set one for this test where it creates the store, `TestStore(initialState: …) { … } \
      withDependencies: { \(override) }`, or before this step, `\(storeOverride)`\(perTest).
      """
    return Self(message: message, location: location)
  }

  /// Reports a key without a `testValue`, read by the `@Dependency` being read, or read while values are
  /// set: what the default ``TestDependencyKey/testValue`` does.
  ///
  /// Setting a whole value does not read it. Setting part of it does (`$0.client.endpoint = …` reads the
  /// client, changes the endpoint and sets the client back), and that part would then sit on the key's
  /// preview value, whose other endpoints would answer for the test unnoticed: so a read while setting
  /// fails the test too, with a message about setting part of the value.
  static func report<Key: DependencyKey>(key: Key.Type, override: String) {
    if isSetting {
      if !isSettingWholeValue { partialOverride(of: key).report() }
    } else {
      failure(key: key, usage: "read", override: override).report()
    }
  }

  /// Describes a read of `key`, which has no `testValue`, while values are set: most often, a test that
  /// set one endpoint of a client.
  static func partialOverride<Key: DependencyKey>(of key: Key.Type) -> Self {
    creation?.isMissing.withLock { $0 = true }
    let keyName = Self.name(of: key)
    let message = """
      \(keyName) has no test value, and the test set part of it (as in `$0.client.endpoint = …`), or read it \
      while setting dependencies: the rest of it would be the key's preview value, which would answer \
      for the test unnoticed. Set the whole value, `$0[\(keyName).self] = …`; or implement \
      `static var testValue` in \(keyName), with an `unimplemented` endpoint for each one a test must set.
      """
    return Self(message: message, location: nil)
  }

  /// The name a test uses for `key`: its type, without the module (nor the context of a private type).
  static func name<Key: DependencyKey>(of key: Key.Type) -> String {
    dumpTypeName(key)
  }

  // MARK: - Telling a missing value from one to keep

  /// Runs `create` and says whether it made a missing value, which the store must not keep: the next
  /// read must fail the test too.
  static func creating<Value>(_ create: () -> Value) -> (value: Value, keep: Bool) {
    let creation = Creation()
    let value = $creation.withValue(creation) { create() }
    return (value, !creation.isMissing.withLock { $0 })
  }

  /// The creation of one test value.
  private final class Creation: Sendable {
    let isMissing = LockedState(false)
  }
}
