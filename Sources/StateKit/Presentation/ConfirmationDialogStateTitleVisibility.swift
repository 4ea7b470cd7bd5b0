/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: String, Hashable, Sendable, Codable {
  /// As the platform decides.
  case automatic
  /// Always.
  case visible
  /// Never.
  case hidden
}
