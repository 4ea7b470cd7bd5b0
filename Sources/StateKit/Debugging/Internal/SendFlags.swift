/// The bits of ``RootCore/sendFlags``.
@usableFromInline
enum SendFlags {
  /// An action is being processed: an action sent now is queued.
  @inlinable static var processing: UInt8 { 1 }
  /// The store records, measures or probes: every action goes through the write path with its debugging
  /// hooks on (see ``RootCore/write(action:origin:owner:group:debugging:followsAnAction:_:)``).
  @inlinable static var debugging: UInt8 { 2 }
}
