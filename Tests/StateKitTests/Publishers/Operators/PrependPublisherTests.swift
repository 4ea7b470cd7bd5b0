import StateKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct PrependPublisherTests {
  let received = Recorder<Int>()

  @Test func thePrependedValuesComeFirstThenTheUpstreamValues() {
    let relay = PassthroughRelay<Int>()
    var tokens: Set<CancellationToken> = []
    relay.prepend(1, 2).record(into: received, tokens: &tokens)
    #expect(received.values == [1, 2])

    relay.send(3)

    #expect(received.values == [1, 2, 3])
  }

  @Test func theyComeBeforeTheValueTheUpstreamDeliversOnSubscription() {
    var tokens: Set<CancellationToken> = []
    CurrentValueRelay(3).prepend(1, 2).record(into: received, tokens: &tokens)

    #expect(received.values == [1, 2, 3])
  }

  @Test func everySubscriberGetsThePrependedValues() {
    let prepended = PassthroughRelay<Int>().prepend(0)
    var tokens: Set<CancellationToken> = []
    prepended.record(into: received, tokens: &tokens)
    prepended.record(into: received, tokens: &tokens)

    #expect(received.values == [0, 0])
  }

  @Test func anArrayOutputIsPrependedAsOneValue() {
    let lists = Recorder<[Int]>()
    var tokens: Set<CancellationToken> = []
    PassthroughRelay<[Int]>().prepend([]).record(into: lists, tokens: &tokens)

    #expect(lists.values == [[]])
  }
}
