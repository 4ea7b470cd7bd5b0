/// An alert, as state: its title, its buttons and its message, and the action each button sends.
///
/// Present one by setting a ``PresentationState`` property of the feature's state; the view shows it
/// while it is there:
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// A tapped button sends `.presented(action)` (a ``PresentationAction``); a button without an action,
/// and a dismissal by the platform, send `.dismiss`. An alert without buttons gets the platform's OK
/// button, which dismisses it.
///
/// Two alerts are equal when they show the same title, buttons and message. Each alert also has an
/// identity, made when it is created and kept by its copies, that equality leaves out: a reducer uses it
/// to tell an alert presented anew (even an equal one) from the one it presented.
public struct AlertState<Action>: PresentationIdentified {
  /// The identity made when this alert was created: see ``PresentationID``.
  package let presentationID: PresentationID
  let content: PresentationContent<Action>

  /// The alert's title.
  public var title: TextState { content.title }
  /// The alert's buttons, in order.
  public var buttons: [ButtonState<Action>] { content.buttons }
  /// The text under the title, if any.
  public var message: TextState? { content.message }

  /// An alert with a title, buttons and a message.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - actions: The alert's buttons, one a line (see ``ButtonStateBuilder``); none for the platform's OK
  ///     button.
  ///   - message: The text under the title, if any.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.presentationID = PresentationID()
    self.content = PresentationContent(title: title(), buttons: actions(), message: message?())
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Whether both alerts show the same title, buttons and message; their identities are not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.content == rhs.content
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, buttons and message; not the identity.
  ///
  /// - Parameter hasher: The hasher to use.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(content)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomReflectable {
  /// The alert as a test failure shows it, without its identity:
  /// `AlertState(title: "Delete?", actions: [ButtonState(…), …], message: "This cannot be undone.")`.
  public var customMirror: Mirror {
    // NB: Every field, `message: nil` included, so that two alerts always compare field by field.
    Mirror(
      self, children: ["title": title, "actions": buttons, "message": message as Any], displayStyle: .struct)
  }
}

extension AlertState: DumpedWithoutGenericArguments {}
