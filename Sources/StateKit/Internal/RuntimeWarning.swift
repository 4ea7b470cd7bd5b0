/// Where StateKit reports misuse it can recover from: an action nobody can handle, an effect that outlived
/// its store, an error no one caught.
///
/// In debug builds a warning is printed to standard error; release builds stay silent. Tests and
/// `StateKitTesting` install a ``handler`` (a task-local value, so parallel tests never see each other's
/// warnings) to collect warnings instead of printing them.
package enum RuntimeWarning {
  /// Receives every warning reported in this task and the tasks it starts, instead of standard error.
  @TaskLocal package static var handler: (@Sendable (String) -> Void)?

  /// Reports `message` to the task's ``handler``, or to standard error in debug builds.
  package static func report(_ message: String) {
    if let handler {
      handler(message)
      return
    }
    if let hooks = TestStoreHooks.current {
      hooks.warn(message)
      return
    }
    #if DEBUG
      DebugOutput.standardError.write("[StateKit] warning: \(message)\n")
    #endif
  }
}
