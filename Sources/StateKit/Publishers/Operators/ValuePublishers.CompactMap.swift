extension ValuePublishers {
  /// A publisher that transforms its upstream's values and delivers the results that are not `nil`.
  ///
  /// Created by ``ValuePublisher/compactMap(_:)``.
  public struct CompactMap<Upstream: ValuePublisher, Output>: ValuePublisher {
    let upstream: Upstream
    let transform: @MainActor (Upstream.Output) -> Output?

    /// Subscribes to the upstream publisher and delivers the non-`nil` transformed values.
    public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
      let transform = transform
      return upstream.subscribe { value in
        if let transformed = transform(value) { receive(transformed) }
      }
    }
  }
}

extension ValuePublishers.CompactMap: Sendable where Upstream: Sendable {}

extension ValuePublisher {
  /// Transforms every value with `transform` and delivers the results that are not `nil`.
  ///
  /// ```swift
  /// searchText.compactMap { Int($0) }  // only the texts that are numbers
  /// ```
  ///
  /// - Parameter transform: Called on the main actor with each value.
  /// - Returns: A publisher of the non-`nil` results.
  public func compactMap<Transformed>(
    _ transform: @escaping @MainActor (Output) -> Transformed?
  ) -> ValuePublishers.CompactMap<Self, Transformed> {
    ValuePublishers.CompactMap(upstream: self, transform: transform)
  }
}
