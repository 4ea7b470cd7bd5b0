/// The link from a watched row's ``RowEntry`` to one of the row's cores (a row store's): it wakes the core
/// when the row is removed, which the core notes for good, and on every change of the row only while the
/// core asks for it (see ``wakesOnChange``).
@MainActor
final class RowLink: CoreLink {
  /// The entry whose ``RowEntry/cores`` hold this link. Strong: the core holds this link's token and
  /// cancels it in its deinit at the latest, which drops the link from the entry.
  let entry: RowEntry
  /// Whether the core asks to be woken on every change of the row, not only on its removal: while it has
  /// observers of its own (stores derived from it), or when its end observers are not the entry's.
  /// Counted in the entry's ``RowEntry/wakingCores``.
  private(set) var wakesOnChange = false
  /// Whether the core's end observers are the entry's (see ``CoreNode/endObservers``), as the core decides
  /// once it watches: for a store whose state is the row, under no instance bound by identity.
  var usesEntry = false

  init(_ core: CoreNode, entry: RowEntry) {
    self.entry = entry
    super.init(core)
  }

  override func notify() {
    if wakesOnChange || entry.change == .removed { super.notify() }
  }

  /// Asks to wake the core on every change of the row, or only on its removal.
  func setWakesOnChange(_ wakes: Bool) {
    guard wakesOnChange != wakes else { return }
    wakesOnChange = wakes
    entry.wakingCores += wakes ? 1 : -1
  }
}
