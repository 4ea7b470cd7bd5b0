import StateKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct CombineLatestPublisherTests {
  struct Pair: Equatable {
    var number: Int
    var text: String
  }

  let numbers = PassthroughRelay<Int>()
  let texts = PassthroughRelay<String>()
  let flags = PassthroughRelay<Bool>()

  @Test func waitsUntilEachPublisherDeliveredThenDeliversOnEveryChange() {
    let received = Recorder<Pair>()
    var tokens: Set<CancellationToken> = []
    numbers.combineLatest(texts).map(Pair.init).record(into: received, tokens: &tokens)

    numbers.send(1)
    numbers.send(2)
    #expect(received.values.isEmpty)

    texts.send("a")
    numbers.send(3)
    texts.send("b")

    #expect(
      received.values == [Pair(number: 2, text: "a"), Pair(number: 3, text: "a"), Pair(number: 3, text: "b")])
  }

  @Test func theTransformVariantCombinesTheLatestValues() {
    let received = Recorder<String>()
    var tokens: Set<CancellationToken> = []
    numbers.combineLatest(texts) { "\($1)\($0)" }.record(into: received, tokens: &tokens)

    numbers.send(1)
    texts.send("a")
    texts.send("b")

    #expect(received.values == ["a1", "b1"])
  }

  @Test func threePublishersWaitForAllThenDeliverOnEveryChange() {
    let received = Recorder<String>()
    var tokens: Set<CancellationToken> = []
    numbers.combineLatest(texts, flags).map { "\($0)\($1)\($2)" }.record(into: received, tokens: &tokens)

    numbers.send(1)
    texts.send("a")
    #expect(received.values.isEmpty)

    flags.send(true)
    texts.send("b")
    flags.send(false)
    numbers.send(2)

    #expect(received.values == ["1atrue", "1btrue", "1bfalse", "2bfalse"])
  }

  @Test func theThreeWayTransformVariantCombinesTheLatestValues() {
    let received = Recorder<Int>()
    var tokens: Set<CancellationToken> = []
    numbers.combineLatest(texts, flags) { number, text, flag in flag ? number : text.count }
      .record(into: received, tokens: &tokens)

    numbers.send(7)
    texts.send("abc")
    flags.send(false)
    flags.send(true)

    #expect(received.values == [3, 7])
  }

  @Test func publishersThatDeliverOnSubscriptionCombineAtOnce() {
    let received = Recorder<Pair>()
    var tokens: Set<CancellationToken> = []
    CurrentValueRelay(1).combineLatest(texts.prepend("start")).map(Pair.init)
      .record(into: received, tokens: &tokens)

    #expect(received.values == [Pair(number: 1, text: "start")])
  }

  @Test func cancellingOrReleasingTheTokenEndsBothSubscriptions() {
    let received = Recorder<Pair>()
    let combined = numbers.combineLatest(texts).map(Pair.init)
    let cancelled = combined.sink { received.append($0) }
    var released: CancellationToken? = combined.sink { received.append($0) }
    numbers.send(1)
    texts.send("a")
    #expect(released != nil)

    cancelled.cancel()
    released = nil
    numbers.send(2)
    texts.send("b")

    #expect(received.values == [Pair(number: 1, text: "a"), Pair(number: 1, text: "a")])
  }
}
