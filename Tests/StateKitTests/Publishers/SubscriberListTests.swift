import StateKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct SubscriberListTests {
  let list = SubscriberList<Int>()
  let log = Recorder<String>()

  @Test func sendDeliversToEverySubscriberInTheOrderTheySubscribed() {
    let first = list.add { log.append("first \($0)") }
    let second = list.add { log.append("second \($0)") }

    list.send(1)
    list.send(2)

    #expect(log.values == ["first 1", "second 1", "first 2", "second 2"])
    #expect(list.count == 2)
    withExtendedLifetime((first, second)) {}
  }

  @Test func aCancelledTokenStopsDeliveryAndLeavesTheList() {
    let token = list.add { log.append("\($0)") }
    list.send(1)

    token.cancel()
    token.cancel()
    list.send(2)

    #expect(log.values == ["1"])
    #expect(list.isEmpty)
    #expect(list.count == 0)
  }

  @Test func cancellingATokenFreesWhatItsCallbackHeldAtOnceOrAtTheEndOfTheFanOut() {
    weak var weakHeld: Canary?
    var token: CancellationToken?
    do {
      let held = Canary()
      weakHeld = held
      token = list.add { _ in withExtendedLifetime(held) {} }
    }
    #expect(weakHeld != nil)

    token?.cancel()
    #expect(weakHeld == nil)

    // Cancelled by itself while the list is calling it: freed once the fan-out is over, not during the
    // call, which is still running on what it holds.
    let selfCancelling = Slot<CancellationToken?>(nil)
    weak var weakHeldByRunning: Canary?
    do {
      let held = Canary()
      weakHeldByRunning = held
      selfCancelling.value = list.add { _ in
        selfCancelling.value?.cancel()
        withExtendedLifetime(held) { log.append("still alive after cancelling itself") }
      }
    }
    list.send(1)
    #expect(log.values == ["still alive after cancelling itself"])
    #expect(weakHeldByRunning == nil)
    #expect(list.isEmpty)
    withExtendedLifetime(token) {}
  }

  @Test func aReleasedTokenStopsDeliveryWithoutBeingCancelled() {
    var token: CancellationToken? = list.add { log.append("\($0)") }
    list.send(1)
    #expect(token != nil)

    token = nil
    #expect(list.isEmpty)
    list.send(2)

    #expect(log.values == ["1"])
  }

  @Test func aTokenCancelledByAnotherSubscriberDuringAFanOutGetsNothingMore() {
    let victim = Slot<CancellationToken?>(nil)
    let canceller = list.add { value in
      log.append("canceller \(value)")
      victim.value?.cancel()
    }
    victim.value = list.add { log.append("victim \($0)") }

    list.send(1)
    list.send(2)

    #expect(log.values == ["canceller 1", "canceller 2"])
    withExtendedLifetime(canceller) {}
  }

  @Test func aTokenReleasedByAnotherSubscriberDuringAFanOutGetsNothingMore() {
    let victim = Slot<CancellationToken?>(nil)
    let canceller = list.add { value in
      log.append("canceller \(value)")
      victim.value = nil
    }
    victim.value = list.add { log.append("victim \($0)") }

    list.send(1)

    #expect(log.values == ["canceller 1"])
    #expect(victim.value == nil)
    #expect(list.count == 1)
    withExtendedLifetime(canceller) {}
  }

  @Test func aSubscriberAddedDuringAFanOutGetsOnlyLaterValues() {
    let tokens = Slot<Set<CancellationToken>>([])
    defer { tokens.value = [] }  // the callbacks hold `tokens`: break the cycle
    list.add { value in
      log.append("first \(value)")
      guard value == 1 else { return }
      list.add { log.append("late \($0)") }.store(in: &tokens.value)
    }.store(in: &tokens.value)

    list.send(1)
    list.send(2)

    #expect(log.values == ["first 1", "first 2", "late 2"])
  }

  @Test func aValueSentDuringAFanOutIsDeliveredAfterItInTheSameOrderToAll() {
    var tokens: Set<CancellationToken> = []
    list.add { value in
      log.append("a \(value)")
      if value == 1 { list.send(2) }
    }.store(in: &tokens)
    list.add { log.append("b \($0)") }.store(in: &tokens)

    list.send(1)

    #expect(log.values == ["a 1", "b 1", "a 2", "b 2"])
  }

  @Test func aSubscriberAddedAfterAQueuedValueWasSentDoesNotReceiveIt() {
    let tokens = Slot<Set<CancellationToken>>([])
    defer { tokens.value = [] }  // the callbacks hold `tokens`: break the cycle
    list.add { value in
      log.append("a \(value)")
      guard value == 1 else { return }
      list.send(2)
      list.add { log.append("late \($0)") }.store(in: &tokens.value)
    }.store(in: &tokens.value)

    list.send(1)
    list.send(3)

    #expect(log.values == ["a 1", "a 2", "a 3", "late 3"])
  }
}
