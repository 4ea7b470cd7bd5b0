/// The dependencies in force: a value for every ``DependencyKey``, read by ``Dependency``.
///
/// Add a dependency with a computed property that reads and writes its key, and does nothing else:
///
/// ```swift
/// extension DependencyValues {
///   var numberFact: NumberFact {
///     get { self[NumberFactKey.self] }
///     set { self[NumberFactKey.self] = newValue }
///   }
/// }
/// ```
///
/// You never create one: a store's `withDependencies:` closure, `withDependencies(_:operation:)`,
/// ``Reducer/dependency(_:_:)`` and `TestStore`'s `dependencies` hand you the values in force to change.
/// Stores and effects carry them in a task-local value: a reducer reads its store's, an effect the ones of
/// the reducer that returned it, and so do the tasks the effect starts (but not detached tasks).
public struct DependencyValues: Sendable {
  /// The task-local values in force, this thread's answers for the default values, and the tests' default
  /// values in a process that runs tests, made together: a read checks that they are initialized once,
  /// not three times.
  private static let globals = (
    current: TaskLocal(wrappedValue: DependencyValues()), reads: ThreadDependencyReads(),
    tests: TestDependencyScopes.shared
  )

  /// The values in force in this task: set by stores around their reducers and effects, and by
  /// `withDependencies`. When nobody set any: the current test's values in a process that runs tests,
  /// and live values, with nothing set, in any other.
  @usableFromInline static var current: Self {
    let globals = globals
    let values = globals.current.get()
    if values.storage == nil, let storage = globals.tests?.current {
      return Self(storage: storage)
    }
    return values
  }

  /// What the values hold; `nil` for live values with nothing set, the values in force by default
  /// outside tests.
  private var storage: DependencyStorage?

  init() {}

  private init(storage: DependencyStorage) {
    self.storage = storage
  }

  /// Runs `operation` with these values in force.
  @usableFromInline
  func withCurrent<Result>(_ operation: () throws -> Result) rethrows -> Result {
    try Self.globals.current.withValue(self, operation: operation)
  }

  /// Runs the asynchronous `operation` with these values in force.
  func withCurrent<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Result
  ) async rethrows -> Result {
    try await Self.globals.current.withValue(self, operation: operation, isolation: isolation)
  }

  /// Which value a key nobody set answers: its live, test or preview value.
  ///
  /// `.test` inside a test, with values of the test's own, and `.live` anywhere else; a `TestStore` is
  /// always `.test`. Set `.preview` in a `Store`'s `withDependencies:` closure for sample data, or `.live`
  /// for a test that needs the real values. Changing it starts afresh, without the test or preview values
  /// created so far.
  public var context: DependencyContext {
    get { storage?.context ?? .live }
    set {
      guard newValue != context else { return }
      storage = DependencyStorage(values: storage?.values ?? [:], context: newValue)
    }
  }

  /// The value of the dependency `key` names: the one set, or else the key's value for the ``context``.
  ///
  /// Setting it overrides the key's value wherever these values are in force, for as long as they are.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      if let box = storage?.values[id] ?? cache.box(for: id) {
        // NB: Boxes are stored under `ObjectIdentifier(Key.self)` only, and always hold a `Key.Value`.
        return DependencyBox<Key.Value>.value(in: box)
      }
      switch context {
      case .live:
        return cache.value(for: key) { (Key.liveValue, true) }
      case .test:
        return cache.value(for: key) { MissingTestValue.creating { Key.testValue } }
      case .preview:
        return cache.value(for: key) { (Key.previewValue, true) }
      }
    }
    set {
      var values = storage?.values ?? [:]
      values[ObjectIdentifier(key)] = DependencyBox(newValue)
      storage = DependencyStorage(values: values, context: context, cache: storage?.cache)
    }
  }

  /// These values in the test context with none of the test values created so far, not even the current
  /// test's: where a store starts that must not see what other stores of the test made (each run of an
  /// exploration, which replays a sequence in a fresh store).
  package var inFreshTestContext: Self {
    var values = self
    values.storage = DependencyStorage(values: storage?.values ?? [:], context: .test)
    return values
  }

  /// Whether these are the values in force by default outside tests: live, with nothing set.
  @usableFromInline
  package var isDefault: Bool {
    storage == nil
  }

  /// Whether `other` holds these very values: the same storage, or both the default values. (Values that
  /// are equal but were set apart are not the same.)
  func isSameValues(as other: Self) -> Bool {
    storage === other.storage
  }

  /// Where the values of the keys nobody set are kept: the process's live values, or the test or preview
  /// values of the store.
  private var cache: DependencyCache {
    storage?.cache ?? .live
  }

  // MARK: - Reads through @Dependency

  /// The values in force, and the box of what the key path `keyPath` identifies answered the last time a
  /// ``Dependency`` read it in them, if they are live (live values never change, so neither does the
  /// answer): the path of every read but the first. The box is unretained: it is kept for as long as the
  /// values exist, by their storage's table, or by this thread's for the default values. Not generic, so
  /// that it costs no type metadata lookup.
  @usableFromInline
  static func currentWithLastRead(of keyPath: ObjectIdentifier) -> (Self, UnretainedBox?) {
    let globals = globals
    let values = globals.current.get()
    guard let storage = values.storage else {
      // NB: A test's default values are in the `.test` context, whose reads are never kept: this
      // thread's answers, shared by every test that runs on it, are for live values only.
      if let tests = globals.tests, let storage = tests.current {
        return (Self(storage: storage), nil)
      }
      return (values, globals.reads.box(for: keyPath))
    }
    return (values, storage.reads?.box(for: keyPath))
  }

  /// Keeps `box`, what `keyPath` answered, for the next read, if these values are live.
  @usableFromInline
  func keepRead(_ box: AnyObject, of keyPath: AnyKeyPath) {
    if let storage {
      storage.reads?.keep(box, for: keyPath)
    } else {
      Self.globals.reads.keep(box, for: keyPath)
    }
  }

  // MARK: - Setting values

  /// How many dependencies these values set (rather than answer from their key): what a generated test
  /// says it must set too.
  package var setValueCount: Int {
    storage?.values.count ?? 0
  }

  /// Changes these values with `update`, which may set them through key paths: a key path that sets a
  /// dependency reads it first, and in a test that read must not fail for want of a test value.
  @usableFromInline
  package mutating func update(_ update: (inout Self) throws -> Void) rethrows {
    try MissingTestValue.$isSetting.withValue(true) { try update(&self) }
  }

  /// Sets the value at `keyPath` to `value`, whole.
  ///
  /// Swift reads a computed property through a key path before it writes it. A key without a test value
  /// must not fail the test for that read, as it does when a test sets part of its value: here the whole
  /// value is replaced. (A key path to one endpoint, `\.client.endpoint`, is taken as whole too.)
  mutating func setWhole<Value>(_ keyPath: WritableKeyPath<Self, Value>, to value: Value) {
    MissingTestValue.$isSettingWholeValue.withValue(true) { self[keyPath: keyPath] = value }
  }

  // MARK: - Stores

  /// The values in force here, with none of the test or preview values created so far: where a new store
  /// starts, so that each store creates its own. Inside a test, the test's values are kept: every store
  /// of the test shares them, as do the `@Shared` values the test declares.
  @usableFromInline
  package static var forNewStore: Self {
    var values = current
    if let storage = values.storage, storage.context != .live, storage.cache?.isTestScope != true {
      values.storage = DependencyStorage(values: storage.values, context: storage.context)
    }
    return values
  }
}
