/// A root store as the shared values its state holds know it: each of those values lists it among its
/// holders (``SharedHolders``), and a change of the value is delivered to it (``deliver(_:)``), which
/// the store takes as a write with no action.
///
/// Which values the state holds is learned without looking through the state on a delivery: the values
/// made before each write join at that write (see ``SharedTouches``), those of the initial state when the
/// store is created. The store confirms that it still holds a changed value when an action ran since it
/// last confirmed, and leaves the value's holders when it does not (``release(_:)``).
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
  @MainActor private(set) var roots: [ObjectIdentifier: WeakSharedRoot] = [:]
  /// Changes delivered while the store was busy, delivered again once the main actor is free.
  @MainActor private var deferred: [ObjectIdentifier: WeakSharedRoot] = [:]
  /// The store's version when it last confirmed which values its state holds, and whether one of those
  /// values held others then (the values held can then change without a write of the store).
  @MainActor var confirmed: (version: UInt64, isNested: Bool)?

  /// A holder that takes no delivery until ``attach(_:)``.
  @usableFromInline
  init() {}

  /// Hands the deliveries to `receiver`, on the main actor.
  func attach(_ receiver: @escaping @MainActor (any AnySharedRoot) -> Void) {
    lock.withLock { self.receiver = receiver }
  }

  /// Stops the deliveries: called by the store's `deinit`, from any thread.
  func detach() {
    lock.withLock { receiver = nil }
  }

  /// Hands the store a change of `root`.
  @MainActor
  func deliver(_ root: any AnySharedRoot) {
    lock.withLock { receiver?(root) }
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
  func release(_ id: ObjectIdentifier) {
    guard let root = roots.removeValue(forKey: id) else { return }
    root.root?.holders.remove(self)
  }

  /// Delivers the change of `root` again once the main actor is free: the store was busy.
  @MainActor
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
