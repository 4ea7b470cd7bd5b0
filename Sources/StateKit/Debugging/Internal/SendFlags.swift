/// The bits of ``RootCore/sendFlags``.
@usableFromInline
enum SendFlags {
  /// An action is being processed: an action sent now is queued.
  @inlinable static var processing: UInt8 { 1 }
  /// The store records or measures: every action goes through ``RootCore/processDebugging(_:origin:owner:group:)``.
  @inlinable static var debugging: UInt8 { 2 }
}
