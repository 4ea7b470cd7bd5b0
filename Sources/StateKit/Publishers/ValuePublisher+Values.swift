extension ValuePublisher where Output: Sendable {
  /// The publisher's values as an `AsyncStream`, for `for await` loops.
  ///
  /// ```swift
  /// for await viewState in viewStore.viewState.values {
  ///   render(viewState)
  /// }
  /// ```
  ///
  /// Reading the property subscribes at once: values delivered from then on (including one the publisher
  /// delivers on subscription, such as a ``CurrentValueRelay``'s current value) are buffered, without
  /// limit and in order, until the loop takes them. A consumer slower than the publisher sees every
  /// value, late; chain ``removeDuplicates()`` or ``debounce(for:clock:)`` first if only the latest
  /// matters.
  ///
  /// The stream never finishes by itself. The subscription ends when the task iterating it is cancelled,
  /// or when the stream and its iterators are released; the token is then cancelled on the main actor.
  public var values: AsyncStream<Output> {
    let (stream, continuation) = AsyncStream.makeStream(of: Output.self, bufferingPolicy: .unbounded)
    let token = subscribe { continuation.yield($0) }
    // NB: The stream keeps `onTermination` (and so the token) until it terminates, which it does when the
    // iterating task is cancelled or the last copy of the stream and its iterators is released.
    continuation.onTermination = { _ in
      Task { @MainActor in token.cancel() }
    }
    return stream
  }
}
