// Element matching for ordered collections: by index, or by identity for `Identifiable` elements.

extension ValueDiffer {
  /// Compares two ordered collections found at `path`.
  ///
  /// Elements are matched by id when every element of both collections is `Identifiable` and
  /// ids are unique within each collection (and at least one collection is non-empty);
  /// otherwise by index.
  mutating func diffCollections(_ old: [Any], _ new: [Any], at path: ValuePath) {
    if !(old.isEmpty && new.isEmpty), let oldIDs = identities(of: old), let newIDs = identities(of: new) {
      diffIdentified(old, oldIDs, new, newIDs, at: path)
    } else {
      diffIndexed(old, new, at: path)
    }
  }

  /// Matches elements by position; surplus elements are added or removed at their index.
  private mutating func diffIndexed(_ old: [Any], _ new: [Any], at path: ValuePath) {
    for index in 0..<min(old.count, new.count) {
      diff(old[index], new[index], at: path.appending("[\(index)]"))
    }
    for index in new.count..<max(old.count, new.count) {
      record(path.appending("[\(index)]"), .removed, before: render(old[index]), after: nil)
    }
    for index in old.count..<max(old.count, new.count) {
      record(path.appending("[\(index)]"), .added, before: nil, after: render(new[index]))
    }
  }

  /// Matches elements by id: removed elements first (in old order), then the new collection in
  /// order, reporting added elements, moved elements and changes inside matched elements.
  ///
  /// An element counts as moved when it is not part of a longest sequence of matched elements
  /// that kept their relative order, so a single element moved across many others is reported
  /// once rather than every element it passed.
  private mutating func diffIdentified(
    _ old: [Any], _ oldIDs: [AnyHashable], _ new: [Any], _ newIDs: [AnyHashable], at path: ValuePath
  ) {
    var oldIndexByID: [AnyHashable: Int] = [:]
    for (index, id) in oldIDs.enumerated() { oldIndexByID[id] = index }
    let newIDSet = Set(newIDs)

    for (index, id) in oldIDs.enumerated() where !newIDSet.contains(id) {
      record(elementPath(path, id), .removed, before: render(old[index]), after: nil)
    }
    let stayed = Set(longestIncreasingSubsequence(newIDs.compactMap { oldIndexByID[$0] }))
    for (newIndex, id) in newIDs.enumerated() {
      let elementPath = elementPath(path, id)
      guard let oldIndex = oldIndexByID[id] else {
        record(elementPath, .added, before: nil, after: render(new[newIndex]))
        continue
      }
      if !stayed.contains(oldIndex) {
        record(
          elementPath, .moved(from: oldIndex, to: newIndex),
          before: render(old[oldIndex]), after: render(new[newIndex])
        )
      }
      diff(old[oldIndex], new[newIndex], at: elementPath)
    }
  }

  /// `path[id: 3]`, with the id rendered as in a dump (`[id: "a"]` for a string id).
  private mutating func elementPath(_ path: ValuePath, _ id: AnyHashable) -> ValuePath {
    path.appending("[id: \(render(id.base))]")
  }

  /// The ids of `elements`, or nil unless all are `Identifiable` with distinct ids.
  private func identities(of elements: [Any]) -> [AnyHashable]? {
    var ids: [AnyHashable] = []
    var seen: Set<AnyHashable> = []
    ids.reserveCapacity(elements.count)
    for element in elements {
      guard let element = element as? any Identifiable else { return nil }
      let id = identity(of: element)
      guard seen.insert(id).inserted else { return nil }
      ids.append(id)
    }
    return ids
  }

  private func identity<Element: Identifiable>(of element: Element) -> AnyHashable {
    AnyHashable(element.id)
  }
}

/// The values of a longest strictly increasing subsequence of `values` (patience sorting,
/// O(n log n)).
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
  var tails: [Int] = []  // tails[k]: index of the smallest tail of an increasing run of length k+1
  var predecessor = [Int](repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { predecessor[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var result: [Int] = []
  var index = tails.last ?? -1
  while index >= 0 {
    result.append(values[index])
    index = predecessor[index]
  }
  return result.reversed()
}
