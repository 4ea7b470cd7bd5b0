extension ValuePublishers {
  /// A publisher that delivers its upstream's values transformed by a closure.
  ///
  /// Created by ``ValuePublisher/map(_:)``.
  public struct Map<Upstream: ValuePublisher, Output>: ValuePublisher {
    let upstream: Upstream
    let transform: @MainActor (Upstream.Output) -> Output

    /// Subscribes to the upstream publisher and delivers each of its values transformed.
    public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
      let transform = transform
      return upstream.subscribe { receive(transform($0)) }
    }
  }
}

extension ValuePublishers.Map: Sendable where Upstream: Sendable {}

extension ValuePublisher {
  /// Transforms every value with `transform`.
  ///
  /// ```swift
  /// relay.map { $0.count }
  /// ```
  ///
  /// - Parameter transform: Called on the main actor with each value, once per subscription.
  /// - Returns: A publisher of the transformed values.
  public func map<Transformed>(
    _ transform: @escaping @MainActor (Output) -> Transformed
  ) -> ValuePublishers.Map<Self, Transformed> {
    ValuePublishers.Map(upstream: self, transform: transform)
  }
}
