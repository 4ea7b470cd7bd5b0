/// How a read through a store of an ``IdentifiedArray`` in its state (`store.rows`) is tracked: the read
/// tracks the array's ids, and returns a copy tagged with a ``StoreReadTag``, through which a later read
/// of one element (`store.rows[id: id]?.title`) is tracked as a read of that element alone, and a read
/// of the contents (iterating, `count`, …) as a read of the whole array.
///
/// Abstract: ``ObservedIdentifiedArray`` knows the array's type.
@MainActor
class ObservedCollection<State, Action> {
  /// The read of the array's ids, which every read of the array through the store tracks: the ids
  /// change when an element is inserted, removed or moved.
  let ids: ObservedRead<State, Action>

  init(ids: ObservedRead<State, Action>) {
    self.ids = ids
  }

  /// `value`, the array read, tagged.
  func tagged<Value>(_ value: Value) -> Value {
    fatalError("\(Self.self) must override tagged(_:)")
  }
}

/// A collection whose read through a store is tracked by ``ObservedCollection``.
protocol StoreObservableCollection {
  /// How a read of the collection at `keyPath` (whose value is of this type) through `store` is tracked.
  @MainActor
  static func observedCollection<State, Action>(
    at keyPath: AnyKeyPath, in store: Store<State, Action>
  ) -> ObservedCollection<State, Action>
}

extension IdentifiedArray: StoreObservableCollection {
  @MainActor
  static func observedCollection<State, Action>(
    at keyPath: AnyKeyPath, in store: Store<State, Action>
  ) -> ObservedCollection<State, Action> {
    // NB: The key path's value is this type, which is how this method was found.
    ObservedIdentifiedArray(at: keyPath as! KeyPath<State, Self>, in: store)
  }
}

/// An ``ObservedCollection`` of an `IdentifiedArray<ID, Element>`.
final class ObservedIdentifiedArray<State, Action, ID: Hashable, Element>: ObservedCollection<State, Action> {
  /// The tag every copy returned carries: one per store and key path.
  private let tag: StoreReadTag<State, Action, ID, Element>

  init(at keyPath: KeyPath<State, IdentifiedArray<ID, Element>>, in store: Store<State, Action>) {
    self.tag = StoreReadTag(store: store, keyPath: keyPath, elements: ObservedElements(keyPath: keyPath))
    super.init(
      ids: ObservedValue<State, Action, [ID]>(
        key: .ids(keyPath), read: { $0[keyPath: keyPath]._ids }, isEqual: { $0 == $1 }
      )
    )
  }

  override func tagged<Value>(_ value: Value) -> Value {
    // NB: `Value` is `IdentifiedArray<ID, Element>`: this collection was made for the key path read.
    var array = value as! IdentifiedArray<ID, Element>
    array._readTag = tag
    return array as! Value
  }
}
