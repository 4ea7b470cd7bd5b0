/// The list's search: which photos match a query, and how the selection moves through the matches.
package enum PhotoSearch {
  /// The photos whose title contains `query`, ignoring case, in their original order; all of them for an
  /// empty query.
  ///
  /// Runs on every applied keystroke over thousands of titles, so ASCII titles are compared byte by byte
  /// without allocating; others go through `lowercased()`, with the same result.
  package static func filter(_ photos: [Photo], query: String) -> [Photo] {
    guard !query.isEmpty else { return photos }
    let lowercasedQuery = query.lowercased()
    let needle = Array(lowercasedQuery.utf8)
    return photos.filter { photo in
      let asciiMatch = photo.title.utf8.withContiguousStorageIfAvailable { title in
        title.allSatisfy { $0 < 0x80 } ? contains(title, needle) : nil
      }
      if let asciiMatch = asciiMatch ?? nil { return asciiMatch }
      return photo.title.lowercased().contains(lowercasedQuery)
    }
  }

  /// Whether the ASCII bytes of `text`, lowercased, contain `needle`.
  private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    guard needle.count <= text.count else { return false }
    for start in 0...(text.count - needle.count) {
      var index = 0
      while index < needle.count, lowercased(text[start + index]) == needle[index] { index += 1 }
      if index == needle.count { return true }
    }
    return false
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }
}

/// Which way the selection moves through the list.
package enum MoveDirection: Equatable, Codable, Sendable {
  /// To the row above.
  case up
  /// To the row below.
  case down

  /// The row index the selection moves to, among `count` rows, from `index`.
  ///
  /// It stops at the first and last rows. With no row selected (`index` is `nil`, or the selected photo
  /// is not among the rows), either direction selects the first row; with no rows, nothing.
  package func index(from index: Int?, count: Int) -> Int? {
    guard count > 0 else { return nil }
    guard let index else { return 0 }
    switch self {
    case .up: return max(index - 1, 0)
    case .down: return min(index + 1, count - 1)
    }
  }
}
