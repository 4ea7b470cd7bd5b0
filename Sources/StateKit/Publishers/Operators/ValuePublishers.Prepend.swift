extension ValuePublishers {
  /// A publisher that delivers some fixed values to each subscriber before its upstream's values.
  ///
  /// Created by ``ValuePublisher/prepend(_:)``.
  public struct Prepend<Upstream: ValuePublisher>: ValuePublisher {
    /// The values are the upstream's.
    public typealias Output = Upstream.Output

    let upstream: Upstream
    let values: [Output]

    /// Delivers the prepended values, then subscribes to the upstream publisher.
    public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
      for value in values { receive(value) }
      return upstream.subscribe(receive)
    }
  }
}

extension ValuePublishers.Prepend: Sendable where Upstream: Sendable, Output: Sendable {}

extension ValuePublisher {
  /// Delivers `values` to each subscriber, in order, as soon as it subscribes, then the upstream's values.
  ///
  /// Gives a ``PassthroughRelay`` a starting value, which ``combineLatest(_:)`` needs before it can
  /// deliver anything:
  ///
  /// ```swift
  /// showsCount.prepend(false).combineLatest(searchText.prepend(""))
  /// ```
  ///
  /// The prepended values are delivered inside `subscribe`, before the token exists. Upstream values the
  /// upstream delivers on subscription (a ``CurrentValueRelay``'s current value) come after them.
  ///
  /// - Parameter values: The values to deliver first.
  /// - Returns: A publisher that starts with `values`.
  public func prepend(_ values: Output...) -> ValuePublishers.Prepend<Self> {
    ValuePublishers.Prepend(upstream: self, values: values)
  }
}
