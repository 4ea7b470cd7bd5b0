/// A root store as the shared values its state holds know it: each of those values lists it among its
/// holders (``SharedHolders``), and a change of the value is delivered to it (``deliver(_:)``), which
/// the store takes as a write with no action.
///
/// The store joins the holders of the values its initial state holds when it is created, and of the
/// values made before each of its writes at that write (see ``SharedTouches``). At a change, it confirms
/// that its state still holds the value, looking through the state only if it wrote since it last
/// confirmed (an action may have removed the value), and leaves the value's holders when it does not
/// (``release(_:)``). Changes between two writes look through nothing.
///
/// NB: `@unchecked Sendable`: `receiver` is read and cleared only holding `lock`, the other properties
/// are touched only on the main actor. A delivery calls the receiver holding `lock`, and the store's
/// `deinit`, which may run on any thread, clears it (``detach()``) holding `lock` first thing, so the
/// receiver is never called once the store's `deinit` has gone past that point. The lock is recursive:
/// an observer told of the change may create or release stores, this one included.
@usableFromInline
final class SharedHolder: @unchecked Sendable {
  private let lock = RecursiveLock()
  private var receiver: (@MainActor (any AnySharedRoot) -> Void)?
  /// The values whose holders list this one, by root.
  @MainActor @usableFromInline private(set) var roots: [ObjectIdentifier: WeakSharedRoot] = [:]
  /// Changes delivered while the store was busy, delivered again once the main actor is free.
  @MainActor private var deferred: [ObjectIdentifier: WeakSharedRoot] = [:]
  /// When the store last confirmed which values its state holds.
  @MainActor @usableFromInline var confirmation = SharedConfirmation()

  /// A holder that takes no delivery until ``attach(_:)``.
  @usableFromInline
  init() {}

  /// Hands the deliveries to `receiver`, on the main actor.
  @usableFromInline
  func attach(_ receiver: @escaping @MainActor (any AnySharedRoot) -> Void) {
    lock.withLock { self.receiver = receiver }
  }

  /// Stops the deliveries: called by the store's `deinit`, from any thread.
  func detach() {
    lock.withLock { receiver = nil }
  }

  /// Whether the store still takes deliveries.
  var isAttached: Bool {
    lock.withLock { receiver != nil }
  }

  /// Hands the store a change of `root`; returns `false` if the store is gone.
  @MainActor
  @discardableResult
  func deliver(_ root: any AnySharedRoot) -> Bool {
    lock.withLock {
      guard let receiver else { return false }
      receiver(root)
      return true
    }
  }

  /// Joins `root`'s holders, unless this holder is already among them.
  @MainActor
  func hold(_ root: any AnySharedRoot) {
    let id = ObjectIdentifier(root)
    guard roots[id]?.root == nil else { return }
    roots[id] = WeakSharedRoot(root)
    root.holders.add(self)
  }

  /// Leaves the holders of the root `id` names.
  @MainActor
  @usableFromInline
  func release(_ id: ObjectIdentifier) {
    guard let root = roots.removeValue(forKey: id) else { return }
    root.root?.holders.remove(self)
  }

  /// Delivers the change of `root` again once the main actor is free: the store was busy.
  @MainActor
  @usableFromInline
  func deliverLater(_ root: any AnySharedRoot) {
    let isFirst = deferred.isEmpty
    deferred[ObjectIdentifier(root)] = WeakSharedRoot(root)
    guard isFirst else { return }
    Task { @MainActor [weak self] in
      guard let self else { return }
      let roots = deferred.values.compactMap(\.root)
      deferred = [:]
      for root in roots { deliver(root) }
    }
  }
}

/// When a store last confirmed which shared values its state holds (its version then), and whether one
/// of those values held others (the values held can then change without a write of the store).
@usableFromInline
struct SharedConfirmation {
  @usableFromInline var version: UInt64?
  @usableFromInline var isNested = false

  @usableFromInline init() {}

  /// Whether the confirmation was made at `version` and still stands.
  @inlinable
  func isCurrent(at version: UInt64) -> Bool {
    self.version == version
  }

  /// Records a confirmation made at `version`.
  mutating func confirm(at version: UInt64, isNested: Bool) {
    self.version = version
    self.isNested = isNested
  }

  /// Carries a confirmation made at `version - 1` over to `version`, after a write that changed a shared
  /// value's value and nothing else: which values the state holds changed only if one holds others.
  @inlinable
  mutating func carry(to version: UInt64) {
    guard !isNested, self.version == version &- 1 else { return }
    self.version = version
  }
}
