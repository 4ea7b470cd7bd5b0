extension PresentationState: Equatable where State: Equatable {
  /// Whether both present equal child states, or both present nothing.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // NB: The same box holds the same child: no need to compare it.
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented child state, or its absence, as the optional it wraps does.
  ///
  /// - Parameter hasher: The hasher to use.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Writes the presented child state, or `nil`, as the optional it wraps does: a state that holds a
  /// `@PresentationState` property writes `"alert": null` while nothing is presented.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension PresentationState: Decodable where State: Decodable {
  /// Reads a child state written by ``encode(to:)``, or `nil`.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(State?.self))
  }
}

extension PresentationState: DumpedAsAnotherValue {
  /// The optional it wraps: dumps and diffs show the property as that optional.
  var dumpedValue: Any { wrappedValue as Any }
}
