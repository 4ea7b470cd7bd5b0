/// A source of values that delivers each one to every subscriber, on the main actor.
///
/// StateKit's small, main-actor stand-in for Combine, which Linux does not have. A view store uses
/// publishers to merge its data sources into one view state:
///
/// ```swift
/// photos.prepend([])
///   .combineLatest(showsCount.prepend(false))
///   .map { photos, showsCount in ViewState(photos: photos, showsCount: showsCount) }
///   .removeDuplicates()
///   .assign(to: viewState)
/// ```
///
/// What every publisher promises:
/// - Values are delivered synchronously on the main actor, in the order they were produced.
/// - There is no completion and no failure: a publisher delivers values until its subscriber stops
///   listening.
/// - Delivery stops the moment the ``CancellationToken`` returned by ``subscribe(_:)`` is cancelled or
///   deallocated, even in the middle of delivering a value to several subscribers.
/// - Each subscription is independent: operators such as ``removeDuplicates()`` keep their state per
///   subscription.
@MainActor
public protocol ValuePublisher<Output> {
  /// The type of the values the publisher delivers.
  associatedtype Output

  /// Calls `receive` with every value the publisher produces from now on, until the token is cancelled
  /// or deallocated.
  ///
  /// Keep the token for as long as you want values (store it in a property or a
  /// `Set<CancellationToken>`): a token that is not kept ends the subscription at once.
  ///
  /// - Parameter receive: Called on the main actor with each value, in order.
  /// - Returns: The token that keeps the subscription alive.
  func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken
}
