/// What a test store changes in how its store runs a feature: where effects start, and where runtime
/// warnings go. `StateKitTesting` binds ``current`` around every step; the effects a step starts inherit it.
/// `nil` in production.
///
/// NB: One task-local of a class type, not closure-typed task-locals: the optimizer has specialized
/// `TaskLocal.withValue` for an optional function type with no type metadata, and crashed in release builds.
package final class TestStoreHooks: Sendable {
  /// The body of an effect's task.
  package typealias Operation = @Sendable () async -> Void

  /// Starts `operation` in a new task of the given priority.
  package typealias Start =
    @Sendable (_ priority: TaskPriority?, _ operation: @escaping Operation) -> Task<Void, Never>

  /// Starts the task of every effect launched where the hooks are bound, instead of `Task(priority:)`;
  /// `nil` to start them as in production.
  package let startTask: Start?
  /// Receives the runtime warnings raised where the hooks are bound, unless a
  /// ``RuntimeWarning/handler`` is in force.
  package let warn: @Sendable (String) -> Void

  package init(startTask: Start?, warn: @escaping @Sendable (String) -> Void) {
    self.startTask = startTask
    self.warn = warn
  }

  /// The hooks of the test store whose step is running, in this task and the tasks it starts.
  @TaskLocal package static var current: TestStoreHooks?
}
