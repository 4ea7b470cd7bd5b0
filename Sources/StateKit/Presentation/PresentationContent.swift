/// What an alert and a confirmation dialog both show: a title, buttons and a message. Both compare, hash,
/// decode and encode it the one way this type does.
struct PresentationContent<Action> {
  let title: TextState
  let buttons: [ButtonState<Action>]
  let message: TextState?
}

extension PresentationContent: Equatable where Action: Equatable {}
extension PresentationContent: Hashable where Action: Hashable {}
extension PresentationContent: Sendable where Action: Sendable {}

/// The keys an alert and a confirmation dialog are written with; an alert has no title visibility.
enum PresentationCodingKeys: String, CodingKey {
  case titleVisibility, title, actions, message
}

extension PresentationContent where Action: Codable {
  /// Reads the title, the buttons and the message, if any, from `container`.
  init(from container: KeyedDecodingContainer<PresentationCodingKeys>) throws {
    title = try container.decode(TextState.self, forKey: .title)
    buttons = try container.decode([ButtonState<Action>].self, forKey: .actions)
    message = try container.decodeIfPresent(TextState.self, forKey: .message)
  }

  /// Writes the title, the buttons and the message, if any, to `container`.
  func encode(to container: inout KeyedEncodingContainer<PresentationCodingKeys>) throws {
    try container.encode(title, forKey: .title)
    try container.encode(buttons, forKey: .actions)
    try container.encodeIfPresent(message, forKey: .message)
  }
}
