import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ValuePublisherValuesTests {
  /// A publisher that opens `ended` when its subscription's token is cancelled or released.
  struct EndSignallingPublisher: ValuePublisher {
    let relay = PassthroughRelay<Int>()
    let ended = Gate()

    func subscribe(_ receive: @escaping @MainActor (Int) -> Void) -> CancellationToken {
      let inner = relay.subscribe(receive)
      return CancellationToken { [ended] in
        inner.cancel()
        ended.open()
      }
    }
  }

  @Test func valuesAreBufferedAndDeliveredInOrder() async {
    let relay = PassthroughRelay<Int>()
    var values = relay.values.makeAsyncIterator()

    relay.send(1)
    relay.send(2)
    relay.send(3)

    #expect(await values.next() == 1)
    #expect(await values.next() == 2)
    #expect(await values.next() == 3)
  }

  @Test func aForAwaitLoopOnTheMainActorSeesEveryValue() async {
    let relay = CurrentValueRelay(0)
    let values = relay.values
    let consumer = Task { @MainActor in
      var seen: [Int] = []
      for await value in values {
        seen.append(value)
        if value == 3 { break }
      }
      return seen
    }

    relay.value = 1
    relay.value = 2
    relay.value = 3

    #expect(await consumer.value == [0, 1, 2, 3])
  }

  @Test func cancellingTheConsumingTaskEndsTheSubscription() async {
    let publisher = EndSignallingPublisher()
    let started = Gate()
    let values = publisher.values
    let consumer = Task { @MainActor in
      var seen: [Int] = []
      for await value in values {
        seen.append(value)
        started.open()
      }
      return seen
    }
    publisher.relay.send(1)
    await started.wait()

    consumer.cancel()

    await publisher.ended.wait()
    #expect(await consumer.value == [1])
  }

  @Test func releasingTheIteratorEndsTheSubscription() async {
    let publisher = EndSignallingPublisher()
    var values: AsyncStream<Int>.Iterator? = publisher.values.makeAsyncIterator()
    publisher.relay.send(1)
    #expect(await values?.next() == 1)

    values = nil

    await publisher.ended.wait()
  }
}
