extension ValuePublisher {
  /// Calls `receiveValue` with every value, until the returned token is cancelled or released.
  ///
  /// Keep the token: one that is not stored ends the subscription at once.
  ///
  /// ```swift
  /// relay.sink { print($0) }.store(in: &tokens)
  /// ```
  ///
  /// - Parameter receiveValue: Called on the main actor with each value, in order.
  /// - Returns: The token that keeps the subscription alive.
  public func sink(_ receiveValue: @escaping @MainActor (Output) -> Void) -> CancellationToken {
    subscribe(receiveValue)
  }

  /// Writes every value to the property at `keyPath` of `root`, until the token is cancelled or released.
  ///
  /// Unlike Combine's `assign(to:on:)`, the subscription holds `root` weakly, so `root` may own the
  /// token without a retain cycle. Once `root` is gone, values are dropped.
  ///
  /// ```swift
  /// viewStates.assign(to: \.viewState, on: self).store(in: &tokens)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - root: The object that owns the property; not retained.
  /// - Returns: The token that keeps the subscription alive.
  public func assign<Root: AnyObject>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>,
    on root: Root
  ) -> CancellationToken {
    subscribe { [weak root] value in
      root?[keyPath: keyPath] = value
    }
  }

  /// Writes every value to `relay`, for as long as `relay` lives.
  ///
  /// The one-line way for a hand-written view store to feed its view state, like Combine's
  /// `assign(to: &$viewState)`: the relay keeps the subscription, and the subscription does not keep
  /// the relay.
  ///
  /// ```swift
  /// let viewState = CurrentValueRelay(ViewState())
  /// photos.map(ViewState.init).removeDuplicates().assign(to: viewState)
  /// ```
  ///
  /// - Parameter relay: The relay whose ``CurrentValueRelay/value`` each value is written to.
  public func assign(to relay: CurrentValueRelay<Output>) {
    let token = subscribe { [weak relay] value in
      relay?.value = value
    }
    relay.keepAlive(token)
  }
}
