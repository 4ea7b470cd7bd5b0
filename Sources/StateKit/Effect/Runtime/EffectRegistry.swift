/// The running effects of one root store: every task it started, by cancellation identifier too.
///
/// Safe to use from any thread: the store registers and cancels tasks on the main actor while the tasks
/// deregister themselves from wherever they finish.
@usableFromInline
final class EffectRegistry: Sendable {
  private struct Entry {
    let task: Task<Void, Never>
    let ids: [EffectID]
  }

  private struct State {
    var nextTaskID = 0
    var tasks: [Int: Entry] = [:]
    var tasksByID: [EffectID: Set<Int>] = [:]
  }

  private let state = LockedState(State())

  @usableFromInline init() {}

  /// Starts `operation` in a new task off the main actor, registered under `ids` and tracked by `group`.
  @discardableResult
  func launch(
    priority: TaskPriority?,
    ids: [EffectID],
    group: EffectGroup?,
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    // NB: The task is created while the lock is held so that it cannot deregister itself before it is
    // registered; its first step waits for the lock. The group is joined under the same lock for the same
    // reason.
    state.withLock { state in
      let taskID = state.nextTaskID
      state.nextTaskID += 1
      let task = Task(priority: priority) {
        await operation()
        self.remove(taskID)
        group?.remove(taskID)
      }
      state.tasks[taskID] = Entry(task: task, ids: ids)
      for id in ids {
        state.tasksByID[id, default: []].insert(taskID)
      }
      group?.add(task, as: taskID)
      return task
    }
  }

  /// Cancels every running task registered under `id`; returns whether there was any.
  @discardableResult
  func cancel(id: EffectID) -> Bool {
    let tasks = state.withLock { state in
      (state.tasksByID.removeValue(forKey: id) ?? []).compactMap { state.tasks[$0]?.task }
    }
    for task in tasks { task.cancel() }
    return !tasks.isEmpty
  }

  /// The identifiers of running tasks that print as `id` does but have another type, so never match it:
  /// `"search"` for `CancelID.search`. Describes every running identifier: call it only to report a
  /// cancellation that cancelled nothing.
  func runningIDs(resembling id: EffectID) -> [EffectID] {
    // NB: `ifLet` and `forEach` cancel a child's identifier whenever a child goes away, mostly with nothing
    // running; StateKit makes those identifiers itself, so they cannot be mistyped and are not described.
    guard id.valueType != ChildEffectsID.self else { return [] }
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
      for id in entry.ids {
        state.tasksByID[id]?.remove(taskID)
        if state.tasksByID[id]?.isEmpty == true { state.tasksByID[id] = nil }
      }
    }
  }
}
