/// A weak reference that is set once: what a callback on the change path captures instead of `[weak self]`.
final class WeakReference<Object: AnyObject> {
  // NB: Written only by `init`, before the reference can be shared. (A `weak let` would state it in the
  // type, but not every compiler at the package's floor accepts one.)
  /// The object, or `nil` once it is gone.
  private(set) weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
