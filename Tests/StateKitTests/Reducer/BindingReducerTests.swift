import StateKit
import StateKitTesting
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct BindingReducerTests {
  @Test func aBindingActionSetsItsField() async {
    let store = TestStore(initialState: SettingsForm.State(), reducer: SettingsForm())
    await store.send(.binding(.set(\.notificationsOn, true))) { $0.notificationsOn = true }
    await store.send(.binding(.set(\.address.city, "Paris"))) { $0.address.city = "Paris" }
    await store.send(.binding(.set(\.nickname, "Blobby"))) { $0.nickname = "Blobby" }
    await store.send(.binding(.set(\.nickname, nil))) { $0.nickname = nil }
  }

  @Test func theFeaturesOwnReducerSeesTheNewValueOfTheFieldItMatches() async {
    let store = TestStore(initialState: SettingsForm.State(), reducer: SettingsForm())
    await store.send(.binding(.set(\.name, "Blob"))) {
      $0.name = "Blob"
      $0.validations = 1
    }
    await store.send(.binding(.set(\.name, ""))) {
      $0.name = ""
      $0.nameError = "A name is required."
      $0.validations = 2
    }
    // Another field does not match `case .binding(\.name)`.
    await store.send(.binding(.set(\.tags, ["swift"]))) { $0.tags = ["swift"] }
  }

  @Test func otherActionsPassThroughWithTheirEffects() async {
    let store = TestStore(initialState: SettingsForm.State(), reducer: SettingsForm())
    await store.send(.saveTapped)
    await store.receive(.saved)
  }

  @Test func aFailureMessageShowsTheKeyPathAndTheValue() async {
    let store = TestStore(initialState: SettingsForm.State(), reducer: SettingsForm())
    await withKnownIssue {
      await store.send(.binding(.set(\.notificationsOn, true)))
    } matching: { issue in
      issue.message.contains(
        #"The state changed when sending SettingsForm.Action.binding(.set(\SettingsForm.State.notificationsOn, true))"#
      )
        && issue.message.contains(#"\.notificationsOn: false → true"#)
    }
  }

  @Test func receivingAnotherBindingActionShowsBothKeyPathsAndValues() async {
    let store = TestStore(initialState: SettingsForm.State(name: "Blob"), reducer: SettingsForm())
    await store.send(.signOutTapped)
    await withKnownIssue {
      await store.receive(.binding(.set(\.nickname, nil)))
    } matching: { issue in
      issue.message.contains("(- expected, + received)")
        && issue.message.contains(#"- SettingsForm.Action.binding(.set(\SettingsForm.State.nickname, nil))"#)
        && issue.message.contains(#"+ SettingsForm.Action.binding(.set(\SettingsForm.State.name, ""))"#)
    }
    store.assert {
      $0.name = ""
      $0.nameError = "A name is required."
      $0.validations = 1
    }
  }

  @Test func printChangesShowsTheKeyPathAndTheValue() {
    let output = Recorder<String>()
    let store = Store(initialState: SettingsForm.State()) {
      SettingsForm().printChanges(to: DebugOutput { output.append($0) })
    }

    store.send(.binding(.set(\.address.city, "Paris")))

    #expect(
      output.values == [
        #"""
        received SettingsForm.Action.binding(.set(\SettingsForm.State.address.city, "Paris"))
          \.address.city: "" → "Paris"

        """#
      ]
    )
  }
}
