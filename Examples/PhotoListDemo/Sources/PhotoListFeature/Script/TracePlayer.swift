package import StateKit

/// Plays a trace that `--record` wrote: `PhotoListDemo --replay FILE`.
///
/// Every recorded action is sent to a fresh ``PhotoList`` store in its recorded order, the actions its
/// effects fed back included, so the effects themselves do not run: no load, no clock, no network, and
/// the states are the recorded run's. A frame is printed each time the list settles, after a step that
/// no effect's action follows: where the scripted tour printed its frames after the launch frame.
@MainActor
package struct TracePlayer {
  /// A trace of the list's actions.
  package typealias Trace = ActionTrace<PhotoList.State, PhotoList.Action>

  let size: TerminalSize
  let output: (String) -> Void

  /// Creates a player.
  ///
  /// - Parameters:
  ///   - size: The size to draw frames at.
  ///   - output: Receives each frame, as lines ending with a newline.
  package init(size: TerminalSize = ScriptPlayer.frameSize, output: @escaping (String) -> Void) {
    self.size = size
    self.output = output
  }

  /// Reads `jsonLines` as a trace of the list and plays it.
  ///
  /// - Throws: The ``ActionTraceError`` of a text that is not a trace of the list's actions.
  package func play(jsonLines: String) throws(ActionTraceError) {
    play(try Trace(jsonLines: jsonLines))
  }

  /// Plays `trace`, printing a frame each time the list settles.
  package func play(_ trace: Trace) {
    let store = Store(initialState: PhotoList.State()) {
      // NB: The effects' actions are in the trace: running the effects would send them twice.
      Reduce<PhotoList.State, PhotoList.Action> { state, action in
        _ = PhotoList().reduce(into: &state, action: action)
        return .none
      }
    }
    let view = store.connect(using: PhotoListConnector())
    var printer = FramePrinter(size: size, output: output)
    for (index, step) in trace.steps.enumerated() {
      store.send(step.action)
      let next = trace.steps.dropFirst(index + 1).first
      if next?.origin.isSent ?? true {
        printer.print(view.state, caption: "step \(step.number): \(Self.caption(step.action))")
      }
    }
  }

  /// The action's case, without its payload (`searchApplied`, `path`): a frame's caption.
  static func caption(_ action: PhotoList.Action) -> String {
    let text = "\(action)"
    return String(text.prefix { $0 != "(" })
  }
}
