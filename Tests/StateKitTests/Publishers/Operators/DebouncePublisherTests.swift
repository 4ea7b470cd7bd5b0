import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct DebouncePublisherTests {
  let clock = TestClock()
  let relay = PassthroughRelay<String>()

  @Test func deliversTheLatestValueOnceTheUpstreamIsQuietForTheDueTime() async {
    let received = Received(relay.debounce(for: .seconds(1), clock: clock))

    relay.send("s")
    await clock.advance(by: .milliseconds(500))
    relay.send("sw")
    await clock.advance(by: .milliseconds(999))  // "s" would be due now, "sw" 1 ms later
    relay.send("swift")
    #expect(received.values.isEmpty)

    await clock.advance(by: .seconds(1))
    await received.waitFor(count: 1)

    #expect(received.values == ["swift"])
  }

  @Test func eachQuietPeriodDeliversItsLatestValue() async {
    let received = Received(relay.debounce(for: .seconds(1), clock: clock))

    relay.send("a")
    await clock.advance(by: .seconds(1))
    await received.waitFor(count: 1)
    relay.send("b")
    relay.send("c")
    await clock.advance(by: .seconds(1))
    await received.waitFor(count: 2)

    #expect(received.values == ["a", "c"])
  }

  @Test func aValueWhoseQuietPeriodHasPassedIsDeliveredBeforeTheNextOneRestartsTheWait() async {
    let received = Received(relay.debounce(for: .seconds(1), clock: clock))

    relay.send("a")
    await clock.advance(by: .seconds(1))
    relay.send("b")
    #expect(received.values == ["a"])

    await clock.advance(by: .seconds(1))
    await received.waitFor(count: 2)
    #expect(received.values == ["a", "b"])
  }

  @Test func everySubscriptionHasItsOwnTimer() async {
    let debounced = relay.debounce(for: .seconds(1), clock: clock)
    let early = Received(debounced)
    relay.send("a")
    await clock.advance(by: .milliseconds(500))

    let late = Received(debounced)
    relay.send("b")
    await clock.advance(by: .seconds(1))
    await early.waitFor(count: 1)
    await late.waitFor(count: 1)

    #expect(early.values == ["b"])
    #expect(late.values == ["b"])
  }

  @Test func cancellingTheTokenCancelsThePendingDelivery() async {
    let cancelled = Received(relay.debounce(for: .seconds(1), clock: clock))
    // Fed the same values: its delivery shows when the cancelled one's would have come.
    let witness = Received(relay.debounce(for: .seconds(1), clock: clock))
    relay.send("a")

    cancelled.cancel()
    await clock.advance(by: .seconds(1))
    await witness.waitFor(count: 1)

    #expect(witness.values == ["a"])
    #expect(cancelled.values.isEmpty)
    #expect(clock.sleeperCount == 0)
  }

  @Test func releasingTheTokenCancelsThePendingDelivery() async {
    var token: CancellationToken? = relay.debounce(for: .seconds(1), clock: clock).sink { _ in
      Issue.record("a released debounce delivered a value")
    }
    let witness = Received(relay.debounce(for: .seconds(1), clock: clock))
    relay.send("a")
    #expect(token != nil)

    token = nil
    await clock.advance(by: .seconds(1))
    await witness.waitFor(count: 1)

    #expect(witness.values == ["a"])
    #expect(clock.sleeperCount == 0)
  }
}
