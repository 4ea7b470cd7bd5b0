internal import Foundation

/// How a root's value reaches its key's storage: saving each change when the key says (at once, or at
/// most once per interval), and taking the values someone else stored.
///
/// Lock order: the root's writer lock, then `writing`, then the small state locks. A save holds
/// `writing`; a coordinated key's check for someone else's change holds both the writer lock and
/// `writing`, so it never runs between a save and the record of what that save wrote.
final class SharedPersistence<Value: Sendable>: Sendable {
  private let keyDescription: String
  private let fileURL: URL?
  private let save: @Sendable (Value) throws -> Void
  private let saving: SharedSaving
  private let subscribe: @Sendable (@escaping @Sendable (Value) -> Void) -> SharedSubscription
  private let coordinatedSubscribe:
    (
      @Sendable (@escaping @Sendable (() -> Void) -> Void, @escaping @Sendable (Value) -> Void) ->
        SharedSubscription
    )?
  private let lockStorage: (@Sendable () -> (@Sendable () -> Void)?)?
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
    if let coordinated = key as? any CoordinatedSharedKey<Value> {
      self.fileURL = coordinated.fileURL
      self.coordinatedSubscribe = { coordinated.subscribe(exclusively: $0, $1) }
      self.lockStorage = { coordinated.lockAcrossProcesses() }
    } else {
      self.fileURL = nil
      self.coordinatedSubscribe = nil
      self.lockStorage = nil
    }
  }

  /// Starts taking the values the key's storage reports into `root`.
  func start(_ root: SharedRoot<Value>) {
    let token: SharedSubscription
    if let coordinatedSubscribe {
      // NB: Weak captures, and the lock rather than `self`: the key's watch outlives neither.
      token = coordinatedSubscribe(
        { [weak root, writing] check in
          root?.write { writing.withLock { check() } }
        },
        { [weak root] value in root?.commit(savesToKey: false) { $0 = value } }
      )
    } else {
      token = subscribe { [weak root] value in root?.replaceFromStorage(value) }
    }
    subscription.withLock { $0 = token }
  }

  /// For a value shared across processes, locks its storage against them and takes what they stored;
  /// returns what releases the lock, or `nil` for any other value. Called holding `root`'s writer lock.
  func lockAcrossProcesses() -> (@Sendable () -> Void)? {
    guard let lockStorage else { return nil }
    return writing.withLock { lockStorage() }
  }

  /// Saves `root`'s value after a change, or schedules the save. Called holding `root`'s writer lock.
  func valueDidChange(in root: SharedRoot<Value>) {
    switch saving.kind {
    case .immediately:
      do {
        try write(root.committedValue)
      } catch {
        reportUnsaved(error)
      }
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
          do {
            try self.flush(root)
          } catch {
            self.reportUnsaved(error)
          }
        }
        task = save
        latest.withLock { $0 = save }
        // NB: Registered under `pending`'s lock, as `flush` forgets it: a save scheduled while another is
        // flushed is never forgotten.
        SharedPendingSaves.add(self) { [self] in try flush(root) }
      }
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

  /// Saves `root`'s value now, if a save is waiting for its time; returns once a save being made by
  /// another thread is done.
  func flush(_ root: SharedRoot<Value>) throws {
    try writing.withLock {
      let task = takePending()
      guard task != nil else { return }
      try write(root.committedValue)
    }
  }

  /// Saves `root`'s value now, cancelling a save that waits for its time.
  func saveNow(_ root: SharedRoot<Value>) async throws {
    try writing.withLock {
      takePending()?.cancel()
      try write(root.committedValue)
    }
  }

  /// Returns once the latest deferred save, if any, is done.
  func waitForPendingSave() async {
    let task = latest.withLock { $0 }
    await task?.value
  }

  /// The deferred save waiting for its time, which is then no longer waiting.
  private func takePending() -> Task<Void, Never>? {
    pending.withLock { task in
      defer { task = nil }
      if task != nil { SharedPendingSaves.remove(self) }
      return task
    }
  }

  /// Saves `value`, telling the app's failure handlers if it cannot.
  private func write(_ value: Value) throws {
    try writing.withLock {
      do {
        try save(value)
      } catch {
        SharedStorageFailure(key: keyDescription, fileURL: fileURL, operation: .save, error: error).report()
        throw error
      }
    }
  }

  private func reportUnsaved(_ error: any Error) {
    RuntimeWarning.report(
      """
      The shared value \(keyDescription) could not be saved: \(error). It keeps the change, and the \
      next change saves it again.
      """
    )
  }
}
