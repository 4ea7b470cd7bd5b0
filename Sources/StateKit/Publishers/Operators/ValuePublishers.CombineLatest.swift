extension ValuePublishers {
  /// A publisher that delivers the latest value of each of two publishers, as a pair, whenever either
  /// delivers a value.
  ///
  /// Created by ``ValuePublisher/combineLatest(_:)``. Nothing is delivered until both publishers have
  /// delivered a value; from then on, every value from either is delivered paired with the other's latest.
  public struct CombineLatest<First: ValuePublisher, Second: ValuePublisher>: ValuePublisher {
    /// The latest value of each publisher.
    public typealias Output = (First.Output, Second.Output)

    let first: First
    let second: Second

    /// Subscribes to both publishers, first then second, and delivers their latest values as a pair.
    public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
      let latestFirst = Latest<First.Output>()
      let latestSecond = Latest<Second.Output>()
      let firstToken = first.subscribe { value in
        latestFirst.value = value
        if let second = latestSecond.value { receive((value, second)) }
      }
      let secondToken = second.subscribe { value in
        latestSecond.value = value
        if let first = latestFirst.value { receive((first, value)) }
      }
      return CancellationToken(bundling: [firstToken, secondToken])
    }
  }
}

extension ValuePublishers.CombineLatest: Sendable where First: Sendable, Second: Sendable {}

extension ValuePublisher {
  /// Pairs the latest value of this publisher with the latest value of `other`, whenever either delivers.
  ///
  /// Nothing is delivered until both have delivered a value: give a ``PassthroughRelay`` a starting value
  /// with ``prepend(_:)``.
  ///
  /// ```swift
  /// photos.combineLatest(showsCount.prepend(false))  // ([Photo], Bool)
  /// ```
  ///
  /// - Parameter other: The publisher whose latest value is paired with this one's.
  /// - Returns: A publisher of `(Output, Other.Output)` pairs.
  public func combineLatest<Other: ValuePublisher>(_ other: Other)
    -> ValuePublishers.CombineLatest<Self, Other>
  {
    ValuePublishers.CombineLatest(first: self, second: other)
  }

  /// Combines the latest value of this publisher and of `other` with `transform`, whenever either
  /// delivers.
  ///
  /// The same as ``combineLatest(_:)`` followed by ``map(_:)``.
  ///
  /// - Parameters:
  ///   - other: The publisher whose latest value is combined with this one's.
  ///   - transform: Called on the main actor with both latest values.
  /// - Returns: A publisher of the combined values.
  public func combineLatest<Other: ValuePublisher, Combined>(
    _ other: Other,
    _ transform: @escaping @MainActor (Output, Other.Output) -> Combined
  ) -> ValuePublishers.Map<ValuePublishers.CombineLatest<Self, Other>, Combined> {
    combineLatest(other).map { transform($0.0, $0.1) }
  }
}
