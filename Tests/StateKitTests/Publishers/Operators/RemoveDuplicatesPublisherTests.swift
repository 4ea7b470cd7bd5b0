import StateKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct RemoveDuplicatesPublisherTests {
  let relay = PassthroughRelay<Int>()
  let received = Recorder<Int>()

  @Test func removeDuplicatesSkipsValuesEqualToThePreviousOne() {
    var tokens: Set<CancellationToken> = []
    relay.removeDuplicates().record(into: received, tokens: &tokens)

    for value in [1, 1, 2, 2, 2, 1, 3, 3] { relay.send(value) }

    #expect(received.values == [1, 2, 1, 3])
  }

  @Test func removeDuplicatesByUsesThePredicate() {
    var tokens: Set<CancellationToken> = []
    relay.removeDuplicates { $0 / 10 == $1 / 10 }.record(into: received, tokens: &tokens)

    for value in [1, 5, 12, 19, 3] { relay.send(value) }

    #expect(received.values == [1, 12, 3])
  }

  @Test func everySubscriptionRemembersItsOwnLastValue() {
    let deduplicated = relay.removeDuplicates()
    let late = Recorder<Int>()
    var tokens: Set<CancellationToken> = []
    deduplicated.record(into: received, tokens: &tokens)
    relay.send(1)

    deduplicated.record(into: late, tokens: &tokens)
    relay.send(1)
    relay.send(2)

    #expect(received.values == [1, 2])
    #expect(late.values == [1, 2])
  }
}
