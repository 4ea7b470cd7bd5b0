extension Reducer {
  /// Prints every action this reducer receives and what it changed in the state, to debug a feature;
  /// and every dismissal of a child that an `ifLet` or a `forEach` inside it clears or removes.
  ///
  /// ```swift
  /// Store(initialState: Counter.State()) {
  ///   Counter().printChanges()
  /// }
  /// // received Counter.Action.incrementTapped
  /// //   \.count: 0 → 1
  /// ```
  ///
  /// The changes are listed by path, only the parts that differ, so a change to one row of a large list
  /// is one line. Describing actions and comparing states has a cost on every action: use it while
  /// debugging, not in production.
  ///
  /// - Parameter output: Where the text goes: ``DebugOutput/standardError`` (the default),
  ///   ``DebugOutput/standardOutput``, or a closure of yours.
  public consuming func printChanges(to output: DebugOutput = .standardError) -> Reducers.PrintChanges<Self> {
    Reducers.PrintChanges(base: self, output: output)
  }
}

extension Reducers {
  /// A reducer that reports each action and the state changes it made: see ``Reducer/printChanges(to:)``.
  public struct PrintChanges<Base: Reducer>: Reducer {
    let base: Base
    let output: DebugOutput

    /// Runs the base reducer and writes the action and the state changes to the output.
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
      let before = state
      // NB: The state holds references to its shared values, which the action may change: what they read
      // before it is kept aside (nothing is walked while no shared value exists).
      let sharedBefore = captureSharedValues(in: before)
      let effect = base.reduce(into: &state, action: action)
      write("received \(Self.abbreviated(dump(action)))\n", before: before, sharedBefore, after: state)
      return effect
    }

    /// Routes a dismissal through the base reducer and, if a reducer there took it, writes it and the
    /// state changes to the output.
    public func _reduce(into state: inout Base.State, route: _ChildRoute) -> Bool? {
      // NB: A presence check changes nothing, and is the store's question, not an action.
      guard !route.checksPresence else { return base._reduce(into: &state, route: route) }
      let before = state
      let sharedBefore = captureSharedValues(in: before)
      guard let handled = base._reduce(into: &state, route: route) else { return nil }
      let source = route.location.map { " (`send.dismiss()` at \($0))" } ?? ""
      write(
        "received dismissal of \(route.instanceDescription)\(source)\n", before: before, sharedBefore,
        after: state)
      return handled
    }

    /// Writes `heading`, then the changes from `before` (whose shared values read `sharedBefore`) to
    /// `after`.
    private func write(
      _ heading: String, before: Base.State, _ sharedBefore: SharedSnapshot, after: Base.State
    ) {
      let changes = StateKit.changes(
        from: before, to: after, oldShared: sharedBefore, newShared: SharedSnapshot())
      var text = heading
      if changes.isEmpty {
        text += "  (no state changes)\n"
      } else {
        for change in changes.prefix(Self.maximumChanges) {
          text += "  \(change.description)\n"
        }
        if changes.count > Self.maximumChanges {
          text += "  … and \(changes.count - Self.maximumChanges) more changes\n"
        }
      }
      output.write(text)
    }

    /// How many changes one action prints at most: loading a list of thousands of rows is one action, not a
    /// screenful per row.
    static var maximumChanges: Int { 25 }

    /// `text` cut to its first lines, saying how many were left out: an action carrying a large payload
    /// (a page of results) prints its start, not all of it.
    static func abbreviated(_ text: String, maximumLines: Int = 12) -> String {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.count > maximumLines else { return text }
      return lines.prefix(maximumLines).joined(separator: "\n")
        + "\n  … (\(lines.count - maximumLines) more lines)"
    }
  }
}

extension Reducers.PrintChanges: Sendable where Base: Sendable {}
