/// One watched row of a list (see ``ElementWatcher``): the observers at the end of the change path of
/// every store of that row, told only when the row differs from the value last shown, and
/// ``isDetached``, which the row's stores read to know it was removed. Only a core that must hear every
/// change of the row is woken, through ``wakingCores``: a change of one row reads none of its stores.
@MainActor
@usableFromInline
class RowEntry: ObserverList {
  /// What the last check found: how ``tell(countingIn:)`` tells the row.
  @usableFromInline
  enum Change {
    /// The row is there and differs from the value last shown, which it now is.
    case changed
    /// The row is gone, which the entry has yet to tell.
    case removed
    /// The row was removed and the entry told it: for good (a row added again with its id gets a new
    /// entry). A row store bound to this entry reads it as its instance gone.
    case detached
  }

  // NB: The fields marked so are touched only on the main actor, never across a call that could touch
  // them again: their run-time exclusivity checks are off.
  /// What the last check found, for ``tell(countingIn:)``, or that the entry is detached.
  @exclusivity(unchecked) @usableFromInline final var change = Change.changed
  /// Whether the row was removed and told (see ``Change/detached``).
  @inlinable final var isDetached: Bool { change == .detached }
  /// How many row stores are bound to this entry: its watcher keeps it while any is.
  final var stores = 0
  /// The links to the row's cores that hear every change of the row and its removal (see ``wake(_:)``).
  final private var wakingCores: ObserverList?

  /// Wakes `core` on every change of the row and on its removal, until the token, which the core keeps,
  /// is cancelled or released.
  final func wake(_ core: CoreNode) -> CancellationToken {
    let links = wakingCores ?? ObserverList()
    wakingCores = links
    return links.add(notifying: core)
  }

  /// Tells what the last check found: a change to the observers, then the cores; a removal, which
  /// detaches the entry, to the cores.
  final func tell(countingIn session: DebugSession?) {
    switch change {
    case .changed:
      if isActive { notify(countingIn: session) }
      if let wakingCores, wakingCores.isActive { wakingCores.notify() }
    case .removed:
      change = .detached
      wakingCores?.notify()
    case .detached:
      break
    }
  }
}

/// A ``RowEntry`` with the row's value as its observers were last shown it, which the watcher compares the
/// row with.
@MainActor
@usableFromInline
final class TypedRowEntry<Element>: RowEntry {
  /// The row as last shown; kept after the row is removed, as its stores show it then.
  @exclusivity(unchecked) @usableFromInline var shown: Element
  /// The generation of ``SharedChanges`` this entry has compared under (see ``SharedChanges/isRepeat``).
  @exclusivity(unchecked) @usableFromInline var sharedGeneration: UInt64

  @usableFromInline
  init(shown: Element) {
    self.shown = shown
    self.sharedGeneration = SharedChanges.generation
  }

  /// Notes `element`, the row as it is now (`nil` if gone); returns whether there is something to tell:
  /// a removal, or a row that differs from the one shown (always, without `equating`), now shown. A
  /// detached entry has nothing to tell.
  @inlinable
  func noteCheck(_ element: Element?, equating: Equating<Element>?) -> Bool {
    guard !isDetached else { return false }
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
