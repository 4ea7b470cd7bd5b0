#if canImport(UIKit) || canImport(AppKit)
  internal import Foundation
#endif

/// Saves every deferred save when the app resigns active or terminates, on Apple platforms: the moment
/// after which the system may end the process without warning.
enum SharedLifecycle {
  /// Starts observing the app's lifecycle, the first time it is called; does nothing on Linux.
  static func startObservingOnce() {
    _ = started
  }

  private static let started: Void = {
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
          SharedPendingSaves.flushAll()
        }
      }
    #endif
  }()
}
