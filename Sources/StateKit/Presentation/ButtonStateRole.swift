/// What a button of an alert or a confirmation dialog does, for the platform to style and place it.
public enum ButtonStateRole: String, Hashable, Sendable, Codable {
  /// Cancels: the platform shows it apart from the others, and uses it when the user dismisses.
  case cancel
  /// Destroys data: the platform shows it as a warning, in red on Apple platforms.
  case destructive
}
