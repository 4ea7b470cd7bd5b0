internal import Observation

/// The storage of one shared value: what every ``Shared`` of the same key, and every part projected from
/// them, reads and changes.
///
/// Two locks, so that readers never wait on a writer's closure:
/// - `cell` guards the committed value, and is held only to copy it in or out: a read, even one made
///   inside a writer's closure on the same thread, takes it for an instant and gets the value as it was
///   before that closure began;
/// - `writer`, recursive, serializes the writers: it is held while a writer's closure runs on its own copy
///   of the value, and while the copy is committed, saved and reported to Observation.
///
/// So no two writers lose each other's changes, and no read can deadlock with a writer: a closure may
/// read any shared value, its own included.
// NB: @unchecked Sendable: the value and its stamp are only touched holding `cell`'s lock, the two counters
// only holding `writer`, and every other stored property is a constant of a `Sendable` type (or a key
// path, which never changes).
final class SharedRoot<Value: Sendable>: SharedReference<Value>, AnySharedRoot, Observable,
  @unchecked Sendable
{
  private struct Cell {
    var value: Value
    var stamp: UInt64 = 0
  }

  private let cell: LockedState<Cell>
  private let writer = RecursiveLock()
  // NB: The two counters below are read and written only while holding `writer`.
  /// How many writers' closures of this root are running on this thread: one that starts while another
  /// runs would have its change overwritten when the outer one commits.
  private nonisolated(unsafe) var closuresRunning = 0
  /// How many times the value was committed: whether a writer changed anything.
  private nonisolated(unsafe) var commits: UInt64 = 0
  let keyDescription: String
  /// The key's storage, if the value is stored somewhere (a file, user defaults).
  let persistence: SharedPersistence<Value>?
  private let registrar = ObservationRegistrar()
  let holders = SharedHolders()
  // NB: A key path of a generic class, made once rather than on every read and write.
  private nonisolated(unsafe) let observedKeyPath: KeyPath<SharedRoot, String>

  /// Creates the storage of `value`, named `keyDescription` in messages.
  init(value: Value, keyDescription: String, persistence: SharedPersistence<Value>? = nil) {
    self.cell = LockedState(Cell(value: value))
    self.keyDescription = keyDescription
    self.persistence = persistence
    self.observedKeyPath = \SharedRoot.keyDescription
    super.init()
    SharedSnapshot.liveRoots.withLock { $0 += 1 }
  }

  deinit {
    SharedSnapshot.liveRoots.withLock { $0 -= 1 }
  }

  override var root: any AnySharedRoot { self }

  override var description: String { keyDescription }

  /// The committed value, not tracked by Observation.
  var committedValue: Value { cell.withLock { $0.value } }

  override func read() -> Value {
    registrar.access(self, keyPath: observedKeyPath)
    return committedValue
  }

  override func mutate<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try change {
      var working = committedValue
      let result = try runningClosure { try body(&working) }
      commit { $0 = working }
      return result
    }
  }

  // MARK: - Writing

  /// Runs `body` as the only writer of this root, then tells the stores if it committed a change.
  func write<Result>(_ body: () throws -> Result) rethrows -> Result {
    let (result, changed) = try writer.withLock {
      let before = commits
      let result = try body()
      return (result, commits != before)
    }
    if changed { SharedChanges.didChange(self) }
    return result
  }

  /// Runs a writer's change of the value (reading it, running the closure, committing) as
  /// ``write(_:)`` does; a value shared across processes is locked against them meanwhile, from before
  /// it is read until its change is saved, and its persistence first takes their latest value.
  func change<Result>(_ body: () throws -> Result) rethrows -> Result {
    try write {
      let unlock = persistence?.lockAcrossProcesses()
      defer { unlock?() }
      return try body()
    }
  }

  /// Runs a writer's closure, reporting one that a closure of this root's writers already running
  /// encloses: the enclosing writer commits its own copy afterwards, which drops this one's change.
  /// Call it inside ``write(_:)``.
  func runningClosure<Result>(_ body: () throws -> Result) rethrows -> Result {
    if closuresRunning > 0 {
      RuntimeWarning.report(
        """
        A shared value (\(keyDescription)) was changed inside a `withLock` on the same value: the outer \
        `withLock` changes a copy of the value and stores it when its closure returns, so this inner \
        change is lost. Make the change through the outer closure's argument instead.
        """
      )
    }
    closuresRunning += 1
    defer { closuresRunning -= 1 }
    return try body()
  }

  /// Applies `change` to the committed value in place, then tells Observation and the key's storage.
  /// Call it inside ``write(_:)``; `change` runs holding the value's lock, so it must call nothing that
  /// reads shared values.
  func commit(savesToKey: Bool = true, _ change: (inout Value) -> Void) {
    registrar.willSet(self, keyPath: observedKeyPath)
    cell.withLock { change(&$0.value) }
    commits &+= 1
    registrar.didSet(self, keyPath: observedKeyPath)
    if savesToKey { persistence?.valueDidChange(in: self) }
  }

  /// Replaces the value with one its key's storage changed to (another process wrote the file): it is
  /// not saved back.
  func replaceFromStorage(_ value: Value) {
    write { commit(savesToKey: false) { $0 = value } }
  }

  // MARK: - Projections and snapshots

  override func value(inRoot rootValue: any Sendable) -> Value {
    rootValue as? Value ?? committedValue
  }

  override func setting(_ value: Value, inRoot rootValue: any Sendable) -> any Sendable {
    value
  }

  override func projecting<Part: Sendable>(
    path: String,
    get: @escaping @Sendable (Value) -> Part?,
    set: @escaping @Sendable (inout Value, Part) -> Bool,
    current: Part
  ) -> SharedReference<Part> {
    SharedProjection(base: self, path: path, get: get, set: set, current: current)
  }

  // MARK: - AnySharedRoot

  var anyValue: any Sendable { committedValue }

  var stamp: UInt64 { cell.withLock { $0.stamp } }

  func setStamp(_ generation: UInt64) {
    cell.withLock { $0.stamp = generation }
  }

  func isEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
    guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
    return sharedValuesAreEqual(lhs, rhs)
  }

  func saveNow() async throws {
    try await persistence?.saveNow(self)
  }

  func waitForPendingSave() async {
    await persistence?.waitForPendingSave()
  }
}
