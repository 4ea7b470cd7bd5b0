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
      // NB: Run in the task of another part, perhaps of another feature instance: the work's own instance
      // is the one its cancellation functions reach.
      let running = RunningEffect(registry: send.context.registry, namespace: send.context.namespace)
      await RunningEffect.$current.withValue(running) { await run.body(send) }
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.perform(with: send) }
        }
      }
    case .cancellable(let id, let cancelInFlight, let effect):
      let context = send.context
      if cancelInFlight { context.registry.cancel(id: id, in: context.namespace) }
      // NB: A task of its own, registered under `id`, so that `cancel(id:)` reaches this part alone; the
      // current task's own cancellation is forwarded to it.
      let task = context.registry.launch(
        priority: nil,
        namespace: context.namespace,
        keys: [CancelKey(namespace: context.namespace, id: id)],
        group: nil
      ) {
        await effect.perform(with: send)
      }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    case .cancel(let id):
      send.context.registry.cancel(id: id, in: send.context.namespace)
    case .namespaced(let child, let effect):
      await effect.perform(with: send.entering(child))
    case .cancelChild(let child):
      send.context.registry.cancel(namespace: send.context.namespace.appending(child))
    case .dismiss(let dismissal):
      await send.context.dismiss(dismissal)
    case .watch:
      // NB: The later parts of a concatenation run under the watch of the instance that returned it.
      return
    }
  }
}
