import StateKit
import Testing

/// A view store written by hand for the settings form, which records what it is sent.
@MainActor
private final class RecordingSettingsViewStore: ViewStore {
  var viewState = SettingsForm.State()
  var sent: [SettingsForm.Action] = []

  func send(_ action: SettingsForm.Action) {
    sent.append(action)
  }
}

/// An app that shows the settings form as a child feature.
private struct App: Reducer {
  struct State: Equatable { var settings = SettingsForm.State() }
  enum Action: Equatable, Sendable {
    case settings(SettingsForm.Action)
    var settings: SettingsForm.Action? { if case .settings(let action) = self { action } else { nil } }
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.settings, action: Action.settings, extract: \.settings) { SettingsForm() }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ViewStoreBindableActionTests {
  @Test func aFieldBindingSendsABindingActionThroughTheReducerAndReadsTheResult() {
    let store = Store(initialState: SettingsForm.State(), reducer: SettingsForm())
    let name = store.binding(\.name)
    #expect(name.wrappedValue == "")

    name.wrappedValue = "Blob"

    #expect(name.wrappedValue == "Blob")
    #expect(store.validations == 1)  // the feature's reducer saw `.binding(\.name)`
  }

  @Test func writingSendsSetWithTheKeyPathAndTheNewValue() {
    let viewStore = RecordingSettingsViewStore()

    viewStore.binding(\.notificationsOn).wrappedValue = true
    viewStore.binding(\.nickname).wrappedValue = nil

    #expect(viewStore.sent == [.binding(.set(\.notificationsOn, true)), .binding(.set(\.nickname, nil))])
  }

  @Test func aPropertyOfAFieldBindingSetsTheWholeField() {
    let viewStore = RecordingSettingsViewStore()
    viewStore.viewState.address.postcode = "75001"

    viewStore.binding(\.address).city.wrappedValue = "Paris"

    #expect(viewStore.sent == [.binding(.set(\.address, .init(city: "Paris", postcode: "75001")))])
  }

  @Test func aScopedStoreOfTheFormBindsThroughItsParent() {
    let store = Store(initialState: App.State(), reducer: App())
    let settings = store.scope(state: \.settings, action: App.Action.settings)

    settings.binding(\.address.city).wrappedValue = "Paris"

    #expect(store.settings.address.city == "Paris")
  }
}
