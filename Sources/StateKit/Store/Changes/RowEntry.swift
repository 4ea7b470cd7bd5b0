/// One watched row of a list (see ``ElementWatcher``): the observers at the end of the change path of
/// every store of that row, in the order they were added, and what the row's stores read to know it was
/// removed.
///
/// A row's change reaches its observers from here, not through its stores' cores: its watcher compares
/// the row with the value last shown (see ``TypedRowEntry``), and tells this list only when it differs.
/// A row store reads ``isDetached`` when it reads its row, so a removal reaches it with no link to it;
/// only a core that must hear every change of the row (it has observers of its own, stores derived from
/// it) is woken, through ``wakingCores``. So a change of one row of a long list reads this entry, its
/// observers and their callbacks, and none of the row stores' other objects.
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
  /// Whether the row was removed: for good, as the entry is told nothing more and its watcher drops it
  /// (a row added again with the same id gets a new entry, for new stores). A row store bound to this
  /// entry reads it as its instance gone.
  @exclusivity(unchecked) @usableFromInline final var isDetached = false
  /// Where the row was last found in its collection: where the next check looks first.
  @usableFromInline final var hint: UInt32 = 0
  /// How many row stores are bound to this entry: its watcher keeps it while any is (see
  /// ``ElementWatcher/add(_:forID:in:)``).
  final var stores: Int32 = 0
  /// The links to the row's cores that ask to hear every change of the row and its removal; made for the
  /// first (see ``wake(_:)``).
  final private(set) var wakingCores: ObserverList?

  /// Wakes `core` on every change of the row and on its removal, until the token, which the core keeps,
  /// is cancelled or released.
  final func wake(_ core: CoreNode) -> CancellationToken {
    let links = wakingCores ?? ObserverList()
    wakingCores = links
    return links.add(notifying: core)
  }

  /// Tells the row's observers and waking cores about what the last check found: on a change, the
  /// observers, then the cores; on a removal, which detaches the entry, the cores, so that each notes it
  /// is gone (the other stores of the row note it at their next read).
  final func tell(countingIn session: DebugSession?) {
    switch change {
    case .changed:
      if isActive { notify(countingIn: session) }
      if let wakingCores, wakingCores.isActive { wakingCores.notify() }
    case .removed:
      isDetached = true
      wakingCores?.notify()
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
