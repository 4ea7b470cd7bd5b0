import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ThrottlePublisherTests {
  let clock = TestClock()
  let relay = PassthroughRelay<Int>()

  @Test func latestDeliversTheFirstValueAtOnceThenTheLatestOfEachInterval() async {
    let received = Received(relay.throttle(for: .seconds(1), clock: clock, latest: true))

    relay.send(1)
    #expect(received.values == [1])

    relay.send(2)
    relay.send(3)
    await clock.advance(by: .milliseconds(999))
    #expect(received.values == [1])

    await clock.advance(by: .milliseconds(1))
    await received.waitFor(count: 2)
    #expect(received.values == [1, 3])

    // The next interval started when the previous one ended: 4 waits for it.
    relay.send(4)
    #expect(received.values == [1, 3])
    await clock.advance(by: .seconds(1))
    await received.waitFor(count: 3)
    #expect(received.values == [1, 3, 4])
  }

  @Test func firstDeliversTheFirstValueReceivedDuringEachInterval() async {
    let received = Received(relay.throttle(for: .seconds(1), clock: clock, latest: false))

    relay.send(1)
    relay.send(2)
    relay.send(3)
    await clock.advance(by: .seconds(1))
    await received.waitFor(count: 2)

    #expect(received.values == [1, 2])
  }

  @Test func anIntervalWithoutValuesEndsTheThrottlingSoTheNextValueGoesThroughAtOnce() async {
    let received = Received(relay.throttle(for: .seconds(1), clock: clock, latest: true))
    relay.send(1)
    await clock.advance(by: .seconds(5))

    relay.send(2)
    #expect(received.values == [1, 2])

    // 2 started a new interval, from 5 s to 6 s.
    relay.send(3)
    await clock.advance(by: .milliseconds(999))
    #expect(received.values == [1, 2])
    await clock.advance(by: .milliseconds(1))
    await received.waitFor(count: 3)
    #expect(received.values == [1, 2, 3])
  }

  @Test func aValueHeldWhenTheIntervalEndedIsDeliveredBeforeALaterValueIsConsidered() async {
    let received = Received(relay.throttle(for: .seconds(1), clock: clock, latest: true))
    relay.send(1)
    relay.send(2)
    await clock.advance(by: .milliseconds(1500))

    // 2 ended the first interval and started one from 1 s to 2 s, so 3 is held.
    relay.send(3)
    #expect(received.values == [1, 2])
    await clock.advance(by: .milliseconds(500))
    await received.waitFor(count: 3)
    #expect(received.values == [1, 2, 3])
  }

  @Test func cancellingTheTokenCancelsTheRunningInterval() async {
    let received = Received(relay.throttle(for: .seconds(1), clock: clock, latest: true))
    // Fed the same values: its delivery of the held 2 shows when the cancelled one's would have come.
    let witness = Received(relay.throttle(for: .seconds(1), clock: clock, latest: true))
    relay.send(1)
    relay.send(2)

    received.cancel()
    await clock.advance(by: .seconds(1))
    await witness.waitFor(count: 2)
    witness.cancel()

    #expect(witness.values == [1, 2])
    #expect(received.values == [1])
    #expect(clock.sleeperCount == 0)
  }
}
