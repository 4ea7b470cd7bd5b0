/// A confirmation dialog (an action sheet), as state: its title, whether it shows it, its buttons and
/// its message, and the action each button sends.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// It works as ``AlertState`` does: present it by setting a ``PresentationState`` property; a tapped
/// button sends `.presented(action)`, a button without an action and a dismissal by the platform send
/// `.dismiss`; equality compares what it shows, not the identity it gets when it is created.
public struct ConfirmationDialogState<Action>: PresentationIdentified {
  /// The identity made when this dialog was created: see ``PresentationID``.
  package let presentationID: PresentationID
  /// Whether the dialog shows its title.
  public let titleVisibility: ConfirmationDialogStateTitleVisibility
  let content: PresentationContent<Action>

  /// The dialog's title.
  public var title: TextState { content.title }
  /// The dialog's buttons, in order.
  public var buttons: [ButtonState<Action>] { content.buttons }
  /// The text under the title, if any.
  public var message: TextState? { content.message }

  /// A confirmation dialog with a title, buttons and a message.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the dialog shows its title; the platform decides by default.
  ///   - title: The dialog's title.
  ///   - actions: The dialog's buttons, one a line (see ``ButtonStateBuilder``).
  ///   - message: The text under the title, if any.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.presentationID = PresentationID()
    self.titleVisibility = titleVisibility
    self.content = PresentationContent(title: title(), buttons: actions(), message: message?())
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether both dialogs show the same title, visibility, buttons and message; their identities are not
  /// compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.content == rhs.content
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the title, visibility, buttons and message; not the identity.
  ///
  /// - Parameter hasher: The hasher to use.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(content)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomReflectable {
  /// The dialog as a test failure shows it, without its identity:
  /// `ConfirmationDialogState(titleVisibility: .visible, title: "Share", actions: […], message: nil)`.
  public var customMirror: Mirror {
    // NB: Every field, `message: nil` included, so that two dialogs always compare field by field.
    Mirror(
      self,
      children: [
        "titleVisibility": titleVisibility, "title": title, "actions": buttons, "message": message as Any,
      ],
      displayStyle: .struct
    )
  }
}

extension ConfirmationDialogState: DumpedWithoutGenericArguments {}
