extension IdentifiedArray {
  /// Removes the first element and returns it.
  ///
  /// - Precondition: The array is not empty; an empty one stops with a message, as `Array` does.
  /// - Complexity: O(*n*), to reindex the elements after it.
  /// - Returns: The removed element.
  @discardableResult
  public mutating func removeFirst() -> Element {
    _tellMutation()
    precondition(!isEmpty, "IdentifiedArray: can't remove first element from an empty collection")
    return remove(at: 0)
  }

  /// Removes the first `k` elements.
  ///
  /// - Precondition: `k` is at least zero and at most ``count``.
  /// - Complexity: O(*n*).
  /// - Parameter k: How many elements to remove.
  public mutating func removeFirst(_ k: Int) {
    _tellMutation()
    checkRemovalCount(k)
    remove(atOffsets: 0..<k)
  }

  /// Removes the last element and returns it.
  ///
  /// - Precondition: The array is not empty; an empty one stops with a message, as `Array` does.
  /// - Complexity: O(1).
  /// - Returns: The removed element.
  @discardableResult
  public mutating func removeLast() -> Element {
    _tellMutation()
    precondition(!isEmpty, "IdentifiedArray: can't remove last element from an empty collection")
    return remove(at: count - 1)
  }

  /// Removes the last `k` elements.
  ///
  /// - Precondition: `k` is at least zero and at most ``count``.
  /// - Complexity: O(*k*).
  /// - Parameter k: How many elements to remove.
  public mutating func removeLast(_ k: Int) {
    _tellMutation()
    checkRemovalCount(k)
    remove(atOffsets: (count - k)..<count)
  }

  /// Stops with `Array`'s message unless `k` elements can be removed: at least zero, at most ``count``.
  private func checkRemovalCount(_ k: Int) {
    precondition(k >= 0, "IdentifiedArray: number of elements to remove should be non-negative")
    precondition(
      k <= count,
      "IdentifiedArray: can't remove more items (\(k)) from a collection than it contains (\(count))")
  }
}
