/// Keeps a subscription alive; cancelling or releasing it ends the subscription.
///
/// Every ``ValuePublisher/subscribe(_:)`` and ``ValuePublisher/sink(_:)`` returns one. Keep it in a
/// property, or in a set with ``store(in:)``, for as long as you want values:
///
/// ```swift
/// var tokens: Set<CancellationToken> = []
/// relay.sink { print($0) }.store(in: &tokens)
/// ```
///
/// Delivery stops the moment the token is cancelled or deallocated, even in the middle of delivering a
/// value to several subscribers. Tokens are equal only to themselves.
@MainActor
public final class CancellationToken: Hashable {
  /// Runs on ``cancel()``: ends the subscription and releases what it owns.
  private var onCancel: (@MainActor () -> Void)?
  // NB: `deinit` is nonisolated, so it must not run `onCancel` itself. When `onCancel` only releases
  // things (a subscriber its list holds weakly, child tokens), releasing the closure stops delivery on its
  // own; otherwise `deinit` calls `onRelease` if there is one, or schedules `onCancel` on the main actor.
  private let releasingIsEnough: Bool
  private let onRelease: (@Sendable () -> Void)?

  init(
    releasingIsEnough: Bool,
    onRelease: (@Sendable () -> Void)? = nil,
    onCancel: @escaping @MainActor () -> Void
  ) {
    self.releasingIsEnough = releasingIsEnough
    self.onRelease = onRelease
    self.onCancel = onCancel
  }

  /// Creates a token that runs `onCancel` once, when it is cancelled.
  ///
  /// If the token is deallocated without being cancelled, `onCancel` is scheduled on the main actor and
  /// runs shortly after, not at once: it must not be what stops delivery. A subscription that must stop
  /// the moment its token goes away belongs in a ``SubscriberList``.
  package convenience init(onCancel: @escaping @MainActor () -> Void) {
    self.init(releasingIsEnough: false, onCancel: onCancel)
  }

  /// Creates a token that owns `children`: cancelling it cancels them, releasing it releases them.
  package convenience init(bundling children: [CancellationToken]) {
    self.init(releasingIsEnough: true) {
      for child in children { child.cancel() }
    }
  }

  /// Creates a token that stands for `token` and also keeps `owner` alive until it is cancelled or
  /// released: the source of the subscription, when nothing else holds it.
  package convenience init(_ token: CancellationToken, keepingAlive owner: AnyObject) {
    self.init(releasingIsEnough: true) {
      token.cancel()
      withExtendedLifetime(owner) {}
    }
  }

  /// A token that has nothing to cancel.
  package convenience init() {
    self.init(releasingIsEnough: true) {}
  }

  deinit {
    guard !releasingIsEnough, let onCancel else { return }
    if let onRelease {
      onRelease()
    } else {
      Task { @MainActor in onCancel() }
    }
  }

  /// Ends the subscription: no value is delivered after this call returns. Calling it again does nothing.
  public func cancel() {
    guard let onCancel else { return }
    self.onCancel = nil
    onCancel()
  }

  /// Whether ``cancel()`` was called.
  package var isCancelled: Bool {
    onCancel == nil
  }

  /// Adds the token to `set`, which then keeps the subscription alive.
  public func store(in set: inout Set<CancellationToken>) {
    set.insert(self)
  }

  /// Whether `lhs` and `rhs` are the same token.
  public nonisolated static func == (lhs: CancellationToken, rhs: CancellationToken) -> Bool {
    lhs === rhs
  }

  /// Hashes the token's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
