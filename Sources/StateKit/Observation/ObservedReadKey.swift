/// What a read through a store observed: the value at a key path of its state, or only whether the
/// optional value at one is there, or, in an ``IdentifiedArray`` at a key path, its ids or one element.
/// The key of a store's remembered reads, and the argument of the key path Observation is told about for
/// it (see ``Store/subscript(observed:)``).
enum ObservedReadKey: Hashable {
  /// The value at the key path, compared with `==` where it is `Equatable`.
  case value(AnyKeyPath)
  /// Whether the optional value at the key path is there (`!= nil`).
  case presence(AnyKeyPath)
  /// The ids, in order, of the identified array at the key path.
  case ids(AnyKeyPath)
  /// The element with an id (`nil` if absent) of the identified array at a key path, compared with
  /// `==` where the element is `Equatable`.
  case element(ElementKey)
  /// The elements read one by one of the identified array at the key path (see ``ObservedElements``).
  case elements(AnyKeyPath)
}

extension ObservedReadKey {
  /// The key path and the id of an element read: a reference, so that every case of the key holds one
  /// reference at most, and copying, hashing and comparing a key stays as cheap as for a key path.
  final class ElementKey: Hashable {
    let collection: AnyKeyPath
    let id: AnyHashable
    /// The hash of both, made once: Observation hashes the key path that holds this key at every access
    /// and change it records.
    private let hash: Int

    init(collection: AnyKeyPath, id: AnyHashable) {
      self.collection = collection
      self.id = id
      var hasher = Hasher()
      hasher.combine(collection)
      hasher.combine(id)
      self.hash = hasher.finalize()
    }

    static func == (lhs: ElementKey, rhs: ElementKey) -> Bool {
      lhs === rhs || (lhs.hash == rhs.hash && lhs.collection == rhs.collection && lhs.id == rhs.id)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(hash)
    }
  }
}
