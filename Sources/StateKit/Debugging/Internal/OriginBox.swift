/// An origin in a class, so that a queued action carries it in one word, and carries none (`nil`) when
/// nothing records.
@usableFromInline
final class OriginBox<Action> {
  @usableFromInline let origin: ActionOrigin<Action>

  @usableFromInline init(_ origin: ActionOrigin<Action>) {
    self.origin = origin
  }
}
