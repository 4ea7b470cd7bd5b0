extension IdentifiedArray: RandomAccessCollection {
  /// The position of the first element; always `0`.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position one past the last element; equal to `count`.
  @inlinable
  public var endIndex: Int {
    _tellContentsRead()
    return _elements.count
  }

  /// The number of elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int {
    _tellContentsRead()
    return _elements.count
  }

  /// Whether the array has no elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool {
    _tellContentsRead()
    return _elements.isEmpty
  }

  /// Returns an iterator over the elements, in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func makeIterator() -> IndexingIterator<Self> {
    guard _slowPath(_readTag != nil) else { return IndexingIterator(_elements: self) }
    // NB: One read of the contents for the whole iteration: the iterator reads an untagged copy.
    _tellContentsReadToTag()
    var untagged = self
    untagged._readTag = nil
    return IndexingIterator(_elements: untagged)
  }

  /// Returns the position immediately after the given index.
  @inlinable
  public func index(after i: Int) -> Int { i + 1 }

  /// Returns the position immediately before the given index.
  @inlinable
  public func index(before i: Int) -> Int { i - 1 }

  /// Calls `body` with a buffer over the elements, which are always stored contiguously.
  ///
  /// - Parameter body: A closure that reads the elements through the buffer.
  /// - Returns: The value `body` returns.
  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    _tellContentsRead()
    return try _elements.withUnsafeBufferPointer(body)
  }
}

extension IdentifiedArray: MutableCollection {
  /// Accesses the element at the given position.
  ///
  /// Writing or mutating an element is O(1) and in place when the array is uniquely referenced.
  /// The element's id is fixed: to store an element with another id, remove this one and insert
  /// the new one (or use ``swapAt(_:_:)`` to reorder).
  ///
  /// - Precondition: `position` is a valid index, and the element written (or left after a
  ///   mutation) has the same id as the element it replaces.
  /// - Parameter position: The position of the element; `0..<count`.
  @inlinable
  public subscript(position: Int) -> Element {
    get {
      _tellContentsRead()
      return _elements[position]
    }
    set {
      _tellMutation()
      self[position, id: _ids[position]] = newValue
    }
    _modify {
      _tellMutation()
      yield &self[position, id: _ids[position]]
    }
  }

  /// Accesses the element at `position`, whose id the caller knows to be `id`: the one write to an
  /// element at a position, which checks that the element keeps its id and records the change.
  // NB: A caller that found the position by id (`forEach`) passes it, so the write does not read the
  // ids' storage: at 10,000 rows, a cache miss on every action of a row.
  @inlinable
  subscript(position: Int, id id: ID) -> Element {
    get {
      _elements[position]
    }
    set {
      _elements[position] = newValue
      _checkID(at: position, is: id)
      _recordChange(of: id, at: position)
    }
    _modify {
      defer {
        _checkID(at: position, is: id)
        _recordChange(of: id, at: position)
      }
      yield &_elements[position]
    }
  }

  /// Exchanges the elements (and their ids) at the given positions.
  ///
  /// `MutableCollection` algorithms that reorder by swapping, such as `reverse()`, `shuffle()`
  /// and `partition(by:)`, use this and keep the id lookup up to date. Reorder with ``sort(by:)``
  /// or ``move(fromOffsets:toOffset:)`` rather than assigning elements to new positions.
  ///
  /// - Precondition: Both indices are valid.
  /// - Complexity: O(1) on average.
  @inlinable
  public mutating func swapAt(_ i: Int, _ j: Int) {
    _tellMutation()
    guard i != j else { return }
    _elements.swapAt(i, j)
    _ids.swapAt(i, j)
    _positions[_ids[i]] = i
    _positions[_ids[j]] = j
    _recordReordering()
  }

  // NB: `mutating`, though it changes nothing, so that it reads the array where it lies: called as a
  // non-mutating method from the `_modify` above, the optimizer copied the whole array first (a retain
  // of each of its buffers and of its id reader, then their release), once per element written.
  /// Stops with a message if the element at `position` no longer has the id `id` it was written under.
  @inlinable
  mutating func _checkID(at position: Int, is id: ID) {
    let newID = _idOf(_elements[position])
    if newID != id { _idChanged(at: position, from: id, to: newID) }
  }

  @usableFromInline
  func _idChanged(at position: Int, from oldID: ID, to newID: ID) -> Never {
    preconditionFailure(
      """
      IdentifiedArray: the element at index \(position) changed its id from \(oldID) to \
      \(newID); ids are fixed — remove the element and insert a new one instead
      """
    )
  }
}
