#if canImport(UIKit) || canImport(AppKit)
  internal import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saves every deferred save before the process ends or may be ended without warning, from the first
/// time a save is deferred:
/// - on a normal exit (a return from `main`, `exit`), with an `atexit` handler;
/// - on `SIGTERM` and `SIGINT`, if nobody handles them then (see ``TerminationSignals``);
/// - on Apple platforms, when the app resigns active or terminates.
///
/// A crash, `SIGKILL`, `_exit` or a power loss ends the process with no chance to save: the changes of
/// the last save interval (a second on disk) are lost then.
enum SharedLifecycle {
  /// Starts observing the process's and the app's lifecycle, the first time it is called.
  static func startObservingOnce() {
    _ = started
  }

  private static let started: Void = {
    // NB: `atexit` runs on the thread that exits, while other threads still run: a save in progress
    // elsewhere holds its value's `writing` lock, which the flush waits for.
    atexit { SharedLifecycle.flushBeforeExit() }
    TerminationSignals.flushBeforeTerminating(on: [SIGTERM, SIGINT])
    #if canImport(UIKit) || canImport(AppKit)
      // NB: The notifications' names as strings, which every SDK accepts from any isolation: the
      // constants (`UIApplication.willResignActiveNotification`, …) are main-actor isolated in recent SDKs.
      #if canImport(UIKit)
        let names = ["UIApplicationWillResignActiveNotification", "UIApplicationWillTerminateNotification"]
      #else
        let names = ["NSApplicationWillResignActiveNotification", "NSApplicationWillTerminateNotification"]
      #endif
      for name in names {
        // NB: The observer lives as long as the process; the notifications are posted on the main thread,
        // and the saves run there, before the app is suspended.
        _ = NotificationCenter.default.addObserver(
          forName: Notification.Name(name), object: nil, queue: nil
        ) { _ in
          SharedLifecycle.flushBeforeExit()
        }
      }
    #endif
  }()

  /// Makes every deferred save now; a save that fails is reported, as it is then too late to retry.
  static func flushBeforeExit() {
    do {
      try SharedPendingSaves.flushAll()
    } catch {
      RuntimeWarning.report("A shared value could not be saved before the process ended: \(error)")
    }
  }
}
