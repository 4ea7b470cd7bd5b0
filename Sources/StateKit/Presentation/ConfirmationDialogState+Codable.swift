extension ConfirmationDialogState: Codable where Action: Codable {
  /// Reads a dialog written by ``encode(to:)``, with a new identity.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PresentationCodingKeys.self)
    presentationID = PresentationID()
    titleVisibility = try container.decode(
      ConfirmationDialogStateTitleVisibility.self, forKey: .titleVisibility)
    content = try PresentationContent(from: container)
  }

  /// Writes the visibility, the title, the buttons and the message, if any; not the identity.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PresentationCodingKeys.self)
    try container.encode(titleVisibility, forKey: .titleVisibility)
    try content.encode(to: &container)
  }
}
