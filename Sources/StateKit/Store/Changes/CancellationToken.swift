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
/// delivering a value, and the subscription's callback is freed on the main actor. Tokens are equal only
/// to themselves.
@MainActor
public final class CancellationToken: Hashable {
  /// The subscription's observer, which this token and its list both hold; for a token made with a
  /// closure to run on cancellation, an observer of no list that runs it.
  private var observer: Observer?
  /// What the subscription keeps alive until it ends (see ``ObserverList/add(_:keepingAlive:)``).
  private var owner: CoreNode?
  /// Released last: has the list drop the observer on the main actor, through its isolated deinit.
  private let removal: ObserverRemoval?

  /// Creates a token that runs `onCancel` once, when it is cancelled, and releases it (and what it holds)
  /// when the token is released.
  package init(onCancel: @escaping @MainActor () -> Void) {
    self.observer = CallbackObserver({ _ in onCancel() }, linksStore: false)
    self.removal = nil
  }

  /// Creates the token of `observer`'s subscription to `list`, which keeps `owner` alive until it ends.
  init(observer: Observer, in list: ObserverList, keepingAlive owner: CoreNode?) {
    self.observer = observer
    self.owner = owner
    self.removal = ObserverRemoval(from: list)
  }

  deinit {
    // NB: The observer first (ending delivery), then what it kept alive, then the removal.
    observer = nil
    owner = nil
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
  ///
  /// The callback is freed at once, or, if the list is delivering a value right now, when that delivery
  /// ends.
  public func cancel() {
    guard observer != nil else { return }
    guard let removal else {
      let cancellation = observer
      observer = nil
      return cancellation!.notify()
    }
    // NB: The list now holds the observer alone: it skips it from now on, even in the middle of a fan-out.
    observer = nil
    let owner = self.owner
    self.owner = nil
    withExtendedLifetime(owner) { removal.list.remove() }
  }

  /// Whether ``cancel()`` was called.
  package var isCancelled: Bool {
    observer == nil
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
