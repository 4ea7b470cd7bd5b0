/// The root stores whose states hold one shared value: the list a change of the value is delivered to,
/// kept by the value's root (``SharedRoot``).
///
/// A store joins when it comes to hold the value (``SharedHolder/hold(_:)``) and leaves when it finds it
/// no longer does; a store that is gone drops out on its own, as the list holds it weakly. The lock is
/// this value's own: a delivery takes no lock that another value's delivery, or a store's action, takes.
final class SharedHolders: Sendable {
  private let holders = LockedState<[ObjectIdentifier: WeakSharedHolder]>([:])

  /// Adds `holder`; returns whether it was not in the list.
  @discardableResult
  func add(_ holder: SharedHolder) -> Bool {
    holders.withLock { holders in
      holders.updateValue(WeakSharedHolder(holder), forKey: ObjectIdentifier(holder)) == nil
    }
  }

  /// Removes `holder`.
  func remove(_ holder: SharedHolder) {
    holders.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(holder)) }
  }

  /// The holders alive now, dropping those that are gone.
  var current: [SharedHolder] {
    holders.withLock { holders in
      var alive: [SharedHolder] = []
      alive.reserveCapacity(holders.count)
      for (id, weak) in holders {
        if let holder = weak.holder { alive.append(holder) } else { holders[id] = nil }
      }
      return alive
    }
  }

  /// How many holders alive the list has.
  var count: Int { holders.withLock { $0.values.count { $0.holder != nil } } }
}

/// A holder held weakly.
final class WeakSharedHolder: Sendable {
  // NB: Written only by `init`; the runtime makes reading a weak reference safe from any thread.
  nonisolated(unsafe) private(set) weak var holder: SharedHolder?

  init(_ holder: SharedHolder) {
    self.holder = holder
  }
}
