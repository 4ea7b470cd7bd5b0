extension SharedChanges {
  /// Whether `state` is the same as `last` by `equating`, counting a shared value that changed since
  /// the generation `generation` as different: how a comparison of a store's state tells a repeat.
  ///
  /// A state that holds a shared value compares equal to the last one even when the value changed: both
  /// hold the same reference. So after a change of a shared value, and only on this path, a state found
  /// equal is compared again, with the values that changed since `generation` counted as different; that
  /// generation then becomes the current one. The caller makes `state` the last one when this returns
  /// `false`.
  @MainActor
  @inlinable
  static func isRepeat<State>(
    _ state: State,
    of last: inout State,
    seen generation: inout UInt64,
    by equating: Equating<State>
  ) -> Bool {
    // NB: `last` lent where it is: read as a value, generic code copies it first.
    guard withBorrowed(&last, { equating($0, state) }) else { return false }
    if _slowPath(SharedChanges.generation != generation) {
      return isRepeatAfterSharedChange(state, of: last, seen: &generation, by: equating)
    }
    return true
  }

  @MainActor
  @usableFromInline
  @inline(never)
  static func isRepeatAfterSharedChange<State>(
    _ state: State,
    of last: State,
    seen generation: inout UInt64,
    by equating: Equating<State>
  ) -> Bool {
    let seen = generation
    generation = SharedChanges.generation
    return SharedValueScope.with(.changes(since: seen)) { equating(last, state) }
  }
}
