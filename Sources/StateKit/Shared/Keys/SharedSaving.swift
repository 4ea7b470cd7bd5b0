/// When a ``SharedKey`` saves a change: at once, or at most once per interval.
///
/// ```swift
/// var saving: SharedSaving { .throttled(by: .seconds(1), on: ContinuousClock()) }
/// ```
public struct SharedSaving: Sendable {
  enum Kind: Sendable {
    case immediately
    case throttled(interval: Duration, clock: any Clock<Duration>)
  }

  let kind: Kind

  /// Saves every change as it is made, on the thread that makes it.
  public static var immediately: SharedSaving { SharedSaving(kind: .immediately) }

  /// Saves at most once per `interval`: the first change waits `interval` on `clock`, then the value as it
  /// is then is saved, with every change made meanwhile. `$value.save()` saves at once.
  ///
  /// - Parameters:
  ///   - interval: The longest a change waits before it is saved.
  ///   - clock: The clock the wait is measured on: a test passes one it controls.
  public static func throttled(by interval: Duration, on clock: any Clock<Duration>) -> SharedSaving {
    SharedSaving(kind: .throttled(interval: interval, clock: clock))
  }
}
