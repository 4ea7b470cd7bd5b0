extension ObserverList {
  /// ``notify()``, counting in `session` every observer woken at the end of the change path (not the
  /// derived cores this list links to, which count themselves): what a ``StoreInstrument`` sees.
  ///
  /// A copy of ``notify()`` rather than a test inside it, so that a store without an instrument pays
  /// nothing for the count.
  @usableFromInline
  final func notify(countingIn session: DebugSession) {
    let wasNotifying = isNotifying
    isNotifying = true
    let end = held
    var index = 0
    while index < end {
      if isHeldAlone(at: index) {
        needsSweep = true
      } else {
        // NB: A core counts itself, as a derived store.
        let observer = observer(at: index)
        if !observer.linksStore { session.countObserverWake() }
        observer.notify()
      }
      index += 1
    }
    isNotifying = wasNotifying
    if needsSweep { sweepIfNeeded() }
  }
}
