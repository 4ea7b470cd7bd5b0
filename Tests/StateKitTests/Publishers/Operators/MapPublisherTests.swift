import StateKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct MapPublisherTests {
  let relay = PassthroughRelay<Int>()
  let received = Recorder<String>()
  @Test func mapTransformsEveryValue() {
    var tokens: Set<CancellationToken> = []
    relay.map { "#\($0)" }.record(into: received, tokens: &tokens)

    relay.send(1)
    relay.send(2)

    #expect(received.values == ["#1", "#2"])
  }

  @Test func cancellingTheTokenOfAChainStopsDelivery() {
    let token = relay.map { "#\($0)" }.sink { received.append($0) }
    relay.send(1)

    token.cancel()
    relay.send(2)

    #expect(received.values == ["#1"])
  }

  @Test func releasingTheTokenOfAChainStopsDelivery() {
    var token: CancellationToken? = relay.map { "#\($0)" }.sink { received.append($0) }
    relay.send(1)
    #expect(token != nil)

    token = nil
    relay.send(2)

    #expect(received.values == ["#1"])
  }

  @Test func filterDeliversOnlyTheAcceptedValues() {
    let evens = Recorder<Int>()
    var tokens: Set<CancellationToken> = []
    relay.filter { $0.isMultiple(of: 2) }.record(into: evens, tokens: &tokens)

    for value in 1...6 { relay.send(value) }

    #expect(evens.values == [2, 4, 6])
  }

  @Test func compactMapDeliversTheNonNilResults() {
    let texts = PassthroughRelay<String>()
    let numbers = Recorder<Int>()
    var tokens: Set<CancellationToken> = []
    texts.compactMap { Int($0) }.record(into: numbers, tokens: &tokens)

    for text in ["1", "one", "2", ""] { texts.send(text) }

    #expect(numbers.values == [1, 2])
  }

  @Test func anErasedPublisherDeliversTheWrappedPublishersValues() {
    let erased: AnyValuePublisher<String> = relay.map { "#\($0)" }.eraseToAnyValuePublisher()
    var tokens: Set<CancellationToken> = []
    erased.record(into: received, tokens: &tokens)

    relay.send(1)

    #expect(received.values == ["#1"])
  }
}
