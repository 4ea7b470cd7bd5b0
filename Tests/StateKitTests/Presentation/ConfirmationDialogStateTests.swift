import Foundation
import StateKit
import Testing

@Suite struct ConfirmationDialogStateTests {
  enum Dialog: Equatable, Hashable, Codable, Sendable {
    case copyLink
    case share(String)
  }

  static func sharing(visibility: ConfirmationDialogStateTitleVisibility = .visible)
    -> ConfirmationDialogState<
      Dialog
    >
  {
    ConfirmationDialogState(titleVisibility: visibility) {
      TextState("Share")
    } actions: {
      ButtonState(action: .copyLink) { TextState("Copy link") }
      for app in ["Mail", "Messages"] {
        ButtonState(action: .share(app)) { TextState(app) }
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }

  @Test func holdsItsTitleVisibilityAndButtons() {
    let dialog = Self.sharing()
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.title == "Share")
    #expect(dialog.message == nil)
    #expect(dialog.buttons.map(\.action) == [.copyLink, .share("Mail"), .share("Messages"), nil])
    #expect(ConfirmationDialogState<Dialog> { TextState("Share") }.titleVisibility == .automatic)
  }

  @Test func equalityAndHashingLeaveTheIdentityOutButNotTheVisibility() {
    let a = Self.sharing()
    let b = Self.sharing()
    #expect(a.presentationID != b.presentationID)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != Self.sharing(visibility: .hidden))
  }

  @Test func isCodableWithoutItsIdentity() throws {
    let dialog = ConfirmationDialogState<Dialog>(titleVisibility: .hidden) {
      TextState("Share")
    } actions: {
      ButtonState(action: .copyLink) { TextState("Copy link") }
    } message: {
      TextState("Pick one.")
    }
    let decoded = try JSONDecoder().decode(
      ConfirmationDialogState<Dialog>.self, from: try JSONEncoder().encode(dialog))
    #expect(decoded == dialog)
    #expect(decoded.presentationID != dialog.presentationID)
  }

  @Test func writesItsVisibilityBesideTheKeysOfAnAlert() throws {
    let dialog = ConfirmationDialogState<Dialog>(titleVisibility: .hidden) {
      TextState("Share")
    } actions: {
      ButtonState(action: .copyLink) { TextState("Copy link") }
    } message: {
      TextState("Pick one.")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(dialog), as: UTF8.self)
        == #"{"actions":[{"action":{"copyLink":{}},"label":"Copy link"}],"message":"Pick one.","title":"Share","titleVisibility":"hidden"}"#
    )
    let untitled = try JSONDecoder().decode(
      ConfirmationDialogState<Dialog>.self,
      from: Data(#"{"actions":[],"title":"Saved","titleVisibility":"visible"}"#.utf8))
    #expect(untitled == ConfirmationDialogState(titleVisibility: .visible) { TextState("Saved") })
  }

  @Test func dumpsReadably() {
    #expect(
      dump(Self.sharing()) == """
        ConfirmationDialogState(
          titleVisibility: .visible,
          title: "Share",
          actions: [
            ButtonState(action: .copyLink, label: "Copy link"),
            ButtonState(action: .share("Mail"), label: "Mail"),
            ButtonState(action: .share("Messages"), label: "Messages"),
            ButtonState(role: .cancel, label: "Cancel"),
          ],
          message: nil
        )
        """)
  }
}
