import StateKit

/// Writes the Swift Testing test that replays a failing sequence in a `TestStore`: each action sent
/// with `send`, each action its effects sent with `receive`, every state change asserted as assignments
/// to the key paths it changed, and what the exploration found where it found it.
@MainActor
struct TestSource<State, Action> {
  typealias Entry = Timeline<State, Action>.Entry

  let setup: ExplorationSetup<State, Action>
  let initialState: State
  /// What each action sent processed, the sent action first.
  let steps: [[Entry]]
  let failure: ExploredFailure<State>
  /// Whether effects were still in flight after the last step.
  let hasEffectsInFlight: Bool

  /// How many received actions a step writes out before skipping the rest.
  static var maximumReceivedPerStep: Int { 100 }

  /// The test, ready to paste.
  var text: String {
    var lines = ["@MainActor @Test func \(testName)() async {"]
    // NB: The initial state with the shared values it started with: the first action's state before it.
    let start = steps.first?.first?.before ?? StateSnapshot(initialState)
    let initial = start.reading { swiftSource($0) }
    if initial == nil {
      lines.append("  // explore started from \(oneLine(initialState)), which has no Swift expression.")
    }
    lines.append(
      "  let store = TestStore(initialState: \(indented(initial ?? "\(stateTypeName)()", by: 2))) {")
    lines.append("    \(indented(setup.reducerSource, by: 4))")
    lines.append("  } withDependencies: {")
    lines += setup.dependencyLines.map { "    " + $0 }
    lines.append("  }")
    if steps.isEmpty {
      lines.append(failureLine)
    }
    var asserted = start
    for (index, entries) in steps.enumerated() {
      let isLast = index == steps.count - 1
      if isLast, failure.kind == .runtimeWarning {
        lines.append("  // explore: this step raises a runtime warning, which fails the test.")
      }
      lines += write(entries, isLast: isLast, asserted: &asserted)
    }
    if failure.kind == .leakedEffect {
      lines.append("  // explore: an effect started for the removed child still runs, which fails the test.")
    } else if failure.kind == .nondeterminism {
      lines.append("  // explore: two runs of these steps, each in a fresh store, reach different states.")
    } else if failure.kind == .leakedStore {
      lines.append(
        "  // explore: after these steps, the view given to explore keeps a store whose state is gone.")
    }
    if hasEffectsInFlight, failure.kind != .runaway, failure.kind != .leakedEffect {
      lines.append("  // explore stopped here, with effects in flight.")
      lines.append("  store.skipInFlightEffects()")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The lines of one step: its `send`, then a `receive` for each action its effects sent.
  private func write(_ entries: [Entry], isLast: Bool, asserted: inout StateSnapshot<State>) -> [String] {
    var lines: [String] = []
    var received = 0
    for (index, entry) in entries.enumerated() {
      if !entry.isSent {
        received += 1
        if received > Self.maximumReceivedPerStep || (isLast && failure.kind == .runaway) {
          let why =
            failure.kind == .runaway
            ? "effects feed actions back without end here: the test store stops them and fails"
            : "effects feed back \(entries.count - index) more actions here"
          lines.append("  // explore: \(why).")
          lines.append("  store.skipReceivedActions()")
          return lines
        }
      }
      let between = swiftAssignments(
        from: asserted.state, to: entry.before.state, oldShared: asserted.shared,
        newShared: entry.before.shared)
      if !between.isEmpty {
        lines.append("  store.assert " + closure(between))
      }
      let changes = swiftAssignments(
        from: entry.before.state, to: entry.after.state, oldShared: entry.before.shared,
        newShared: entry.after.shared)
      lines.append(step(entry) + assertion(changes))
      asserted = entry.after
      if isLast, failure.entryIndex == index {
        lines.append(failureLine)
      }
    }
    return lines
  }

  /// `await store.send(.add(1))`, or `receive` for an action an effect sent.
  private func step(_ entry: Entry) -> String {
    let action = swiftSource(entry.action)
    let source = action.map { indented($0, by: 2) } ?? "/* \(oneLine(entry.action)): no Swift expression */"
    if entry.isSent {
      return "  await store.send(\(source))"
    }
    if Action.self is any Equatable.Type {
      return "  await store.receive(\(source))"
    }
    return "  // \(oneLine(entry.action))\n  await store.receive({ _ in true })"
  }

  /// ` { $0.count = 1 }` after a step, or nothing if the state did not change.
  private func assertion(_ assignments: [String]) -> String {
    assignments.isEmpty ? "" : " " + closure(assignments)
  }

  /// `{ $0.count = 1 }` on one line if it fits, else one assignment a line.
  private func closure(_ assignments: [String]) -> String {
    if assignments.count == 1, !assignments[0].contains("\n"), !assignments[0].hasPrefix("//"),
      assignments[0].count <= 60
    {
      return "{ \(assignments[0]) }"
    }
    return "{\n" + assignments.map { "    " + indented($0, by: 4) }.joined(separator: "\n") + "\n  }"
  }

  /// What the exploration found, where a test store would not find it by itself: the invariant.
  private var failureLine: String {
    let message = swiftSource("\(failure.summary): \(failure.message)") ?? "\"\(failure.summary)\""
    return "  Issue.record(\(message))"
  }

  /// `cartBreaksItsInvariant`.
  private var testName: String {
    var name = setup.featureName
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    let feature = name.prefix(1).lowercased() + name.dropFirst()
    switch failure.kind {
    case .invariant: return feature + "BreaksItsInvariant"
    case .runtimeWarning: return feature + "RaisesARuntimeWarning"
    case .runaway: return feature + "FeedsActionsBackWithoutEnd"
    case .leakedEffect: return feature + "LeaksAnEffect"
    case .nondeterminism: return feature + "IsNotDeterministic"
    case .leakedStore: return feature + "LeaksAStore"
    }
  }

  private var stateTypeName: String {
    dumpTypeName(State.self)
  }

  /// `text` with every line after the first indented by `width` more spaces.
  private func indented(_ text: String, by width: Int) -> String {
    text.replacing("\n", with: "\n" + String(repeating: " ", count: width))
  }

  private func oneLine(_ value: some Any) -> String {
    dump(value).split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
  }
}
