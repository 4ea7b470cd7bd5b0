/// How a root's value reaches its key's storage: saving each change when the key says (at once, or at
/// most once per interval), and taking the values someone else stored.
final class SharedPersistence<Value: Sendable>: Sendable {
  private let keyDescription: String
  private let save: @Sendable (Value) throws -> Void
  private let saving: SharedSaving
  private let subscribe: @Sendable (@escaping @Sendable (Value) -> Void) -> SharedSubscription
  private let subscription = LockedState<SharedSubscription?>(nil)
  /// The deferred save that is waiting for its time, if any.
  private let pending = LockedState<Task<Void, Never>?>(nil)
  /// The latest deferred save, waiting or done: what ``waitForPendingSave()`` waits for.
  private let latest = LockedState<Task<Void, Never>?>(nil)
  /// Held while writing, so that two saves never interleave.
  private let writing = RecursiveLock()

  init<Key: SharedKey<Value>>(key: Key, description: String) {
    self.keyDescription = description
    self.save = { try key.save($0) }
    self.saving = key.saving
    self.subscribe = { key.subscribe($0) }
  }

  /// Starts taking the values the key's storage reports into `root`.
  func start(_ root: SharedRoot<Value>) {
    let token = subscribe { [weak root] value in root?.replaceFromStorage(value) }
    subscription.withLock { $0 = token }
  }

  /// Saves `root`'s value after a change, or schedules the save. Called holding `root`'s writer lock.
  func valueDidChange(in root: SharedRoot<Value>) {
    switch saving.kind {
    case .immediately:
      write(root.committedValue)
    case .throttled(let interval, let clock):
      pending.withLock { task in
        guard task == nil else { return }
        // NB: The task holds the root until it has saved, so a value whose last `Shared` goes away in the
        // meantime is still saved.
        // NB: The deadline is taken now, at the change, not when the task starts: a clock that moves on in
        // between (a test clock advanced at once) would otherwise put the save off to a later time.
        let wait = Self.wait(for: interval, from: clock)
        let save = Task {
          try? await wait()
          guard !Task.isCancelled else { return }
          self.flush(root)
        }
        task = save
        latest.withLock { $0 = save }
      }
      SharedPendingSaves.add(self) { [self] in flush(root) }
    }
  }

  /// Waits until `interval` after `clock`'s present: now, when this is called, not when the wait starts.
  private static func wait<C: Clock<Duration>>(
    for interval: Duration, from clock: C
  ) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: interval)
    return {
      // NB: A deadline the clock has already reached is due: a test clock would hold a sleep until its
      // present until the next advance.
      if clock.now < deadline { try await clock.sleep(until: deadline, tolerance: nil) }
    }
  }

  /// Saves `root`'s value now, if a save is waiting for its time.
  func flush(_ root: SharedRoot<Value>) {
    let task = pending.withLock { task in
      defer { task = nil }
      return task
    }
    guard task != nil else { return }
    SharedPendingSaves.remove(self)
    write(root.committedValue)
  }

  /// Saves `root`'s value now, cancelling a save that waits for its time.
  func saveNow(_ root: SharedRoot<Value>) async throws {
    let task = pending.withLock { task in
      defer { task = nil }
      return task
    }
    task?.cancel()
    SharedPendingSaves.remove(self)
    try writing.withLock { try save(root.committedValue) }
  }

  /// Returns once the latest deferred save, if any, is done.
  func waitForPendingSave() async {
    let task = latest.withLock { $0 }
    await task?.value
  }

  private func write(_ value: Value) {
    writing.withLock {
      do {
        try save(value)
      } catch {
        RuntimeWarning.report(
          """
          The shared value \(keyDescription) could not be saved: \(error). It keeps the change, and the \
          next change saves it again.
          """
        )
      }
    }
  }
}
