/// Keeps a ``SharedKey``'s watch of its stored value going, until it is cancelled or released.
///
/// ```swift
/// return SharedSubscription { observation.cancel() }
/// ```
public final class SharedSubscription: Sendable {
  private let onCancel: LockedState<(@Sendable () -> Void)?>

  /// A subscription that calls `cancel` once, when it is cancelled or released.
  ///
  /// - Parameter cancel: Stops the watch.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.onCancel = LockedState(cancel)
  }

  deinit {
    cancel()
  }

  /// Stops the watch; cancelling again does nothing.
  public func cancel() {
    let cancel = onCancel.withLock { cancel in
      defer { cancel = nil }
      return cancel
    }
    cancel?()
  }
}
