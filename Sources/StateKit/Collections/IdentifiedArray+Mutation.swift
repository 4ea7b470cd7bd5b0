extension IdentifiedArray {
  /// Appends an element unless an element with the same id is already present.
  ///
  /// - Complexity: O(1) on average.
  /// - Parameter element: The element to append.
  /// - Returns: `(true, newIndex)` if the element was appended; `(false, existingIndex)`, leaving
  ///   the array unchanged, if an element with its id was already present.
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    _tellMutation()
    let id = _idOf(element)
    if let existing = _positions[id] { return (false, existing) }
    _appendStorage(element, id: id)
    _recordChange(of: id)
    return (true, _elements.count - 1)
  }

  /// Appends the elements of a sequence, in order, skipping those whose id is already present
  /// (including ids that appear earlier in the same sequence).
  ///
  /// - Complexity: O(*m*) on average, where *m* is the length of the sequence.
  /// - Parameter newElements: The elements to append.
  @inlinable
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    _tellMutation()
    for element in newElements {
      append(element)
    }
  }

  /// Inserts an element at the given position unless an element with the same id is present.
  ///
  /// - Precondition: `index` is in `0...count`.
  /// - Complexity: O(*n*), to reindex the elements after `index`.
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - index: The position at which to insert it; `count` appends.
  /// - Returns: `(true, index)` if the element was inserted; `(false, existingIndex)`, leaving
  ///   the array unchanged, if an element with its id was already present.
  @inlinable
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    _tellMutation()
    if _slowPath(!(0..._elements.count).contains(index)) { _insertionOutOfBounds(index) }
    let id = _idOf(element)
    if let existing = _positions[id] { return (false, existing) }
    _ids.insert(id, at: index)
    _elements.insert(element, at: index)
    _reindex(from: index)
    _recordChange(of: id)
    return (true, index)
  }

  /// Stops because ``insert(_:at:)`` was given an index outside `0...count`: kept out of the inlinable
  /// insertion, with its message.
  @usableFromInline
  func _insertionOutOfBounds(_ index: Int) -> Never {
    preconditionFailure("IdentifiedArray: insertion index \(index) is out of bounds 0...\(_elements.count)")
  }

  /// Replaces the element that has the same id as `element`, keeping its position, or appends
  /// `element` if its id is absent.
  ///
  /// - Complexity: O(1) on average.
  /// - Parameter element: The new element.
  /// - Returns: The element that was replaced, or `nil` if `element` was appended.
  @inlinable
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    _tellMutation()
    let id = _idOf(element)
    defer { _recordChange(of: id) }
    guard let index = _positions[id] else {
      _appendStorage(element, id: id)
      return nil
    }
    let original = _elements[index]
    _elements[index] = element
    return original
  }

  /// Removes the element with the given id, if present.
  ///
  /// - Complexity: O(*n*), to reindex the elements after the removed one.
  /// - Parameter id: The id of the element to remove.
  /// - Returns: The removed element, or `nil` if no element had the id.
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    _tellMutation()
    guard let index = _positions[id] else { return nil }
    defer { _recordChange(of: id) }
    return _removeStorage(at: index)
  }

  /// Removes the element at the given position.
  ///
  /// - Precondition: `index` is a valid index.
  /// - Complexity: O(*n*), to reindex the elements after `index`; O(1) for the last element.
  /// - Parameter index: The position of the element to remove.
  /// - Returns: The removed element.
  @inlinable
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    _tellMutation()
    let removed = _removeStorage(at: index)
    _recordChange(of: _idOf(removed))
    return removed
  }

  /// Removes the elements that satisfy the given predicate, keeping the others in order.
  ///
  /// The predicate is called on every element before anything is removed, so if it throws, the
  /// array is left unchanged.
  ///
  /// - Complexity: O(*n*).
  /// - Parameter shouldBeRemoved: Returns whether an element should be removed.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    _tellMutation()
    _remove(where: try _elements.map(shouldBeRemoved))
  }

  /// Removes the elements at the given offsets, keeping the others in order: SwiftUI's `onDelete`.
  ///
  /// ```swift
  /// List { … }.onDelete { store.send(.rowsDeleted($0)) }  // an IndexSet
  /// …
  /// case .rowsDeleted(let offsets):
  ///   state.rows.remove(atOffsets: offsets)
  /// ```
  ///
  /// A store scoped to a removed row is told that its row is gone; the other rows' stores are told
  /// nothing.
  ///
  /// - Precondition: Every offset is a valid index (repeats are ignored).
  /// - Complexity: O(*n*).
  /// - Parameter offsets: The offsets of the elements to remove: an `IndexSet`, a range, an array.
  @inlinable
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    _tellMutation()
    var isRemoved = [Bool](repeating: false, count: _elements.count)
    for offset in offsets {
      precondition(
        _elements.indices.contains(offset),
        "IdentifiedArray: remove offset \(offset) is out of bounds 0..<\(_elements.count)"
      )
      isRemoved[offset] = true
    }
    _remove(where: isRemoved)
  }

  /// Removes the elements whose flag in `isRemoved` is set, keeping the others in order, and records
  /// their ids as changed.
  @inlinable
  mutating func _remove(where isRemoved: [Bool]) {
    guard let firstRemoved = isRemoved.firstIndex(of: true) else { return }
    var kept = firstRemoved
    for index in firstRemoved..<_elements.count where !isRemoved[index] {
      _elements.swapAt(kept, index)
      _ids.swapAt(kept, index)
      kept += 1
    }
    for id in _ids[kept...] {
      _positions[id] = nil
    }
    _recordChanges(of: _ids[kept...])
    _elements.removeSubrange(kept...)
    _ids.removeSubrange(kept...)
    _reindex(from: firstRemoved)
  }

  /// Removes all elements.
  ///
  /// - Complexity: O(*n*).
  /// - Parameter keepCapacity: Whether to keep the storage's capacity for reuse.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _tellMutation()
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
    _positions.removeAll(keepingCapacity: keepCapacity)
    _dropChangeLog()
  }

  /// Reserves storage for at least the given number of elements.
  ///
  /// - Complexity: O(*n*) if the storage grows or is shared; otherwise O(1).
  /// - Parameter minimumCapacity: The number of elements to make room for.
  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _tellMutation()
    _ids.reserveCapacity(minimumCapacity)
    _elements.reserveCapacity(minimumCapacity)
    _positions.reserveCapacity(minimumCapacity)
  }
}
