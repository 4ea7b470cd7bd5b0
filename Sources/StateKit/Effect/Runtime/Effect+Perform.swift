extension Effect where Action: Sendable {
  /// Runs the whole effect inside the current task, delivering its actions through `send`: how the later
  /// parts of a concatenation run once their turn comes.
  func perform(with send: Send<Action>) async {
    switch operation {
    case .none:
      return
    case .send(let action):
      await send(action)
    case .run(let run):
      await run.body(send)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.perform(with: send) }
        }
      }
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { send.registry.cancel(id: id) }
      // NB: A task of its own, registered under `id`, so that `cancel(id:)` reaches this part alone; the
      // current task's own cancellation is forwarded to it.
      let task = send.registry.launch(priority: nil, ids: [id], group: nil) {
        await effect.perform(with: send)
      }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    case .cancel(let id):
      send.registry.cancel(id: id)
    }
  }
}
