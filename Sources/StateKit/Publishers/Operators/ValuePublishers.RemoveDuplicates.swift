extension ValuePublishers {
  /// A publisher that skips each upstream value that duplicates the value it delivered last.
  ///
  /// Created by ``ValuePublisher/removeDuplicates()`` and ``ValuePublisher/removeDuplicates(by:)``.
  /// Every subscription remembers its own last value: a new subscriber always receives the first value it
  /// sees.
  public struct RemoveDuplicates<Upstream: ValuePublisher>: ValuePublisher {
    /// The values are the upstream's.
    public typealias Output = Upstream.Output

    let upstream: Upstream
    let isDuplicate: @MainActor (Output, Output) -> Bool

    /// Subscribes to the upstream publisher and delivers the values that differ from the last delivered.
    public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
      let isDuplicate = isDuplicate
      let last = Latest<Output>()
      return upstream.subscribe { value in
        if last.update(to: value, unless: isDuplicate) {
          receive(value)
        }
      }
    }
  }
}

extension ValuePublishers.RemoveDuplicates: Sendable where Upstream: Sendable {}

extension ValuePublisher where Output: Equatable {
  /// Skips each value equal to the value delivered just before it.
  ///
  /// The usual last step before a view state reaches its view, so the view only updates on a change.
  ///
  /// - Returns: A publisher that delivers a value only when it differs from the previous one.
  public func removeDuplicates() -> ValuePublishers.RemoveDuplicates<Self> {
    ValuePublishers.RemoveDuplicates(upstream: self) { $0 == $1 }
  }
}

extension ValuePublisher {
  /// Skips each value that `isDuplicate` says duplicates the value delivered just before it.
  ///
  /// ```swift
  /// photos.removeDuplicates { $0.map(\.id) == $1.map(\.id) }
  /// ```
  ///
  /// - Parameter isDuplicate: Called with the last delivered value and the new one; returns `true` to
  ///   skip the new one.
  /// - Returns: A publisher that delivers only the values `isDuplicate` lets through.
  public func removeDuplicates(
    by isDuplicate: @escaping @MainActor (Output, Output) -> Bool
  ) -> ValuePublishers.RemoveDuplicates<Self> {
    ValuePublishers.RemoveDuplicates(upstream: self, isDuplicate: isDuplicate)
  }
}
