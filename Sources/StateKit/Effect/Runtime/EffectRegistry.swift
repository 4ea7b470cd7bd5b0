/// The running effects of one root store: every task it started, by namespace and by cancellation
/// identifier.
///
/// Safe to use from any thread: the store registers and cancels tasks on the main actor while the tasks
/// deregister themselves from wherever they finish.
@usableFromInline
final class EffectRegistry: Sendable {
  private struct Entry {
    let task: Task<Void, Never>
    let namespace: EffectNamespace
    let keys: [CancelKey]
  }

  private struct State {
    var nextTaskID = 0
    var tasks: [Int: Entry] = [:]
    var tasksByID: [EffectID: Set<Int>] = [:]
    /// The tasks of every child namespace, each task under its own namespace and every one above it.
    var tasksByNamespace: [EffectNamespace: Set<Int>] = [:]
  }

  private let state = LockedState(State())

  @usableFromInline init() {}

  /// Starts `operation` in a new task off the main actor, in `namespace`, registered under `keys` and
  /// tracked by `group`, with ``RunningEffect/current`` naming this registry and `namespace`.
  @discardableResult
  func launch(
    priority: TaskPriority?,
    namespace: EffectNamespace,
    keys: [CancelKey],
    group: EffectGroup?,
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    // NB: The task is created while the lock is held so that it cannot deregister itself before it is
    // registered; its first step waits for the lock. The group is joined under the same lock for the same
    // reason.
    state.withLock { state in
      let taskID = state.nextTaskID
      state.nextTaskID += 1
      let running = RunningEffect(registry: self, namespace: namespace)
      let body: @Sendable () async -> Void = {
        await RunningEffect.$current.withValue(running, operation: operation)
        self.remove(taskID)
        group?.remove(taskID)
      }
      let task =
        TestStoreHooks.current?.startTask.map { $0(priority, body) }
        ?? Task(priority: priority, operation: body)
      state.tasks[taskID] = Entry(task: task, namespace: namespace, keys: keys)
      for key in keys {
        state.tasksByID[key.id, default: []].insert(taskID)
      }
      for prefix in namespace.prefixes {
        state.tasksByNamespace[prefix, default: []].insert(taskID)
      }
      group?.add(task, as: taskID)
      return task
    }
  }

  /// Cancels every running task registered under `id` in `namespace` or a namespace below it; returns
  /// how many there were.
  @discardableResult
  func cancel(id: EffectID, in namespace: EffectNamespace) -> Int {
    let tasks = state.withLock { state -> [Task<Void, Never>] in
      guard let taskIDs = state.tasksByID[id] else { return [] }
      var cancelled: [Task<Void, Never>] = []
      var remaining = taskIDs
      for taskID in taskIDs {
        guard let entry = state.tasks[taskID] else { continue }
        guard entry.keys.contains(where: { $0.id == id && $0.namespace.isWithin(namespace) }) else {
          continue
        }
        remaining.remove(taskID)
        cancelled.append(entry.task)
      }
      state.tasksByID[id] = remaining.isEmpty ? nil : remaining
      return cancelled
    }
    for task in tasks { task.cancel() }
    return tasks.count
  }

  /// Cancels every running task of `namespace` and of the namespaces below it; returns how many there
  /// were.
  @discardableResult
  func cancel(namespace: EffectNamespace) -> Int {
    let tasks = state.withLock { state in
      (state.tasksByNamespace.removeValue(forKey: namespace) ?? []).compactMap { state.tasks[$0]?.task }
    }
    for task in tasks { task.cancel() }
    return tasks.count
  }

  /// Those of `namespaces` under which a task still runs.
  func namespacesRunning(among namespaces: some Sequence<EffectNamespace>) -> Set<EffectNamespace> {
    state.withLock { state in Set(namespaces.filter { state.tasksByNamespace[$0] != nil }) }
  }

  /// The identifiers of running tasks that print as `id` does but have another type, so never match it:
  /// `"search"` for `CancelID.search`. Describes every running identifier: call it only to report a
  /// cancellation that cancelled nothing.
  func runningIDs(resembling id: EffectID) -> [EffectID] {
    let candidates = state.withLock { $0.tasksByID.keys.filter { $0.valueType != id.valueType } }
    guard !candidates.isEmpty else { return [] }
    let description = id.description
    return candidates.filter { $0.description == description }
  }

  /// Cancels every running task.
  func cancelAll() {
    let tasks = state.withLock { state in state.tasks.values.map(\.task) }
    for task in tasks { task.cancel() }
  }

  private func remove(_ taskID: Int) {
    state.withLock { state in
      guard let entry = state.tasks.removeValue(forKey: taskID) else { return }
      for key in entry.keys {
        state.tasksByID[key.id]?.remove(taskID)
        if state.tasksByID[key.id]?.isEmpty == true { state.tasksByID[key.id] = nil }
      }
      for prefix in entry.namespace.prefixes {
        state.tasksByNamespace[prefix]?.remove(taskID)
        if state.tasksByNamespace[prefix]?.isEmpty == true { state.tasksByNamespace[prefix] = nil }
      }
    }
  }
}
