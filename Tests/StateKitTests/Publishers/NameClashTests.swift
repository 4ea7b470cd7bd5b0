import CombineLookalike
import StateKit
import StateKitTesting
import TestSupport
import Testing

// This file imports StateKit (and StateKitTesting, for the clocks) next to CombineLookalike, a module
// that declares Combine's and Observation's public names (`Publisher`, `Subscriber`, `Subscription`,
// `Cancellable`, `AnyCancellable`, `PassthroughSubject`, `CurrentValueSubject`, `Publishers`, `Just`,
// `Empty`, `Future`, `Observable`, `Observations`), and uses each of them unqualified, in a type position,
// next to every public name of StateKit's publisher layer. If StateKit declared any of those names, the
// type lookup would be ambiguous and this file would not compile: the proof is that it builds. The
// lookalike stands in for the real modules because Combine does not exist on Linux.
//
// NB: Only type positions prove it (annotations, typealiases, conformances, signatures). In an
// expression such as `Just<Int>.self`, the compiler quietly picks one of two same-named types.

/// Every lookalike name in a type position.
private typealias Lookalikes = (
  publisher: any Publisher<Int>,
  subscriber: any Subscriber<Int>,
  subscription: any Subscription,
  cancellable: any Cancellable,
  anyCancellable: AnyCancellable,
  passthroughSubject: PassthroughSubject<Int>,
  currentValueSubject: CurrentValueSubject<Int>,
  publishers: Publishers.Type,
  just: Just<Int>,
  empty: Empty<Int>,
  future: Future<Int>,
  observable: any Observable,
  observations: Observations<Int>
)

/// Conforms to the lookalike protocols and to ``ValuePublisher`` at once.
@MainActor
private struct BothWorlds: Publisher, Subscriber, Subscription, Observable, ValuePublisher {
  typealias Output = Int
  typealias Input = Int

  let relay = PassthroughRelay<Int>()

  func subscribe(_ receive: @escaping @MainActor (Int) -> Void) -> CancellationToken {
    relay.subscribe(receive)
  }

  nonisolated func cancel() {}
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct NameClashTests {
  @Test func combineAndObservationNamesResolveToTheLookalikeNextToStateKit() {
    let subject: PassthroughSubject<Int> = PassthroughSubject()
    let lookalikes: Lookalikes = (
      BothWorlds(), BothWorlds(), BothWorlds(), AnyCancellable(), AnyCancellable(), subject,
      CurrentValueSubject(1), Publishers.self, Just(1), Empty(), Future(), BothWorlds(), Observations()
    )

    #expect(AnyCancellable.origin == "CombineLookalike")
    #expect(PassthroughSubject<Int>.origin == "CombineLookalike")
    #expect(lookalikes.publishers.origin == "CombineLookalike")
    #expect(Observations<Int>.origin == "CombineLookalike")
    #expect(lookalikes.currentValueSubject.value == lookalikes.just.output)
  }

  @Test func everyPublicNameOfThePublisherLayerWorksNextToTheLookalikes() async {
    let clock = TestClock()
    let immediate = ImmediateClock()
    let both = BothWorlds()
    let subject = PassthroughSubject<Int>()
    let cancellable = AnyCancellable()
    let numbers: PassthroughRelay<Int> = both.relay
    let flags = CurrentValueRelay(false)
    let texts = PassthroughRelay<String>()
    let target = CurrentValueRelay("")
    var tokens: Set<CancellationToken> = []

    let mapped: ValuePublishers.Map<BothWorlds, Int> = both.map { $0 * 10 }
    let filtered: ValuePublishers.Filter<ValuePublishers.Map<BothWorlds, Int>> = mapped.filter { $0 > 0 }
    let compacted: ValuePublishers.CompactMap<PassthroughRelay<String>, Int> = texts.compactMap { Int($0) }
    let deduplicated:
      ValuePublishers.RemoveDuplicates<ValuePublishers.Filter<ValuePublishers.Map<BothWorlds, Int>>> =
        filtered.removeDuplicates()
    let prepended: ValuePublishers.Prepend<PassthroughRelay<String>> = texts.prepend("")
    let pair:
      ValuePublishers.CombineLatest<
        CurrentValueRelay<Bool>, ValuePublishers.Prepend<PassthroughRelay<String>>
      > =
        flags.combineLatest(prepended)
    let triple:
      ValuePublishers.CombineLatest3<
        ValuePublishers.RemoveDuplicates<ValuePublishers.Filter<ValuePublishers.Map<BothWorlds, Int>>>,
        CurrentValueRelay<Bool>,
        ValuePublishers.Prepend<PassthroughRelay<String>>
      > =
        deduplicated.combineLatest(flags, prepended)
    let debounced:
      ValuePublishers.Debounce<ValuePublishers.CompactMap<PassthroughRelay<String>, Int>, TestClock> =
        compacted.debounce(for: .seconds(1), clock: clock)
    let throttled: ValuePublishers.Throttle<PassthroughRelay<Int>, ImmediateClock> =
      numbers.throttle(for: .seconds(1), clock: immediate, latest: true)
    let erased: AnyValuePublisher<String> = triple.map { "\($0)\($1)\($2)" }.eraseToAnyValuePublisher()
    let publisher: any ValuePublisher<String> = erased

    erased.assign(to: target)
    let pairs = Recorder<String>()
    pair.map { "\($0)\($1)" }.sink { pairs.append($0) }.store(in: &tokens)
    let token: CancellationToken = publisher.subscribe { _ in }
    token.cancel()
    var values = debounced.values.makeAsyncIterator()
    _ = throttled.sink { _ in }

    numbers.send(1)
    flags.value = true
    texts.send("7")
    await clock.advance(by: .seconds(1))

    #expect(target.value == "10true7")
    #expect(pairs.values == ["false", "true", "true7"])
    #expect(await values.next() == 7)
    #expect(Set([cancellable]).count == 1)
    withExtendedLifetime(subject) {}
  }
}

/// The store-facing names of the view layer, each in a type position next to the lookalikes.
@MainActor
private struct ViewLayerNames {
  let store: Store<Profile.State, Profile.Action>
  let publisher: StorePublisher<Profile.State>
  let equating: Equating<Profile.State>
  let binding: ActionBinding<String>
  let computation: ViewStateComputation
  let viewStore: any ViewStore<Profile.State, Profile.Action>
  let connector: any Connector<Profile.State, Profile.Action, String, Never>
  let cancellable: AnyCancellable
  let observable: any Observable
}

private struct TitleConnector: Connector {
  func connect(state: Profile.State) -> String { state.header.title }
  func connect(action: Never) -> Profile.Action {}
}

extension NameClashTests {
  @Test func theStoreFacingNamesWorkNextToTheLookalikes() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let names = ViewLayerNames(
      store: store,
      publisher: store.publisher,
      equating: .equal(\.visits),
      binding: store.binding(get: \.header.title, send: Profile.Action.titleChanged),
      computation: .mainActor,
      viewStore: store,
      connector: TitleConnector(),
      cancellable: AnyCancellable(),
      observable: BothWorlds()
    )
    names.binding.wrappedValue = "Grace"
    #expect(names.viewStore.viewState.header.title == "Grace")
    #expect(names.connector.connect(state: store.state) == "Grace")
  }
}
