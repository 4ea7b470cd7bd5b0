extension Sequence {
  /// The elements with each run of consecutive duplicates collapsed to its first element: what a
  /// de-duplicating observer of these values must see.
  func removingConsecutiveDuplicates(by isDuplicate: (Element, Element) -> Bool) -> [Element] {
    var result: [Element] = []
    for element in self {
      if let last = result.last, isDuplicate(last, element) { continue }
      result.append(element)
    }
    return result
  }
}

extension Sequence where Element: Equatable {
  /// The elements with each run of equal consecutive elements collapsed to one.
  func removingConsecutiveDuplicates() -> [Element] {
    removingConsecutiveDuplicates(by: ==)
  }
}
