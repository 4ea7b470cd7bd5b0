#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension UUID {
  /// The UUID whose last 64 bits are `intValue`: `UUID(0)` is `00000000-0000-0000-0000-000000000000`,
  /// `UUID(1)` is `00000000-0000-0000-0000-000000000001`.
  ///
  /// These are the UUIDs that ``UUIDGenerator/incrementing`` makes, in order, so a test writes the ones
  /// it expects as numbers:
  ///
  /// ```swift
  /// await store.send(.addTapped) {
  ///   $0.todos = [Todo(id: UUID(0), title: "")]
  /// }
  /// ```
  ///
  /// - Precondition: `intValue` is zero or more.
  /// - Parameter intValue: The number.
  public init(_ intValue: Int) {
    precondition(intValue >= 0, "UUID(\(intValue)): a UUID is made from a number of zero or more.")
    let b = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(intValue) >> (56 - 8 * $0)) }
    self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]))
  }
}
