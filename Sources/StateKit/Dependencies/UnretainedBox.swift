/// A ``DependencyBox`` referred to without a retain: what a ``DependencyReadTable`` answers for a key path.
///
/// The table keeps every box it answers with alive for as long as the table exists; whoever reads through
/// one keeps the table's owner (the values, or the thread) alive for the read.
@usableFromInline
struct UnretainedBox {
  @usableFromInline let reference: Unmanaged<AnyObject>

  /// Refers to `box`, which the caller keeps alive for as long as this reference is used.
  init(_ box: AnyObject) {
    reference = .passUnretained(box)
  }

  /// The value in the box, a `DependencyBox<Value>`, read without retaining the box.
  @inlinable
  func value<Value: Sendable>(as _: Value.Type) -> Value {
    reference._withUnsafeGuaranteedRef { DependencyBox<Value>.value(in: $0) }
  }
}
