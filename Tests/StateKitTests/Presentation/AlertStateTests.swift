import Foundation
import StateKit
import Testing

@Suite struct AlertStateTests {
  enum Alert: Equatable, Hashable, Codable, Sendable {
    case confirmDeletion
    case archive
    case delete(Int)
  }

  static func deletion() -> AlertState<Alert> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  @Test func holdsItsTitleButtonsAndMessage() {
    let alert = Self.deletion()
    #expect(alert.title == "Delete?")
    #expect(alert.message == "This cannot be undone.")
    #expect(alert.buttons.map(\.label) == ["Delete", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action) == [.confirmDeletion, nil])
  }

  @Test func aTitleAloneHasNoButtonsAndNoMessage() {
    let alert = AlertState<Alert> { TextState("Saved") }
    #expect(alert.title == "Saved")
    #expect(alert.buttons.isEmpty)
    #expect(alert.message == nil)
  }

  @Test func theActionsBuilderTakesIfElseSwitchAndLoops() {
    func alert(canArchive: Bool, count: Int) -> AlertState<Alert> {
      AlertState {
        TextState("Delete \(count) items?")
      } actions: {
        if canArchive {
          ButtonState(action: .archive) { TextState("Archive") }
        }
        for index in 0..<count {
          ButtonState(role: .destructive, action: .delete(index)) { TextState("Delete #\(index)") }
        }
        if count > 1 {
          ButtonState(action: .confirmDeletion) { TextState("Delete all") }
        } else {
          ButtonState { TextState("OK") }
        }
        switch count {
        case 0: ButtonState(role: .cancel) { TextState("Close") }
        default: ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
    }
    #expect(
      alert(canArchive: true, count: 2).buttons.map(\.label)
        == ["Archive", "Delete #0", "Delete #1", "Delete all", "Cancel"])
    #expect(alert(canArchive: false, count: 0).buttons.map(\.label) == ["OK", "Close"])
    #expect(
      alert(canArchive: false, count: 2).buttons.map(\.action) == [
        .delete(0), .delete(1), .confirmDeletion, nil,
      ])
  }

  @Test func equalityAndHashingLeaveTheIdentityOut() {
    let a = Self.deletion()
    let b = Self.deletion()
    #expect(a.presentationID != b.presentationID)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
    let other = AlertState<Alert> { TextState("Delete?") }
    #expect(a != other)
  }

  @Test func copiesKeepTheIdentityAndANewAlertHasANewOne() {
    struct State: Equatable {
      @PresentationState var alert: AlertState<Alert>?
    }
    var state = State()
    state.alert = Self.deletion()
    let presented = state.alert!.presentationID
    let copy = state
    #expect(copy.alert?.presentationID == presented)  // untouched
    state.alert = Self.deletion()  // the same alert, set again
    #expect(state.alert?.presentationID != presented)
    #expect(state == copy)  // and yet equal
  }

  @Test func isCodableWithoutItsIdentity() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let alert = Self.deletion()
    let text = String(decoding: try encoder.encode(alert), as: UTF8.self)
    #expect(
      text
        == #"{"actions":[{"action":{"confirmDeletion":{}},"label":"Delete","role":"destructive"},{"label":"Cancel","role":"cancel"}],"message":"This cannot be undone.","title":"Delete?"}"#
    )
    let decoded = try JSONDecoder().decode(AlertState<Alert>.self, from: Data(text.utf8))
    #expect(decoded == alert)
    #expect(decoded.presentationID != alert.presentationID)
    let untitled = try JSONDecoder().decode(
      AlertState<Alert>.self, from: Data(#"{"actions":[],"title":"Saved"}"#.utf8))
    #expect(untitled == AlertState { TextState("Saved") })
  }

  @Test func dumpsItsTitleButtonsAndMessageReadably() {
    #expect(
      dump(Self.deletion()) == """
        AlertState(
          title: "Delete?",
          actions: [
            ButtonState(role: .destructive, action: .confirmDeletion, label: "Delete"),
            ButtonState(role: .cancel, label: "Cancel"),
          ],
          message: "This cannot be undone."
        )
        """)
    #expect(
      dump(AlertState<Alert> { TextState("Saved") })
        == #"AlertState(title: "Saved", actions: [], message: nil)"#)
  }

  @Test func aChangedAlertDiffsByTitleAndButton() {
    let before = Self.deletion()
    let after = AlertState<Alert> {
      TextState("Remove?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Remove") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
    #expect(
      StateKit.changes(from: before, to: after).map(\.description) == [
        #"\.title: "Delete?" → "Remove?""#,
        #"\.actions[0].label: "Delete" → "Remove""#,
      ])
  }
}
