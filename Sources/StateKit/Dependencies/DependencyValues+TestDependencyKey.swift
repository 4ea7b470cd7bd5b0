extension DependencyValues {
  /// The value of the dependency `key` names, for a key that may have no live value: the one set, or
  /// else the key's value for the ``context``.
  ///
  /// A key that is a ``DependencyKey`` reads and writes as through the subscript for those. For one that
  /// is only a ``TestDependencyKey``, a store in the live context gets the key's test value, with a
  /// runtime warning that names the key; setting a value works in every context.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let liveKey = key as? any DependencyKey.Type {
        // NB: `liveKey` is `Key`, so the value it answers is a `Key.Value`.
        return value(of: liveKey) as! Key.Value
      }
      return self[WithoutLiveValue<Key>.self]
    }
    set {
      if let liveKey = key as? any DependencyKey.Type {
        setValue(newValue, of: liveKey)
      } else {
        self[WithoutLiveValue<Key>.self] = newValue
      }
    }
  }

  private func value<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    self[key]
  }

  private mutating func setValue<Key: DependencyKey>(_ newValue: any Sendable, of key: Key.Type) {
    // NB: Only called by the subscript above, with a value of the key's own `Value`.
    self[key] = newValue as! Key.Value
  }
}

/// The ``DependencyKey`` under which ``DependencyValues`` keeps the values of a ``TestDependencyKey``
/// that has no live value: its test and preview values as they are, and its test value for a live store,
/// with a warning.
private enum WithoutLiveValue<Key: TestDependencyKey>: DependencyKey {
  static var liveValue: Key.Value {
    RuntimeWarning.report(
      """
      \(dumpTypeName(Key.self)) was read by a store in the live context, but it is a TestDependencyKey, \
      with no live value: the store uses its test value. Conform the key to DependencyKey, with a `static var liveValue`, in the module that \
      implements the dependency, or set a value where the store is created.
      """
    )
    return Key.testValue
  }

  static var testValue: Key.Value { Key.testValue }

  static var previewValue: Key.Value { Key.previewValue }
}
