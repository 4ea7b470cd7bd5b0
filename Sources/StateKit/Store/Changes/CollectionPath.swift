/// Where an identified collection lives in a state: how to read it (`nil` while an optional on the way is
/// `nil`), and the chain of key paths that names the place, so that every row store of one list shares
/// one ``ElementWatcher``.
///
/// Scoped cores extend a path as it travels up to the core that can watch it: a scope by key path
/// prepends its key path, a scope to optional state prepends its optional key path. So a row store under
/// a sheet, or under ten scopes, is still told about its own row only.
struct CollectionPath<Root, ID: Hashable, Element> {
  /// The key paths from `Root` to the collection, outermost first: the place's identity.
  let key: [AnyKeyPath]
  /// Reads the collection, or `nil` while it does not exist.
  let read: (Root) -> IdentifiedArray<ID, Element>?

  /// The collection at `keyPath`.
  init(_ keyPath: KeyPath<Root, IdentifiedArray<ID, Element>>) {
    self.key = [keyPath]
    self.read = { $0[keyPath: keyPath] }
  }

  private init(key: [AnyKeyPath], read: @escaping (Root) -> IdentifiedArray<ID, Element>?) {
    self.key = key
    self.read = read
  }

  /// The same collection, seen from a state that holds this path's root at `keyPath`.
  func prepending<Parent>(_ keyPath: KeyPath<Parent, Root>) -> CollectionPath<Parent, ID, Element> {
    CollectionPath<Parent, ID, Element>(key: [keyPath] + key) { [read] in read($0[keyPath: keyPath]) }
  }

  /// The same collection, seen from a state that holds this path's root at the optional `keyPath`.
  func prepending<Parent>(optional keyPath: KeyPath<Parent, Root?>) -> CollectionPath<Parent, ID, Element> {
    CollectionPath<Parent, ID, Element>(key: [keyPath] + key) { [read] in
      $0[keyPath: keyPath].flatMap(read)
    }
  }
}
