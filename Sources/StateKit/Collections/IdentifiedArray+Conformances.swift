extension IdentifiedArray: Equatable where Element: Equatable {
  /// Returns whether two arrays have equal elements in the same order.
  ///
  /// Ids are derived from the elements, so they are not compared separately; neither are the
  /// id key paths.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._tellContentsRead()
    rhs._tellContentsRead()
    return lhs._elements == rhs._elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements, in order, into the given hasher.
  ///
  /// - Complexity: O(*n*).
  /// - Parameter hasher: The hasher to use.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    _tellContentsRead()
    hasher.combine(_elements)
  }
}

extension IdentifiedArray: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// A textual representation of the elements, formatted like an array's: `[a, b]`.
  public var description: String {
    _tellContentsRead()
    return _elements.description
  }

  /// A textual representation of the elements for debugging, formatted like an array's.
  public var debugDescription: String {
    _tellContentsRead()
    return _elements.debugDescription
  }

  /// A mirror that shows the elements as a collection, like an array's.
  public var customMirror: Mirror {
    _tellContentsRead()
    return Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral
where Element: Identifiable, ID == Element.ID {
  /// Creates an array of `Identifiable` elements from an array literal.
  ///
  /// - Precondition: No two elements have the same id.
  /// - Parameter elements: The elements, in order. Their ids must be unique.
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array, in order; ids are not encoded separately.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    _tellContentsRead()
    var container = encoder.singleValueContainer()
    try container.encode(_elements)
  }
}

extension IdentifiedArray: Decodable
where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes an array of `Identifiable` elements from a plain array, keeping its order.
  ///
  /// Only `Identifiable` elements can be decoded, because the id key path is not encoded.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted`, with a coding path pointing at the offending
  ///   element, if two elements have the same id; or any error from decoding the elements.
  public init(from decoder: any Decoder) throws {
    let elements = try decoder.singleValueContainer().decode([Element].self)
    self.init(idReader: IdentifiableIDReader())
    reserveCapacity(elements.count)
    for (offset, element) in elements.enumerated() {
      let (inserted, existing) = append(element)
      guard inserted else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath + [_OffsetKey(offset)],
            debugDescription: """
              IdentifiedArray: duplicate id \(element.id) at offset \(offset) (already used at \
              offset \(existing)); ids must be unique
              """
          )
        )
      }
    }
  }
}

/// A coding key for an offset in an unkeyed container.
private struct _OffsetKey: CodingKey {
  var stringValue: String { "Index \(offset)" }
  var intValue: Int? { offset }
  let offset: Int

  init(_ offset: Int) { self.offset = offset }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.offset = intValue }
}
