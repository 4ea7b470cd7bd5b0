import StateKit

/// What `--record` and `--profile` install on a run's store, and what they leave at its end: the trace
/// to write and the table to print.
@MainActor
package final class RunInstruments {
  private let recording: ActionRecording<PhotoList.State, PhotoList.Action>?
  private let profile: ActionProfile<PhotoList.Action>?

  /// Starts recording and measuring `screen`'s store as `options` ask; does nothing for the hand-written
  /// view store, which has no store.
  package init(options: Options, screen: PhotoListScreen) {
    let store = screen.store
    recording = options.recordPath == nil ? nil : store?.startRecording()
    profile = options.profiles ? ActionProfile() : nil
    if let profile { store?.instrument = profile.instrument }
  }

  /// The recorded trace as JSON Lines, or `nil` if the run does not record.
  package func traceJSONLines() throws -> String? {
    recording?.stop()
    return try recording?.trace.jsonLines()
  }

  /// The table of the ten costliest kinds of action, or `nil` if the run does not profile.
  package var profileTable: String? {
    profile.map { "The ten costliest kinds of action:\n" + $0.table(top: 10) }
  }
}
