extension StackState {
  /// Pops the top element and returns it.
  ///
  /// ```swift
  /// case .saveTapped:
  ///   state.path.removeLast()  // back to the screen below
  /// ```
  ///
  /// Inside a stack `forEach`, the popped element's effects are cancelled, as for any pop.
  ///
  /// - Precondition: The stack is not empty; an empty one stops with a message, as `Array` does. Use
  ///   ``popLast()`` when the stack may be empty.
  /// - Returns: The popped element.
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!entries.isEmpty, "StackState: can't remove last element from an empty stack")
    return entries.remove(at: entries.count - 1).element
  }

  /// Pops the top `k` elements.
  ///
  /// - Precondition: `k` is at least zero and at most `count`.
  /// - Parameter k: How many elements to pop.
  public mutating func removeLast(_ k: Int) {
    precondition(k >= 0, "StackState: number of elements to remove should be non-negative")
    precondition(
      k <= entries.count,
      "StackState: can't remove more items (\(k)) from a stack than it contains (\(entries.count))")
    for _ in 0..<k {
      entries.remove(at: entries.count - 1)
    }
  }

  /// Pops every element: back to the root screen. The next pushed element still gets a new id, never
  /// one an element had before.
  public mutating func removeAll() {
    entries.removeAll()
  }
}
