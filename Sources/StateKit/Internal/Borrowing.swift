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
