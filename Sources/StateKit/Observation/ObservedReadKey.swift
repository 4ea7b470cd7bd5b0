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
  /// The element with the id (`nil` if absent) of the identified array at the key path, compared with
  /// `==` where the element is `Equatable`.
  case element(AnyKeyPath, id: AnyHashable)
}
