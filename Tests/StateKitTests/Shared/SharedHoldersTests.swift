import StateKit
import Testing

/// A feature that can hold a shared count, gain one and lose it.
struct CountHolder: Reducer {
  struct State: Equatable {
    var count: Shared<Int>?
    var label = ""
  }

  enum Action: Sendable {
    case make
    case adopt(Shared<Int>)
    case drop
    case rename(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .make:
      state.count = Shared(value: 0)
    case .adopt(let count):
      state.count = count
    case .drop:
      state.count = nil
    case .rename(let label):
      state.label = label
    }
    return .none
  }
}

@MainActor
@Suite struct SharedHoldersTests {
  @Test func aChangeReachesExactlyTheStoresThatHoldTheValue() {
    let count = Shared(value: 0)
    let holding = Store(initialState: CountHolder.State(count: count)) { CountHolder() }
    let other = Store(initialState: CountHolder.State(count: Shared(value: 0))) { CountHolder() }
    let none = Store(initialState: CountHolder.State()) { CountHolder() }
    let recordings = [holding, other, none].map { $0.startRecording() }
    #expect([holding, other, none].map(count.isHeld(by:)) == [true, false, false])
    count.withLock { $0 += 1 }
    SharedChanges.deliver()
    #expect(recordings.map(\.trace.sharedChanges.count) == [1, 0, 0])
    #expect(holding.count?.wrappedValue == 1)
  }

  @Test func aChangeEntersTheRecordingAndTheInstrumentAsAWriteWithNoAction() {
    let count = Shared(value: 0)
    let store = Store(initialState: CountHolder.State(count: count)) { CountHolder() }
    let recording = store.startRecording(states: .everyStep)
    let keys = LockedState<[String]>([])
    store.instrument = StoreInstrument { _ in
    } sharedChange: { key in
      keys.withLock { $0.append(key) }
    }
    store.send(.rename("Taps"))
    count.withLock { $0 += 1 }
    SharedChanges.deliver()
    let trace = recording.trace
    #expect(trace.steps.count == 1, "the change is not an action")
    #expect(trace.sharedChanges.map(\.afterStep) == [1])
    #expect(trace.sharedChanges.map(\.key) == ["Shared(value:)"])
    #expect(keys.withLock { $0 } == ["Shared(value:)"])
  }

  @Test func aSharedValueAnActionMakesIsDeliveredWhenItChanges() {
    let store = Store(initialState: CountHolder.State()) { CountHolder() }
    var counts: [Int?] = []
    let token = store.publisher.sink { counts.append($0.count?.wrappedValue) }
    store.send(.make)
    let count = store.count
    #expect(count?.isHeld(by: store) == true)
    count?.withLock { $0 += 1 }
    SharedChanges.deliver()
    #expect(counts == [nil, 0, 1])
    token.cancel()
  }

  @Test func aSharedValueAnActionCarriesIsDeliveredWhenItChanges() {
    let other = Store(initialState: CountHolder.State()) { CountHolder() }
    let store = Store(initialState: CountHolder.State()) { CountHolder() }
    let count = Shared(value: 5)
    other.send(.rename("another store writes first"))
    store.send(.adopt(count))
    let recording = store.startRecording()
    count.withLock { $0 += 1 }
    SharedChanges.deliver()
    #expect(recording.trace.sharedChanges.count == 1)
    #expect(store.count?.wrappedValue == 6)
    #expect(count.isHeld(by: store))
    #expect(!count.isHeld(by: other), "the store that wrote without taking the value left its holders")
  }

  @Test func aSharedValueAnActionRemovedIsNotDeliveredAnyMore() {
    let count = Shared(value: 0)
    let store = Store(initialState: CountHolder.State(count: count)) { CountHolder() }
    let recording = store.startRecording()
    store.send(.drop)
    count.withLock { $0 += 1 }
    SharedChanges.deliver()
    #expect(recording.trace.sharedChanges.isEmpty)
    #expect(!count.isHeld(by: store))
    count.withLock { $0 += 1 }
    SharedChanges.deliver()
    #expect(recording.trace.sharedChanges.isEmpty)
  }

  @Test func aReleasedStoreLeavesTheHolders() {
    let count = Shared(value: 0)
    var store: Store<CountHolder.State, CountHolder.Action>? = Store(
      initialState: CountHolder.State(count: count)
    ) { CountHolder() }
    let holder = store.flatMap { Shared<Int>.holderIdentity(of: $0) }
    #expect(holder.map(count.isHeld(byHolder:)) == true)
    store = nil
    #expect(holder.map(count.isHeld(byHolder:)) == false)
    count.withLock { $0 += 1 }
    SharedChanges.deliver()
    _ = store
  }
}
