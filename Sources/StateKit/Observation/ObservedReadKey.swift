/// What a read through a store observed: the value at a key path of its state, or only whether the
/// optional value at one is there. The key of a store's remembered reads, and the argument of the key
/// path Observation is told about for it (see ``Store/subscript(observed:)``).
enum ObservedReadKey: Hashable {
  /// The value at the key path, compared with `==` where it is `Equatable`.
  case value(AnyKeyPath)
  /// Whether the optional value at the key path is there (`!= nil`).
  case presence(AnyKeyPath)
}
