/// One watched row of a list (see ``ElementWatcher``): the observers at the end of the change path of
/// every store of that row, in the order they were added, and the row's cores.
///
/// A row's change reaches its observers from here, not through its stores' cores: its watcher compares
/// the row with the value last shown (see ``TypedRowEntry``), and tells this list only when it differs.
/// The cores are woken only when they must be: when the row is removed, which each notes for good, and
/// while a core has observers of its own (stores derived from it), which it says through
/// ``RowLink/wakesOnChange``. So a change of one row of a long list reads this entry, its observers and
/// their callbacks, and none of the row stores' other objects.
@MainActor
@usableFromInline
class RowEntry: ObserverList {
  /// What the last check found: how ``tell(countingIn:)`` tells the row.
  @usableFromInline
  enum Change {
    /// The row is there and differs from the value last shown, which it now is.
    case changed
    /// The row is gone.
    case removed
  }

  // NB: The fields marked so are touched only on the main actor, by the watcher and the row's cores,
  // never across a call that could touch them again: their run-time exclusivity checks, paid on every
  // change of a row, are off.
  /// What the last check found, for ``tell(countingIn:)``.
  @exclusivity(unchecked) @usableFromInline final var change = Change.changed
  /// Whether the row was removed and every core noted it: the entry is told nothing more, and its
  /// watcher drops it (a row added again with the same id gets a new entry, for new stores).
  @exclusivity(unchecked) @usableFromInline final var isDetached = false
  /// Where the row was last found in its collection: where the next check looks first.
  @exclusivity(unchecked) @usableFromInline final var hint: UInt32 = 0
  /// How many of ``cores`` ask to be woken on every change of the row (see ``RowLink/wakesOnChange``).
  final var wakingCores: Int32 = 0
  /// The row's cores, one ``RowLink`` per store of the row, in the order they were scoped.
  final let cores = ObserverList()

  /// Tells the row's observers and cores about what the last check found: on a change, the observers,
  /// then the cores that asked for it; on a removal, every core, so that each notes it is gone.
  final func tell(countingIn session: DebugSession?) {
    switch change {
    case .changed:
      if isActive { notify(countingIn: session) }
      if wakingCores > 0 { cores.notify() }
    case .removed:
      cores.notify()
      if cores.count == 0 { isDetached = true }
    }
  }
}

/// A ``RowEntry`` with the row's value as its observers were last shown it: what the watcher compares the
/// row with, in code specialized for the row's type, and what a row store's publisher reads.
@MainActor
@usableFromInline
final class TypedRowEntry<Element>: RowEntry {
  /// The row as last shown; kept after the row is removed, as its stores show it then.
  @exclusivity(unchecked) @usableFromInline var shown: Element
  /// The generation of ``SharedChanges`` this entry has compared under (see ``SharedChanges/isRepeat``).
  @exclusivity(unchecked) @usableFromInline var sharedGeneration: UInt64

  @usableFromInline
  init(shown: Element, hint: UInt32) {
    self.shown = shown
    self.sharedGeneration = SharedChanges.generation
    super.init()
    self.hint = hint
  }

  /// Notes what a check found: `element` as the row is now, or `nil` if it is gone. Returns whether the
  /// entry has something to tell: a removal, or a row that differs from the one last shown (by
  /// `equating`; always, without one), which becomes the one shown.
  @inlinable
  func noteCheck(_ element: Element?, equating: Equating<Element>?) -> Bool {
    guard let element else {
      change = .removed
      return true
    }
    if let equating, SharedChanges.isRepeat(element, of: &shown, seen: &sharedGeneration, by: equating) {
      return false
    }
    shown = element
    change = .changed
    return true
  }
}
