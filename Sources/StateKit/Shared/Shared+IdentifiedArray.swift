extension Shared {
  /// The element with the given id, shared: a child feature changes the parent's array in place through
  /// it. `nil` if the array has no element with that id.
  ///
  /// ```swift
  /// let syncUp: Shared<SyncUp>? = state.$syncUps[id: id]
  /// syncUp?.withLock { $0.title = "Morning Sync" }  // changes state.syncUps[id: id]
  /// ```
  ///
  /// A change through it writes only that element, in place. If the element is removed later, the shared
  /// element keeps answering its last value, and a change made through it is dropped with a runtime
  /// warning.
  ///
  /// - Parameter id: The element's id.
  public subscript<ID: Hashable & Sendable, Element: Sendable>(
    id id: ID
  ) -> Shared<Element>? where Value == IdentifiedArray<ID, Element> {
    guard let element = wrappedValue[id: id] else { return nil }
    return Shared<Element>(
      reference: reference.projecting(
        path: "[id: \(id)]",
        get: { $0[id: id] },
        set: { array, element in
          guard array[id: id] != nil else { return false }
          array[id: id] = element
          return true
        },
        current: element
      )
    )
  }
}
