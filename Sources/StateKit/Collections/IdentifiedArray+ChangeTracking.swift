// Change tracking lets a store that keeps one row store per element notify only the rows whose
// element changed after an action, in time proportional to the changes rather than to the rows,
// without keeping the previous array (which would make every in-place mutation copy it).
//
// NB: Every `mutating` entry point that changes the elements or their order records it through
// one of the `_record…` methods below (or drops the log when it empties the array): an unrecorded
// change would let two values that share a log at one generation differ, and `changes(since:)`
// would miss ids.

extension IdentifiedArray {
  /// A mark of this value as of now, to pass to ``changes(since:)`` later.
  ///
  /// The mark keeps no element storage alive and does not make the next mutation copy: keep it
  /// instead of the previous array.
  ///
  /// - Complexity: O(1).
  @inlinable
  package var changeMark: IdentifiedArrayChangeMark {
    IdentifiedArrayChangeMark(token: _log?.token, generation: _log?.generation ?? 0)
  }

  /// Returns which elements, by id, may differ between the value marked by `mark` and this one.
  ///
  /// The answer is `.unchanged` when this is the marked value with no mutation since;
  /// `.changed(ids)` when this value descends from the marked one through the mutations of this
  /// type, listing every id whose element may have been replaced, mutated, inserted or removed
  /// (an id may repeat; an empty list means only the order changed); and `.unknown` otherwise:
  /// the marked value is not an ancestor of this one (a whole replacement, or a sibling copy
  /// mutated after the mark), or too many changes happened since (more than a few dozen ids, or
  /// `removeAll()`). On `.unknown`, compare every element.
  ///
  /// ```swift
  /// let mark = state.rows.changeMark
  /// reduce(&state, action)
  /// switch state.rows.changes(since: mark) {
  /// case .unchanged: break
  /// case .changed(let ids): notify(ids)
  /// case .unknown: notifyAllThatDiffer()
  /// }
  /// ```
  ///
  /// - Complexity: O(*k*), where *k* is the number of ids changed since the mark.
  @inlinable
  package func changes(since mark: IdentifiedArrayChangeMark) -> IdentifiedArrayChanges<ID> {
    guard let _log else {
      // NB: An array without a log is empty, and so was the value of a mark without a token.
      return mark.token == nil ? .unchanged : .unknown
    }
    // NB: The common answer, the marked value with no mutation since, read inline: the call to the log
    // retained and released it around the call, on every action of a `forEach`.
    if mark.token === _log.token && mark.generation == _log.generation { return .unchanged }
    return _log.changes(since: mark)
  }

  /// Makes `mark` this value's mark, as `mark = changeMark` would: in place when it already holds this
  /// value's token, with no retain of the token and release of the one it replaces.
  ///
  /// - Complexity: O(1).
  @inlinable
  package func advance(_ mark: inout IdentifiedArrayChangeMark?) {
    if let _log, mark?.token === _log.token {
      mark!.generation = _log.generation
    } else {
      mark = changeMark
    }
  }

  /// The id of the one element a single mutation changed since `mark`, if that is all that happened since
  /// on this value's line of mutations, with its position if that mutation wrote it in place (-1 if it
  /// inserted, replaced or removed it); `nil` otherwise, when ``changes(since:)`` has the answer.
  ///
  /// - Complexity: O(1).
  @inlinable
  package func onlyChange(since mark: IdentifiedArrayChangeMark) -> (id: ID, position: Int)? {
    _log?.onlyChange(since: mark)
  }

  /// Calls `body` once with each id whose element may differ between the value marked by `mark` and this
  /// one, with the element's position if the one mutation since wrote it in place (see
  /// ``onlyChange(since:)``), -1 otherwise, and returns `true`; returns `false`, calling nothing, when the
  /// array cannot tell (no mark, or ``changes(since:)`` is `.unknown`): then compare every element.
  ///
  /// - Complexity: O(*k*), where *k* is the number of ids changed since the mark.
  @inlinable
  package func forEachChange(
    since mark: IdentifiedArrayChangeMark?, _ body: (_ id: ID, _ position: Int) -> Void
  ) -> Bool {
    // NB: `mark!` rather than an unwrapped copy, which would retain its token while `body` runs.
    guard mark != nil else { return false }
    if let only = onlyChange(since: mark!) {
      body(only.id, only.position)
      return true
    }
    switch changes(since: mark!) {
    case .unchanged:
      return true
    case .changed(let ids):
      var seen = Set<ID>()
      for id in ids where ids.count == 1 || seen.insert(id).inserted { body(id, -1) }
      return true
    case .unknown:
      return false
    }
  }

  // MARK: - Recording

  /// Records a mutation that changed the element with the given id: written in place at `position`, or
  /// inserted, replaced or removed (-1).
  @inlinable
  mutating func _recordChange(of id: ID, at position: Int = -1) {
    _uniqueChangeLog().record(id, at: position)
  }

  /// Records one mutation that changed the elements with the given ids.
  @usableFromInline
  mutating func _recordChanges(of ids: some Collection<ID>) {
    _uniqueChangeLog().record(ids)
  }

  /// Records a mutation that reordered the elements without changing any of them.
  @usableFromInline
  mutating func _recordReordering() {
    _uniqueChangeLog().record(EmptyCollection())
  }

  /// Forgets the log of an array that has just been emptied: every mark of a non-empty value is
  /// then answered `.unknown`.
  @usableFromInline
  mutating func _dropChangeLog() {
    _log = nil
  }

  /// Gives an array just built from elements a log of its own, with no history to answer from.
  @usableFromInline
  mutating func _startChangeLog() {
    _log = _elements.isEmpty ? nil : IdentifiedArrayChangeLog(startsEmpty: false)
  }

  /// Returns the log this value alone holds, forking the shared one or creating the first.
  @inlinable
  mutating func _uniqueChangeLog() -> IdentifiedArrayChangeLog<ID> {
    if !isKnownUniquelyReferenced(&_log) {
      if let shared = _log {
        _log = IdentifiedArrayChangeLog(forking: shared)
      } else {
        // NB: Without a log, the array was empty before this mutation.
        _log = IdentifiedArrayChangeLog(startsEmpty: true)
      }
    }
    return _log.unsafelyUnwrapped
  }
}
