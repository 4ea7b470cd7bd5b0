extension IdentifiedArray {
  /// Moves the elements at the given offsets to the given destination, keeping their relative
  /// order. This matches SwiftUI's `onMove` and `Array.move(fromOffsets:toOffset:)`.
  ///
  /// `destination` is an offset in the array *before* the move: the moved elements end up just
  /// before the element that was at `destination` (or at the end, if it is `count`). For example,
  /// moving offset `0` to offset `2` in `[a, b, c]` gives `[b, a, c]`.
  ///
  /// - Precondition: Every offset in `source` is a valid index (repeats are ignored), and
  ///   `destination` is in `0...count`.
  /// - Complexity: O(*n*).
  /// - Parameters:
  ///   - source: The offsets of the elements to move.
  ///   - destination: The offset, before the move, to move them in front of.
  @inlinable
  public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
    _tellMutation()
    precondition(
      (0..._elements.count).contains(destination),
      "IdentifiedArray: move destination \(destination) is out of bounds 0...\(_elements.count)"
    )
    var isMoved = [Bool](repeating: false, count: _elements.count)
    var firstChanged = destination
    for offset in source {
      precondition(
        _elements.indices.contains(offset),
        "IdentifiedArray: move source offset \(offset) is out of bounds 0..<\(_elements.count)"
      )
      isMoved[offset] = true
      firstChanged = Swift.min(firstChanged, offset)
    }
    var before: [Int] = []
    var moved: [Int] = []
    var after: [Int] = []
    for index in firstChanged..<_elements.count {
      if isMoved[index] {
        moved.append(index)
      } else if index < destination {
        before.append(index)
      } else {
        after.append(index)
      }
    }
    _permute(from: firstChanged, to: before + moved + after)
  }

  /// Sorts the elements in place using the given predicate, keeping the order of elements that
  /// compare equal.
  ///
  /// If the predicate throws, the array is left unchanged.
  ///
  /// - Complexity: O(*n* log *n*).
  /// - Parameter areInIncreasingOrder: Returns whether its first argument should be ordered
  ///   before its second.
  @inlinable
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    _tellMutation()
    let elements = _elements
    let order = try elements.indices.sorted { lhs, rhs in
      // NB: Ties fall back to the original offsets, which makes the sort stable.
      if try areInIncreasingOrder(elements[lhs], elements[rhs]) { return true }
      if try areInIncreasingOrder(elements[rhs], elements[lhs]) { return false }
      return lhs < rhs
    }
    _permute(from: 0, to: order)
  }

  /// Returns a new identified array of the elements that satisfy the given predicate, in order.
  ///
  /// - Complexity: O(*n*).
  /// - Parameter isIncluded: Returns whether an element should be in the result.
  /// - Returns: An identified array using the same id key path.
  @inlinable
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    _tellContentsRead()
    var result = Self(idReader: _idReader)
    for (id, element) in zip(_ids, _elements) {
      if try isIncluded(element) {
        result._appendStorage(element, id: id)
      }
    }
    result._startChangeLog()
    return result
  }

  /// Rearranges `start...` so that the element at `start + k` is the one previously at
  /// `order[k]`; `order` must be a permutation of `start..<count`.
  @inlinable
  mutating func _permute(from start: Int, to order: [Int]) {
    let ids = _ids
    let elements = _elements
    _ids.replaceSubrange(start..., with: order.lazy.map { ids[$0] })
    _elements.replaceSubrange(start..., with: order.lazy.map { elements[$0] })
    _reindex(from: start)
    _recordReordering()
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in ascending order, keeping the order of elements that compare equal.
  ///
  /// - Complexity: O(*n* log *n*).
  @inlinable
  public mutating func sort() {
    _tellMutation()
    sort(by: <)
  }
}
