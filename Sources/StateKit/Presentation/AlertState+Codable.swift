extension AlertState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case title, actions, message
  }

  /// Reads an alert written by ``encode(to:)``, with a new identity.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    presentationID = PresentationID()
    title = try container.decode(TextState.self, forKey: .title)
    buttons = try container.decode([ButtonState<Action>].self, forKey: .actions)
    message = try container.decodeIfPresent(TextState.self, forKey: .message)
  }

  /// Writes the title, the buttons and the message, if any; not the identity.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(buttons, forKey: .actions)
    try container.encodeIfPresent(message, forKey: .message)
  }
}
