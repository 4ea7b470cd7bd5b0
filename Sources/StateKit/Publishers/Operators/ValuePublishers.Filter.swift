extension ValuePublishers {
  /// A publisher that delivers only the upstream values a predicate accepts.
  ///
  /// Created by ``ValuePublisher/filter(_:)``.
  public struct Filter<Upstream: ValuePublisher>: ValuePublisher {
    /// The values are the upstream's.
    public typealias Output = Upstream.Output

    let upstream: Upstream
    let isIncluded: @MainActor (Output) -> Bool

    /// Subscribes to the upstream publisher and delivers the values the predicate accepts.
    public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
      let isIncluded = isIncluded
      return upstream.subscribe { value in
        if isIncluded(value) { receive(value) }
      }
    }
  }
}

extension ValuePublishers.Filter: Sendable where Upstream: Sendable {}

extension ValuePublisher {
  /// Delivers only the values for which `isIncluded` returns `true`.
  ///
  /// - Parameter isIncluded: Called on the main actor with each value.
  /// - Returns: A publisher of the accepted values.
  public func filter(_ isIncluded: @escaping @MainActor (Output) -> Bool) -> ValuePublishers.Filter<Self> {
    ValuePublishers.Filter(upstream: self, isIncluded: isIncluded)
  }
}
