extension TestClock {
  /// A moment on a ``TestClock``: how long after the clock's zero it is.
  ///
  /// A new clock starts at ``zero``; only ``TestClock/advance(by:)`` and ``TestClock/advance(to:)``
  /// move it forward.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// How far this instant is from the clock's zero.
    public let offset: Duration

    /// The instant `offset` after the clock's zero.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant a new ``TestClock`` starts at.
    public static let zero = Self(offset: .zero)

    /// The instant `duration` after this one (before it if `duration` is negative).
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// How long it is from this instant to `other` (negative if `other` is earlier).
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset from zero, as `Duration` prints it.
    public var description: String {
      "TestClock.Instant(\(offset))"
    }
  }
}
