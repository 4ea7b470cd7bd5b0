/// The roots of the values stored under keys, by key id: what makes every `@Shared` of one key share one
/// value.
///
/// The process-wide cache (``global``) holds its roots weakly: a value no `Shared` holds any more is
/// dropped, and loaded again from its storage by the next one. An in-memory storage holds its roots
/// strongly instead: memory is where their value is stored.
final class SharedRootCache: Sendable {
  private let roots = LockedState<[RootID: RootEntry]>([:])
  private let keepsRoots: Bool

  /// The cache of the keys that store their values elsewhere: files, user defaults, your own.
  static let global = SharedRootCache(keepsRoots: false)

  /// A cache that keeps its roots for as long as it lives if `keepsRoots`, or only as long as they are
  /// used otherwise.
  init(keepsRoots: Bool) {
    self.keepsRoots = keepsRoots
  }

  /// The root of `key`'s value: the one already in use, or a new one, loaded from `key` or starting
  /// from `defaultValue()` when nothing is stored.
  static func root<Key: SharedKey>(for key: Key, default defaultValue: () -> Key.Value) -> SharedRoot<
    Key.Value
  > {
    if let caching = key as? any SharedRootCaching {
      return caching.rootCache.root(for: key, persistent: false, default: defaultValue)
    }
    return global.root(for: key, persistent: true, default: defaultValue)
  }

  private func root<Key: SharedKey>(
    for key: Key, persistent: Bool, default defaultValue: () -> Key.Value
  ) -> SharedRoot<Key.Value> {
    let id = RootID(id: AnyHashable(key.id))
    let description = String(describing: key)
    if let existing = roots.withLock({ $0[id]?.root }) {
      if let root = existing as? SharedRoot<Key.Value> { return root }
      RuntimeWarning.report(
        """
        \(description) already holds a value of another type than \(Key.Value.self): the two `@Shared` \
        with this key do not share their values. Give keys of different types different names.
        """
      )
      return Self.makeRoot(for: key, description: description, persistent: persistent, default: defaultValue)
    }
    // NB: Made outside the lock: loading reads the storage, and the default value may create other
    // shared values. If another thread made the same root meanwhile, its root wins and this one is dropped.
    let made = Self.makeRoot(
      for: key, description: description, persistent: persistent, default: defaultValue)
    let root = roots.withLock { roots -> SharedRoot<Key.Value> in
      if let existing = roots[id]?.root as? SharedRoot<Key.Value> { return existing }
      roots[id] = RootEntry(made, keepsRoot: keepsRoots)
      if !keepsRoots, roots.count > 16, roots.count.nonzeroBitCount == 1 {
        roots = roots.filter { $0.value.root != nil }
      }
      return made
    }
    if root === made { made.persistence?.start(made) }
    return root
  }

  private static func makeRoot<Key: SharedKey>(
    for key: Key, description: String, persistent: Bool, default defaultValue: () -> Key.Value
  ) -> SharedRoot<Key.Value> {
    var value: Key.Value
    do {
      value = try key.load() ?? defaultValue()
    } catch {
      RuntimeWarning.report("\(description) starts from its default value: \(error)")
      let fileURL = (key as? any CoordinatedSharedKey)?.fileURL
      SharedStorageFailure(key: description, fileURL: fileURL, operation: .load, error: error).report()
      value = defaultValue()
    }
    return SharedRoot(
      value: value,
      keyDescription: description,
      persistence: persistent ? SharedPersistence(key: key, description: description) : nil
    )
  }
}

/// A key that keeps the roots of its values itself, in its storage: an in-memory key.
protocol SharedRootCaching {
  /// Where the roots of this key's storage are kept.
  var rootCache: SharedRootCache { get }
}

/// A key's id, without its type.
private struct RootID: Hashable, @unchecked Sendable {
  // NB: @unchecked because `AnyHashable` is not `Sendable`: it only ever wraps a key's `ID`, which is.
  let id: AnyHashable
}

/// A root in a ``SharedRootCache``: held strongly or weakly.
private final class RootEntry: @unchecked Sendable {
  // NB: @unchecked because of the weak variable: it is written only by `init`, before the entry is shared,
  // and the runtime makes reading a weak reference safe from any thread.
  private weak var weakRoot: (any AnySharedRoot)?
  private let strongRoot: (any AnySharedRoot)?

  init(_ root: any AnySharedRoot, keepsRoot: Bool) {
    self.weakRoot = root
    self.strongRoot = keepsRoot ? root : nil
  }

  var root: (any AnySharedRoot)? { strongRoot ?? weakRoot }
}
