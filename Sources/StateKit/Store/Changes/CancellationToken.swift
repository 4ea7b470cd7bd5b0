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
/// Delivery stops the moment the token is cancelled or deallocated, on any thread, even in the middle of
/// delivering a value to several subscribers, and the subscription's callback (with what it captured) is
/// freed on the main actor: at once when the token goes there. Tokens are equal only to themselves.
@MainActor
public final class CancellationToken: Hashable {
  /// Runs on ``cancel()``: ends the subscription and releases what it owns.
  // NB: Releasing the token releases this closure and what it holds, which is how a released token ends
  // its subscription: the observer it holds is then held by its list alone (see `ObserverList`).
  private var onCancel: (@MainActor () -> Void)?
  /// Released after `onCancel`: what tidies up on the main actor once the subscription has ended.
  private let whenReleased: ObserverRemoval?

  /// Creates a token that runs `onCancel` once, when it is cancelled, and releases it (and what it holds)
  /// when the token is released.
  package convenience init(onCancel: @escaping @MainActor () -> Void) {
    self.init(onCancel: onCancel, whenReleased: nil)
  }

  /// Creates a token that runs `onCancel` once, when it is cancelled; when the token is released, it
  /// releases `onCancel` first and `removal` then.
  init(onCancel: @escaping @MainActor () -> Void, whenReleased removal: ObserverRemoval?) {
    self.onCancel = onCancel
    self.whenReleased = removal
  }

  deinit {
    // NB: First what `onCancel` holds (the observer, whose delivery this ends at once), then, as the
    // stored properties go, `whenReleased` (which frees the observer from its list on the main actor).
    onCancel = nil
  }

  /// Creates a token that owns `children`: cancelling it cancels them, releasing it releases them.
  package convenience init(bundling children: [CancellationToken]) {
    self.init {
      for child in children { child.cancel() }
    }
  }

  /// A token that has nothing to cancel.
  package convenience init() {
    self.init {}
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
