/// What ``IdentifiedArray/changes(since:)`` knows about the elements that changed between a
/// marked value and the current one.
@usableFromInline
package enum IdentifiedArrayChanges<ID: Hashable>: Equatable {
  /// The current value is the marked value: no tracked mutation happened since the mark.
  case unchanged

  /// Every id whose element may have been replaced, mutated, inserted or removed since the mark.
  ///
  /// A superset: an id may appear more than once, and a write of an equal element still counts.
  /// No id is ever missing. The list is empty when only the order changed (a move, sort or swap),
  /// or when a tracked mutation changed nothing.
  case changed([ID])

  /// The array cannot tell which elements changed — the current value does not descend from the
  /// marked one through tracked mutations, or too many changes happened since. Compare every
  /// element instead.
  case unknown
}

extension IdentifiedArrayChanges: Sendable where ID: Sendable {}
