/// A weak reference that is set once: what a callback on the change path captures instead of `[weak self]`.
///
/// A `[weak self]` capture is a variable, so every call of the callback pays a run-time exclusivity check
/// to read it.
final class WeakReference<Object: AnyObject> {
  // NB: Written only by `init`, before the reference can be shared, so no access can overlap a write:
  // the run-time exclusivity check is off. (A `weak let` would state it in the type, but not every
  // compiler at the package's floor accepts one.)
  /// The object, or `nil` once it is gone.
  @exclusivity(unchecked) private(set) weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
