public import Observation

/// A publisher that holds a value, delivers it to each new subscriber, and delivers every new value to
/// all of them.
///
/// The view state of a hand-written view store lives in one, fed by its pipeline with
/// ``ValuePublisher/assign(to:)``; the view reads ``value``:
///
/// ```swift
/// let viewState = CurrentValueRelay(ViewState())
/// pipeline.assign(to: viewState)
/// ```
///
/// The relay is `Observable`: reading ``value`` inside `withObservationTracking` (or a SwiftUI body)
/// tracks it, and every write notifies the tracker once.
@MainActor
public final class CurrentValueRelay<Output>: ValuePublisher, Observable {
  private var storage: Output
  private let subscribers = SubscriberList<Output>()
  private let registrar = ObservationRegistrar()
  /// Subscriptions that feed this relay and live as long as it does.
  private var feeds: [CancellationToken] = []

  /// Creates a relay that holds `value`.
  public init(_ value: Output) {
    storage = value
  }

  /// The latest value. Setting it delivers the new value to every subscriber, even if it is equal to the
  /// old one (chain ``ValuePublisher/removeDuplicates()`` to skip repeats).
  ///
  /// Set from a subscriber's callback while the relay is delivering, the new value is stored at once and
  /// delivered right after the current value has reached every subscriber.
  public var value: Output {
    get {
      registrar.access(self, keyPath: \.value)
      return storage
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) {
        storage = newValue
      }
      subscribers.send(newValue)
    }
  }

  /// Sets ``value`` to `value`, delivering it to every subscriber.
  public func send(_ value: Output) {
    self.value = value
  }

  /// Calls `receive` with the current value at once, then with every new value, until the token is
  /// cancelled or released.
  public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> CancellationToken {
    let token = subscribers.add(receive)
    receive(storage)
    return token
  }

  /// How many subscriptions are live: those whose tokens are neither cancelled nor released.
  package var subscriberCount: Int {
    subscribers.count
  }

  /// Keeps `token` alive for as long as the relay lives.
  func keepAlive(_ token: CancellationToken) {
    feeds.append(token)
  }
}
