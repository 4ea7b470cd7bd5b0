// Hooks that rewrite the effects a reducer returns before its store starts them. StateKitTesting's
// `TestStore` runs a feature in a real `Store`, but wraps every asynchronous part of its effects so that
// it knows which effects are still running; dependencies wrap every asynchronous part so that it runs
// with the values of the reducer that returned it.

extension Effect {
  /// The body of an asynchronous part of an effect (a ``run(priority:fileID:line:operation:catch:)``),
  /// as the store starts it.
  package typealias RunBody = @Sendable (Send<Action>) async -> Void

  /// This effect with the body of every asynchronous part replaced by what `run` makes of it, given where
  /// the part was created; everything else (``send(_:)``, priorities, cancellation, dismissals) is kept as
  /// it was.
  ///
  /// Walks the effect synchronously, in the order the store would start its parts.
  package func rewritingRuns(_ run: (_ location: CodeLocation, _ body: @escaping RunBody) -> RunBody) -> Self
  {
    if isNone { return self }
    return mappingLeaves { leaf in
      guard case .run(let part) = leaf else { return Self(leaf) }
      return Self(
        .run(Run(priority: part.priority, location: part.location, body: run(part.location, part.body))))
    }
  }

  /// The actions of this effect's ``send(_:)`` parts, in the order the store would process them.
  package var sentActions: [Action] {
    if isNone { return [] }
    var actions: [Action] = []
    forEachLeaf { leaf in
      if case .send(let action) = leaf { actions.append(action) }
    }
    return actions
  }
}
