/// What the root core's write path keeps of one step while the store records, measures or probes.
///
/// NB: Not generic: the test store runs the write path unspecialized, where a generic struct would cost a
/// value-witness call for every copy.
@MainActor
@usableFromInline
struct DebugStep {
  /// When the step began, since the recording started; `nil` when nothing records it.
  @usableFromInline let time: Duration?
  @usableFromInline let startedBefore: Int
  @usableFromInline let cancelledBefore: Int
  /// Whether an instrument measures the step.
  @usableFromInline let isMeasured: Bool
  @usableFromInline let reduceStart: ContinuousClock.Instant?
  @usableFromInline var reducerTime: Duration = .zero

  @inlinable
  init(time: Duration?, startedBefore: Int, cancelledBefore: Int, isMeasured: Bool) {
    self.time = time
    self.startedBefore = startedBefore
    self.cancelledBefore = cancelledBefore
    self.isMeasured = isMeasured
    self.reduceStart = isMeasured ? ContinuousClock.now : nil
  }

  /// Notes that the reducer returned: the time it took, when an instrument measures.
  @inlinable
  mutating func reduced() {
    if let reduceStart { reducerTime = ContinuousClock.now - reduceStart }
  }
}
