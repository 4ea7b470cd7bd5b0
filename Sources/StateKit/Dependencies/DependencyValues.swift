/// The dependencies in force: a value for every ``DependencyKey``, read by ``Dependency``.
///
/// Add a dependency with a computed property that reads and writes its key:
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
  /// The values in force in this task: set by stores around their reducers and effects, and by
  /// `withDependencies`. Live values, and nothing set, when nobody set any.
  @TaskLocal static var current = DependencyValues()

  /// The values set, by key.
  private var values: [ObjectIdentifier: any AnyObject & Sendable] = [:]
  /// The test or preview values created for the keys nobody set; `nil` in the live context, whose values
  /// are the process's (``DependencyCache/live``).
  private var cache: DependencyCache?

  /// Which value a key nobody set answers: its live, test or preview value.
  ///
  /// A `TestStore` sets `.test`; set `.preview` in a `Store`'s `withDependencies:` closure for sample data.
  /// Changing it starts afresh, without the test or preview values created so far.
  public var context = DependencyContext.live {
    didSet {
      if context != oldValue { startAfresh() }
    }
  }

  init() {}

  /// The value of the dependency `key` names: the one set, or else the key's value for the ``context``.
  ///
  /// Setting it overrides the key's value wherever these values are in force, for as long as they are.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if !values.isEmpty, let box = values[ObjectIdentifier(key)] {
        // NB: Only the setter below stores under `ObjectIdentifier(Key.self)`, always a box of `Key.Value`.
        return unsafeDowncast(box, to: DependencyBox<Key.Value>.self).value
      }
      guard context != .live, let cache else {
        return DependencyCache.live.value(for: key) { (Key.liveValue, true) }
      }
      if context == .test {
        return cache.value(for: key) { MissingTestValue.creating { Key.testValue } }
      }
      return cache.value(for: key) { (Key.previewValue, true) }
    }
    set {
      values[ObjectIdentifier(key)] = DependencyBox(newValue)
    }
  }

  /// The values in force here, with none of the test or preview values created so far: where a new store
  /// starts, so that each store creates its own.
  package static var forNewStore: Self {
    var values = current
    values.startAfresh()
    return values
  }

  /// Forgets the test or preview values created so far.
  private mutating func startAfresh() {
    cache = context == .live ? nil : DependencyCache()
  }
}
