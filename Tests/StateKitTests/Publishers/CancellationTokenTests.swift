import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct CancellationTokenTests {
  @Test func cancelRunsOnCancelOnce() {
    var cancellations = 0
    let token = CancellationToken { cancellations += 1 }

    #expect(!token.isCancelled)
    token.cancel()
    token.cancel()

    #expect(cancellations == 1)
    #expect(token.isCancelled)
  }

  @Test func releasingATokenReleasesItsCancellationWithoutRunningIt() {
    var cancellations = 0
    weak var weakHeld: Canary?
    var token: CancellationToken?
    do {
      let held = Canary()
      weakHeld = held
      token = CancellationToken {
        withExtendedLifetime(held) { cancellations += 1 }
      }
    }
    #expect(weakHeld != nil)
    #expect(token?.isCancelled == false)

    token = nil

    #expect(weakHeld == nil)
    #expect(cancellations == 0)
  }

  @Test func aBundleCancelsItsChildren() {
    var cancelled: [String] = []
    let bundle = CancellationToken(bundling: [
      CancellationToken { cancelled.append("a") },
      CancellationToken { cancelled.append("b") },
    ])

    bundle.cancel()

    #expect(cancelled == ["a", "b"])
  }

  @Test func releasingABundleReleasesItsChildren() {
    let list = SubscriberList<Int>()
    var received: [Int] = []
    var bundle: CancellationToken? = CancellationToken(bundling: [list.add { received.append($0) }])
    list.send(1)
    #expect(bundle != nil)

    bundle = nil
    list.send(2)

    #expect(received == [1])
  }

  @Test func removingATokenFromItsSetEndsTheSubscription() {
    let list = SubscriberList<Int>()
    var received: [Int] = []
    var tokens: Set<CancellationToken> = []
    list.add { received.append($0) }.store(in: &tokens)
    #expect(tokens.count == 1)

    list.send(1)
    tokens.removeAll()
    list.send(2)

    #expect(received == [1])
  }

  @Test func tokensAreEqualOnlyToThemselves() {
    let first = CancellationToken()
    let second = CancellationToken()
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }
}
