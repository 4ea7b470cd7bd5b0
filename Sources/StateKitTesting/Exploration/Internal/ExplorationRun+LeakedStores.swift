import StateKit

extension ExplorationRun {
  /// A store that the run's view scoped, or an observer it added, still alive after the last step
  /// removed the state it shows: what ``ExplorationChecks/leakedStores`` fails.
  ///
  /// A store's state is gone when the child it was scoped to is `nil` or another case, or the row it was
  /// scoped to by id is removed. A store the view no longer holds is released at once, and an observer's
  /// token once it is cancelled or released, so anything still alive after the step's effects ran as far
  /// as they could is kept by something: a cache, a view model, a closure.
  func leakedStore() -> String? {
    guard let leak = census.leaks().first else { return nil }
    let step = lastGroup
    let what =
      leak.isStoreAlive
      ? "A store of \(leak.stateType) that the view scoped"
      : "An observer of a store of \(leak.stateType) that the view added"
    let fix =
      leak.isStoreAlive
      ? "Release a child's or a row's store when its state goes away (drop it from the cache or view model that keeps it)."
      : "Cancel or release the observer's token when the state it observes goes away."
    return """
      \(what) is still alive after step \(step), though the state it shows is gone from the store's \
      state. It last showed: \(leak.lastState). \(fix)
      """
  }
}
