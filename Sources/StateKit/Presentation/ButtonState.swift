/// A button of an alert or a confirmation dialog, as state: its label, its role, and the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
///
/// Tapping a button with an action sends `.presented(action)` (a ``PresentationAction``) to the feature
/// that presented the alert; a button without one only dismisses it, which sends `.dismiss`.
public struct ButtonState<Action> {
  /// How the platform styles and places the button, or `nil` for a plain one.
  public let role: ButtonStateRole?
  /// The action the button sends, or `nil` for a button that only dismisses.
  public let action: Action?
  /// The button's label.
  public let label: TextState

  /// A button that sends `action` when tapped.
  ///
  /// - Parameters:
  ///   - role: How the platform styles and places the button, or `nil` for a plain one.
  ///   - action: The action it sends.
  ///   - label: The button's label.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A button that sends nothing when tapped: it only dismisses what shows it.
  ///
  /// - Parameters:
  ///   - role: How the platform styles and places the button, or `nil` for a plain one.
  ///   - label: The button's label.
  public init(role: ButtonStateRole? = nil, label: () -> TextState) {
    self.role = role
    self.action = nil
    self.label = label()
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonState: Codable where Action: Codable {}

extension ButtonState: CustomReflectable {
  /// The button as a test failure shows it, without a role or an action it does not have:
  /// `ButtonState(role: .destructive, action: .confirmDeletion, label: "Delete")`.
  public var customMirror: Mirror {
    var children: [Mirror.Child] = []
    if let role { children.append((label: "role", value: role)) }
    if let action { children.append((label: "action", value: action)) }
    children.append((label: "label", value: label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ButtonState: DumpedWithoutGenericArguments {}
