/// A note of one ``IdentifiedArray`` value as of one moment, to ask it later which ids changed
/// since (``IdentifiedArray/changes(since:)``).
///
/// A mark keeps none of the array's storage alive: it holds the array's change-log token (an
/// immutable, empty object) and a generation number. Take it with
/// ``IdentifiedArray/changeMark``; keep it instead of the previous array.
@usableFromInline
package struct IdentifiedArrayChangeMark: Sendable {
  // NB: `nil` marks an array that has no change log yet, which is always an empty array (see
  // the invariants on `IdentifiedArray`).
  @usableFromInline let token: IdentifiedArrayChangeToken?
  // NB: Variable so that a mark of the same log moves on in place (see `IdentifiedArray.advance(_:)`).
  @usableFromInline var generation: UInt64

  @inlinable
  init(token: IdentifiedArrayChangeToken?, generation: UInt64) {
    self.token = token
    self.generation = generation
  }
}

/// The identity of one change log, which outlives it as long as a mark or a descendant log
/// refers to it.
///
/// Marks and logs compare tokens with `===` while holding them strongly, so a freed token can
/// never be mistaken for a new one allocated at the same address. A token is never mutated, so
/// holding it keeps no array storage alive and never makes a log look shared.
@usableFromInline
final class IdentifiedArrayChangeToken: Sendable {
  @usableFromInline init() {}
}
