import StateKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct BindingActionTests {
  typealias State = SettingsForm.State

  @Test func actionsThatSetTheSameFieldToEqualValuesAreEqual() {
    #expect(BindingAction<State>.set(\.name, "Blob") == .set(\.name, "Blob"))
    #expect(BindingAction<State>.set(\.nickname, nil) == .set(\.nickname, nil))
    #expect(
      BindingAction<State>.set(\.address, .init(city: "Paris")) == .set(\.address, .init(city: "Paris")))
  }

  @Test func aDifferentValueOrADifferentFieldMakesThemDifferent() {
    #expect(BindingAction<State>.set(\.name, "Blob") != .set(\.name, "Blob Jr."))
    #expect(BindingAction<State>.set(\.name, "Blob") != .set(\.address.city, "Blob"))
    #expect(BindingAction<State>.set(\.nickname, "Blob") != .set(\.nickname, nil))
  }

  @Test func aSwitchMatchesTheFieldByKeyPath() {
    func field(_ action: SettingsForm.Action) -> String {
      switch action {
      case .binding(\.name): "name"
      case .binding(\.address.city): "city"
      case .binding: "another field"
      default: "not a binding"
      }
    }
    #expect(field(.binding(.set(\.name, "Blob"))) == "name")
    #expect(field(.binding(.set(\.address.city, "Paris"))) == "city")
    #expect(field(.binding(.set(\.address, .init(city: "Paris")))) == "another field")
    #expect(field(.saveTapped) == "not a binding")
  }

  struct Toggle: Equatable, Sendable {
    var isOn = false
    var name = ""
  }

  @Test func itsValueForAKeyPathIsTheNewValueOfThatFieldOnly() {
    let action = BindingAction<Toggle>.set(\.isOn, true)
    #expect(action.value(for: \.isOn) == true)
    #expect(action.value(for: \.name) == nil)
    #expect(BindingAction<Toggle>.set(\.name, "Blob").value(for: \.name) == "Blob")
    #expect(BindingAction<Toggle>.set(\.name, "Blob").value(for: \.isOn) == nil)
  }

  @Test func theKeyPathSaysWhichFieldChanges() {
    let action = BindingAction<State>.set(\.notificationsOn, true)
    #expect(action.keyPath == \State.notificationsOn)
    #expect(action.keyPath != \State.name)
  }

  @Test func itReadsAsItIsWrittenWithTheKeyPathAndTheValue() {
    #expect(
      BindingAction<State>.set(\.name, "Blob").description == #".set(\SettingsForm.State.name, "Blob")"#)
    #expect(
      BindingAction<State>.set(\.address.city, "Paris").description
        == #".set(\SettingsForm.State.address.city, "Paris")"#)
    #expect(
      BindingAction<State>.set(\.nickname, nil).description == #".set(\SettingsForm.State.nickname, nil)"#)
    #expect(
      BindingAction<State>.set(\.address, .init(city: "Paris")).description
        == #".set(\SettingsForm.State.address, SettingsForm.Address(city: "Paris", postcode: ""))"#)
  }

  @Test func aDumpOfAnActionCarryingItShowsTheKeyPathAndTheValue() {
    let action = SettingsForm.Action.binding(.set(\.name, "Blob"))
    #expect("\(action)".contains(#".set(\SettingsForm.State.name, "Blob")"#))
  }

  @Test func aComputedFieldIsDescribedWithoutAMemoryAddress() {
    let description = BindingAction<State>.set(\.uppercasedName, "BLOB").description
    #expect(description.hasPrefix(#".set(\SettingsForm.State."#))
    #expect(description.hasSuffix(#", "BLOB")"#))
    #expect(!description.contains("0x"))
  }

  @Test func itIsSendable() {
    let action: any Sendable = BindingAction<State>.set(\.tags, ["a"])
    #expect(action is BindingAction<State>)
  }
}
