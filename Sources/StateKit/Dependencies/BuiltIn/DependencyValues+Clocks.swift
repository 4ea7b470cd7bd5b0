extension DependencyValues {
  /// The clock a feature waits on, which keeps counting while the system sleeps: `ContinuousClock()` live.
  ///
  /// Declare it as `@Dependency(\.continuousClock) var clock` and wait with `clock.sleep(for:)`; a test sets
  /// a clock it controls, such as StateKitTesting's `TestClock` or `ImmediateClock`. Its test value fails
  /// the test when it is used without the test setting one.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// The clock a feature waits on, which stops while the system sleeps: `SuspendingClock()` live.
  ///
  /// A test sets a clock it controls, such as StateKitTesting's `TestClock` or `ImmediateClock`. Its test
  /// value fails the test when it is used without the test setting one.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/continuousClock``.
private enum ContinuousClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }

  static var testValue: any Clock<Duration> {
    UnimplementedClock(missing: Self.self, name: "continuousClock")
  }
}

/// The key of ``DependencyValues/suspendingClock``.
private enum SuspendingClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { SuspendingClock() }

  static var testValue: any Clock<Duration> {
    UnimplementedClock(missing: Self.self, name: "suspendingClock")
  }
}
