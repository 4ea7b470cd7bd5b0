extension ValuePublishers {
  /// A publisher that delivers the latest value of each of three publishers, as a triple, whenever any of
  /// them delivers a value.
  ///
  /// Created by ``ValuePublisher/combineLatest(_:_:)-(Second,Third)``. Nothing is delivered until all three have
  /// delivered a value; from then on, every value from any of them is delivered with the others' latest.
  public struct CombineLatest3<
    First: ValuePublisher, Second: ValuePublisher, Third: ValuePublisher
  >: ValuePublisher {
    /// The latest value of each publisher.
    public typealias Output = (First.Output, Second.Output, Third.Output)

    let first: First
    let second: Second
    let third: Third

    /// Subscribes to the three publishers, in order, and delivers their latest values as a triple.
    public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
      let latestFirst = Latest<First.Output>()
      let latestSecond = Latest<Second.Output>()
      let latestThird = Latest<Third.Output>()
      let deliver = {
        guard let first = latestFirst.value, let second = latestSecond.value, let third = latestThird.value
        else { return }
        receive((first, second, third))
      }
      let tokens = [
        first.subscribe {
          latestFirst.value = $0
          deliver()
        },
        second.subscribe {
          latestSecond.value = $0
          deliver()
        },
        third.subscribe {
          latestThird.value = $0
          deliver()
        },
      ]
      return CancellationToken(bundling: tokens)
    }
  }
}

extension ValuePublishers.CombineLatest3: Sendable where First: Sendable, Second: Sendable, Third: Sendable {}

extension ValuePublisher {
  /// Combines the latest values of this publisher, `second` and `third` into a triple, whenever any of
  /// them delivers.
  ///
  /// Nothing is delivered until all three have delivered a value.
  ///
  /// ```swift
  /// photos.combineLatest(showsCount.prepend(false), searchText.prepend(""))  // ([Photo], Bool, String)
  /// ```
  ///
  /// - Parameters:
  ///   - second: The second publisher.
  ///   - third: The third publisher.
  /// - Returns: A publisher of `(Output, Second.Output, Third.Output)` triples.
  public func combineLatest<Second: ValuePublisher, Third: ValuePublisher>(
    _ second: Second,
    _ third: Third
  ) -> ValuePublishers.CombineLatest3<Self, Second, Third> {
    ValuePublishers.CombineLatest3(first: self, second: second, third: third)
  }

  /// Combines the latest values of this publisher, `second` and `third` with `transform`, whenever any of
  /// them delivers.
  ///
  /// - Parameters:
  ///   - second: The second publisher.
  ///   - third: The third publisher.
  ///   - transform: Called on the main actor with the three latest values.
  /// - Returns: A publisher of the combined values.
  public func combineLatest<Second: ValuePublisher, Third: ValuePublisher, Combined>(
    _ second: Second,
    _ third: Third,
    _ transform: @escaping @MainActor (Output, Second.Output, Third.Output) -> Combined
  ) -> ValuePublishers.Map<ValuePublishers.CombineLatest3<Self, Second, Third>, Combined> {
    combineLatest(second, third).map { transform($0.0, $0.1, $0.2) }
  }
}
