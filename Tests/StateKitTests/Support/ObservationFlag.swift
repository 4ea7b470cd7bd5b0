import Observation
import StateKitTesting
import TestSupport

/// Whether Observation reported a change to what a read tracked, and how many times `onChange` ran.
final class ObservationFlag: Sendable {
  private let changes = Recorder<Int>()
  private let fired = Gate()

  /// Starts tracking what `read` reads, like SwiftUI evaluating a view's body.
  @MainActor
  init(tracking read: @MainActor () -> Void) {
    withObservationTracking {
      read()
    } onChange: { [changes, fired] in
      changes.append(1)
      fired.open()
    }
  }

  /// How many times `onChange` ran: 0 or 1, as Observation fires once per tracking.
  var changeCount: Int { changes.values.count }

  /// Whether `onChange` ran.
  var hasFired: Bool { changeCount > 0 }

  /// Suspends until `onChange` has run; returns at once if it already has.
  func waitUntilFired() async {
    await fired.wait()
  }
}
