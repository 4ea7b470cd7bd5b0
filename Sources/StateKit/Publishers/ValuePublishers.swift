/// The namespace of the publishers that ``ValuePublisher``'s operators return, as Combine's `Publishers`
/// holds its own: `relay.map { $0.count }` is a `ValuePublishers.Map`.
///
/// You rarely name these types: chain the operators, and erase a chain with
/// ``ValuePublisher/eraseToAnyValuePublisher()`` where a stored property needs one type.
public enum ValuePublishers {}
