import StateKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct SinkTests {
  final class Screen {
    var title = ""
  }

  let relay = PassthroughRelay<String>()

  @Test func sinkCallsTheClosureWithEveryValue() {
    let received = Recorder<String>()
    let token = relay.sink { received.append($0) }

    relay.send("a")
    relay.send("b")
    token.cancel()
    relay.send("c")

    #expect(received.values == ["a", "b"])
  }

  @Test func assignWritesEveryValueToTheProperty() {
    let screen = Screen()
    let token = relay.assign(to: \.title, on: screen)

    relay.send("Photos")
    #expect(screen.title == "Photos")

    token.cancel()
    relay.send("Other")
    #expect(screen.title == "Photos")
  }

  @Test func assignDoesNotRetainItsRoot() {
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    let token = relay.assign(to: \.title, on: screen!)

    screen = nil
    relay.send("Photos")

    #expect(weakScreen == nil)
    withExtendedLifetime(token) {}
  }

  @Test func assignToARelayFeedsItForAsLongAsItLives() {
    let viewState = CurrentValueRelay("")
    relay.map { $0.uppercased() }.assign(to: viewState)

    relay.send("photos")

    #expect(viewState.value == "PHOTOS")
  }

  @Test func aRelayFedByAssignIsReleasedWithItsSubscription() {
    var target: CurrentValueRelay<String>? = CurrentValueRelay("")
    weak let weakTarget = target
    relay.assign(to: target!)
    relay.send("a")
    #expect(target?.value == "a")

    target = nil

    #expect(weakTarget == nil)
    #expect(relay.subscriberCount == 0)
  }
}
