/// Calls `body` with `value` where it lies, with no copy of it.
///
/// NB: Through an `inout` parameter: the optimizer passes a value reached that way (a stored property, a
/// pointer's `pointee`, a forced unwrap of an optional) to a borrowing parameter where it is, but copies
/// it first when it is read as a value. Nothing is written: `body` only borrows.
@inlinable
@inline(__always)
func withBorrowed<Value, Result>(_ value: inout Value, _ body: (borrowing Value) -> Result) -> Result {
  body(value)
}

/// Calls `body` with the object `reference` refers to, without retaining it for the call.
///
/// NB: For a closure that keeps an unretained reference to an object that the caller knows is alive: one
/// loaded from an `unowned(unsafe)` capture is retained for each call made on it, and released after.
/// Through this function, a closure isolated to an actor is handed to the standard library by a closure
/// that is not, so it checks no executor.
@inlinable
@inline(__always)
func withObject<Object: AnyObject, Result>(
  _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef { body($0) }
}

/// Whether `value` holds a value, learned without copying it.
///
/// NB: Generic over noncopyable types on purpose: there, a `switch` must borrow, so none is copied. In
/// generic code over a copyable type, a `switch` on an optional (or `!= nil`) copies it first, and once
/// specialized for a state of more than a few words, the optimizer keeps that copy: a retain of each of
/// its buffers, then their release. Optionals of noncopyable values came with Swift 6's standard library,
/// as did its Synchronization module, which is the test: an SDK with an older one (macOS 14's) gets the
/// copying check.
#if canImport(Synchronization)
  @inlinable
  @inline(__always)
  func hasValue<Wrapped: ~Copyable>(_ value: inout Wrapped?) -> Bool {
    switch value {
    case .some: true
    case .none: false
    }
  }
#else
  @inlinable
  @inline(__always)
  func hasValue<Wrapped>(_ value: inout Wrapped?) -> Bool {
    value != nil
  }
#endif
