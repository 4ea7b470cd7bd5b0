/// A core's subscription to an ``ObserverList`` whose changes its state depends on: the list calls the
/// core's ``CoreNode/dependencyDidChange()`` directly, until ``cancel()``.
///
/// NB: Not a ``CancellationToken``. A token may be released on any thread, so it needs a removal object
/// to reach its list on the main actor, and its observer a closure to call. A core subscribes, and
/// cancels in its deinit, on the main actor only (that deinit is isolated there), so it needs neither: a
/// row store's watch of its row, one of thousands, is one observer.
@MainActor
struct CoreSubscription {
  /// The observer the list holds, and this subscription too: were it released without a cancellation,
  /// the list would skip it (see ``ObserverList``).
  private let observer: ChangeObserver
  /// The list, to drop the observer from; for a row's observer, which its watcher drops itself (see
  /// ``RowObserver``), the row's ``RowEntry``.
  private let list: ObserverList?

  init(observer: ChangeObserver, in list: ObserverList?) {
    self.observer = observer
    self.list = list
  }

  /// Stops telling the core at once, and drops the observer (at the end of the running fan-out, if any).
  func cancel() {
    guard let row = observer as? RowObserver else {
      observer.cancel()
      list?.remove()
      return
    }
    setWakesOnChange(false)
    row.cancel()
  }

  /// The observer of a watched row, for a core that watches its row.
  var rowObserver: RowObserver? {
    observer as? RowObserver
  }

  /// The entry of the watched row, for a core that watches its row and keeps its end observers there
  /// (see ``RowObserver/usesEntry``).
  var rowEntry: RowEntry? {
    guard let row = rowObserver, row.usesEntry else { return nil }
    return list as? RowEntry
  }

  /// Asks the watch of a row to wake the core on every change of the row, or only on its removal.
  func setWakesOnChange(_ wakes: Bool) {
    guard let row = rowObserver, row.wakesOnChange != wakes, let entry = list as? RowEntry else { return }
    row.wakesOnChange = wakes
    entry.wakingCores += wakes ? 1 : -1
  }
}
