/// The root stores whose states hold one shared value: the list a change of the value is delivered to,
/// kept by the value's root (``SharedRoot``).
///
/// A store joins when it comes to hold the value (``SharedHolder/hold(_:)``) and leaves when it finds it
/// no longer does; the holder of a store that is gone is detached (``SharedHolder/detach()``) and the next
/// delivery drops it. The lock is this value's own: a delivery takes no lock that another value's
/// delivery, or a store's action, takes.
// NB: The holders are held strongly: a weak reference would give every holder a side table, which makes
// every retain and release of it slower, on every delivery.
@usableFromInline
final class SharedHolders: Sendable {
  private let holders = LockedState<[ObjectIdentifier: SharedHolder]>([:])

  /// Adds `holder`.
  func add(_ holder: SharedHolder) {
    holders.withLock { $0[ObjectIdentifier(holder)] = holder }
  }

  /// Removes `holder`.
  func remove(_ holder: SharedHolder) {
    holders.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(holder)) }
  }

  /// The holders now, those of stores that are gone included until a delivery finds them detached.
  var current: [SharedHolder] {
    holders.withLock { Array($0.values) }
  }

  /// How many holders of stores alive the list has.
  var count: Int { holders.withLock { $0.values.filter(\.isAttached).count } }
}
