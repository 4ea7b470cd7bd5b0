import Observation
import StateKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct CurrentValueRelayTests {
  let relay = CurrentValueRelay(0)
  let received = Recorder<Int>()

  @Test func subscribingDeliversTheCurrentValueFirstThenEveryNewOne() {
    relay.value = 1
    var tokens: Set<CancellationToken> = []
    relay.record(into: received, tokens: &tokens)

    relay.value = 2
    relay.send(3)

    #expect(received.values == [1, 2, 3])
    #expect(relay.value == 3)
  }

  @Test func everyWriteIsDeliveredEvenWhenTheValueDoesNotChange() {
    var tokens: Set<CancellationToken> = []
    relay.record(into: received, tokens: &tokens)

    relay.value = 0
    relay.value = 0

    #expect(received.values == [0, 0, 0])
  }

  @Test func cancellingOrReleasingTheTokenStopsDelivery() {
    let cancelled = relay.subscribe { received.append($0) }
    var released: CancellationToken? = relay.subscribe { received.append($0 * 10) }
    relay.value = 1
    #expect(released != nil)

    cancelled.cancel()
    released = nil
    relay.value = 2

    #expect(received.values == [0, 0, 1, 10])
    #expect(relay.subscriberCount == 0)
  }

  @Test func aSubscriberAddedWhileANewerValueWaitsGetsThatValueOnce() {
    let tokens = Slot<Set<CancellationToken>>([])
    defer { tokens.value = [] }  // the callbacks hold `tokens`: break the cycle
    let late = Recorder<Int>()
    relay.subscribe { value in
      guard value == 1 else { return }
      relay.value = 2  // queued behind the delivery of 1
      relay.record(into: late, tokens: &tokens.value)
    }.store(in: &tokens.value)

    relay.value = 1

    #expect(late.values == [2])
  }

  @Test func readingTheValueInsideObservationTrackingIsTrackedAndEachWriteFiresOnce() {
    let changes = Recorder<Int>()
    withObservationTracking {
      _ = relay.value
    } onChange: {
      changes.append(1)
    }

    relay.value = 1
    #expect(changes.values.count == 1)

    relay.value = 2  // tracking ends after the first change
    #expect(changes.values.count == 1)

    withObservationTracking {
      _ = relay.value
    } onChange: {
      changes.append(2)
    }
    relay.send(3)
    #expect(changes.values == [1, 2])
  }

  @Test func subscribingIsNotAnObservedRead() {
    let changes = Recorder<Int>()
    var tokens: Set<CancellationToken> = []
    withObservationTracking {
      relay.record(into: received, tokens: &tokens)
    } onChange: {
      changes.append(1)
    }

    relay.value = 1

    #expect(changes.values.isEmpty)
    #expect(received.values == [0, 1])
  }
}
