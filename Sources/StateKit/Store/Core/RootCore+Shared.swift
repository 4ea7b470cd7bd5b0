extension RootCore {
  /// Registers this store to be told when a shared value changes (see ``SharedStoreRegistry``): called
  /// once, by the initializer.
  @usableFromInline
  func observeSharedValues() {
    let reference = WeakReference(self)
    SharedStoreRegistry.register(
      RegisteredStore(
        isAlive: { reference.object != nil },
        sharedValuesDidChange: { reference.object?.sharedValuesDidChange() }
      )
    )
  }

  /// A shared value the state may hold changed outside this store's actions: the state changed as if
  /// after an action, so the version moves on and the change path runs, inside this store's processing.
  /// If the store is processing (a delivery made from inside an action), the change waits for the next
  /// delivery, after the processing ends.
  func sharedValuesDidChange() {
    guard !isProcessing else {
      SharedChanges.scheduleDelivery()
      return
    }
    runExclusively {
      processedCount &+= 1
      if changes.isActive {
        changes.notify()
      }
      if hasElementWatchers {
        elementWatchers.check(currentState)
      }
    }
  }
}
