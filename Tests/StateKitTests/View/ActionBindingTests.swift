import StateKit
import Testing

/// A view store written by hand, with nothing to await when it sends.
@MainActor
private final class ToggleViewStore: ViewStore {
  struct ViewState {
    var showsCount = false
    var title = "Photos"
  }

  enum Action: Equatable {
    case showCountToggled(Bool)
    case dismissed
    case replaced(String)
  }

  var viewState = ViewState()
  var sent: [Action] = []

  func send(_ action: Action) {
    sent.append(action)
    if case .showCountToggled(let isOn) = action { viewState.showsCount = isOn }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ActionBindingTests {
  @Test func aKeyPathBindingReadsTheViewStateAndWritesBySendingAnAction() {
    let store = ToggleViewStore()
    let showsCount = store.binding(\.showsCount, send: ToggleViewStore.Action.showCountToggled)
    #expect(showsCount.wrappedValue == false)

    showsCount.wrappedValue = true

    #expect(store.sent == [.showCountToggled(true)])
    #expect(showsCount.wrappedValue == true)
  }

  @Test func aBindingWithAFixedActionSendsItWhateverTheValue() {
    let store = ToggleViewStore()
    let title = store.binding(get: \.title, send: .dismissed)

    title.wrappedValue = "ignored"

    #expect(store.sent == [.dismissed])
    #expect(title.wrappedValue == "Photos")
  }

  @Test func wholeStateBindingsSendTheirActions() {
    let store = ToggleViewStore()
    store.binding(send: { .replaced($0.title) }).wrappedValue = ToggleViewStore.ViewState(title: "New")
    store.binding(send: .dismissed).wrappedValue = ToggleViewStore.ViewState()
    #expect(store.sent == [.replaced("New"), .dismissed])
  }

  @Test func aStoreBindingSendsToItsReducerAndReadsTheNewState() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let title = store.binding(get: \.header.title, send: Profile.Action.titleChanged)

    title.wrappedValue = "Grace"

    #expect(store.header.title == "Grace")
    #expect(title.wrappedValue == "Grace")
  }

  @Test func aPropertyOfABindingWritesTheWholeValueBack() {
    let store = Store(initialState: Profile.State(), reducer: Profile())
    let header = store.binding(get: \.header, send: { Profile.Action.subtitleChanged($0.subtitle) })

    header.subtitle.wrappedValue = "Poet"

    #expect(store.header.subtitle == "Poet")
  }
}
