import StateKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct PassthroughRelayTests {
  let relay = PassthroughRelay<Int>()
  let received = Recorder<Int>()

  @Test func aSubscriberReceivesOnlyTheValuesSentAfterItSubscribed() {
    relay.send(1)
    var tokens: Set<CancellationToken> = []
    relay.record(into: received, tokens: &tokens)

    relay.send(2)
    relay.send(3)

    #expect(received.values == [2, 3])
  }

  @Test func everySubscriberReceivesEveryValue() {
    let other = Recorder<Int>()
    var tokens: Set<CancellationToken> = []
    relay.record(into: received, tokens: &tokens)
    relay.record(into: other, tokens: &tokens)

    relay.send(1)

    #expect(received.values == [1])
    #expect(other.values == [1])
  }

  @Test func cancellingTheTokenStopsDelivery() {
    let token = relay.subscribe { received.append($0) }
    relay.send(1)

    token.cancel()
    relay.send(2)

    #expect(received.values == [1])
    #expect(relay.subscriberCount == 0)
  }

  @Test func releasingTheTokenStopsDelivery() {
    var token: CancellationToken? = relay.subscribe { received.append($0) }
    relay.send(1)
    #expect(token != nil)

    token = nil
    relay.send(2)

    #expect(received.values == [1])
    #expect(relay.subscriberCount == 0)
  }

  @Test func aValueSentFromACallbackReachesEverySubscriberAfterTheCurrentOne() {
    let log = Recorder<String>()
    var tokens: Set<CancellationToken> = []
    relay.subscribe { value in
      log.append("a \(value)")
      if value == 1 { relay.send(2) }
    }.store(in: &tokens)
    relay.subscribe { log.append("b \($0)") }.store(in: &tokens)

    relay.send(1)

    #expect(log.values == ["a 1", "b 1", "a 2", "b 2"])
  }
}
