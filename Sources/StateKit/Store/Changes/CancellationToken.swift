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
  /// Runs on ``cancel()``, or when the token is released: ends the subscription and releases what it
  /// owns.
  private var onCancel: (@MainActor () -> Void)?

  /// Creates a token that runs `onCancel` once, when it is cancelled or released.
  ///
  /// Released on the main actor, where tokens live, the token runs `onCancel` at once; released anywhere
  /// else, it runs it on the main actor soon after. The observer lists stop delivering to an observer
  /// whose token is gone at once, from any thread, even before: see ``ChangeRelay``.
  package init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Creates a token that owns `children`: cancelling or releasing it cancels them.
  package convenience init(bundling children: [CancellationToken]) {
    self.init {
      for child in children { child.cancel() }
    }
  }

  /// Creates a token that stands for `token` and also keeps `owner` alive until it is cancelled or
  /// released: the source of the subscription, when nothing else holds it.
  package convenience init(_ token: CancellationToken, keepingAlive owner: AnyObject) {
    self.init {
      token.cancel()
      withExtendedLifetime(owner) {}
    }
  }

  /// A token that has nothing to cancel.
  package convenience init() {
    self.init {}
  }

  // NB: Isolated: released on the main actor, the token cancels at once, inside the code that released
  // it (the lists allow a cancellation in the middle of a fan-out); released elsewhere, the runtime runs
  // this on the main actor soon after.
  isolated deinit {
    onCancel?()
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
