#if canImport(SwiftUI)
  import SwiftUI

  extension Button where Label == Text {
    /// The SwiftUI button of `button`: its label and role; tapping it calls `send` with its action, if it
    /// has one.
    @MainActor
    init<Action>(_ button: ButtonState<Action>, send: @escaping (Action) -> Void) {
      self.init(role: button.role.map { ButtonRole($0) }) {
        if let action = button.action { send(action) }
      } label: {
        Text(verbatim: button.label.string)
      }
    }
  }

  /// The buttons of an alert or a confirmation dialog, in order; tapping one calls `send` with its action.
  struct PresentedButtons<Action>: View {
    let buttons: [ButtonState<Action>]
    let send: (Action) -> Void

    var body: some View {
      ForEach(buttons.indices, id: \.self) { index in
        Button(buttons[index], send: send)
      }
    }
  }

  extension ButtonRole {
    /// The SwiftUI role of `role`.
    init(_ role: ButtonStateRole) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }

  extension Visibility {
    /// The SwiftUI visibility of a confirmation dialog's title.
    init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .visible: self = .visible
      case .hidden: self = .hidden
      }
    }
  }
#endif
