/// A request from a child feature to be dismissed, travelling up to the presentation that encloses it.
///
/// It starts unclaimed. The first presentation on its way up claims it in one of two ways:
/// - a presentation with an action for it (a stack `forEach`, whose ``StackAction/popFrom(id:)`` pops the
///   element) turns it into that action, sent in the dismissal's place, so that the parent reducer, a
///   recording and a test see the dismissal like any other action;
/// - a presentation without one (an `ifLet` or a `forEach` over plain actions) gives it a target: clearing
///   or removing the child, written against that reducer's state. Every reducer above lifts that target
///   to its own state, so the root store can apply it to the root state.
struct Dismissal: @unchecked Sendable {
  // NB: @unchecked because `target` is an `(inout S) -> Void` and `action` an action, both typed as
  // `Any`. Both are made and lifted in reducers and `Send.dismiss()`, on the main actor; the target
  // captures only key paths and ids (immutable values) and is only ever called by the root core, on the
  // main actor; the action is a value of the presentation's action type, which is only delivered on the
  // main actor, by the `Send` or the effect of the reducer that made it.
  /// `(inout S) -> Void`, where `S` is the state of the last reducer that lifted it; `nil` until a
  /// presentation without an action for dismissals took it.
  let target: Any?
  /// The action of the presentation that claimed the dismissal, to send in its place; `nil` unless a
  /// presentation with an action for dismissals took it.
  let action: Any?
  /// Where `send.dismiss()` was called; `nil` for ``Effect/dismiss``.
  let location: CodeLocation?

  init(location: CodeLocation?) {
    self.target = nil
    self.action = nil
    self.location = location
  }

  init(target: Any?, location: CodeLocation?) {
    self.target = target
    self.action = nil
    self.location = location
  }

  init(action: Any, location: CodeLocation?) {
    self.target = nil
    self.action = action
    self.location = location
  }

  /// Whether no presentation has claimed it yet.
  var isUnclaimed: Bool { target == nil && action == nil }

  /// Reports a dismissal that no presentation took.
  func reportUnhandled(by origin: String?) {
    let source =
      if let location {
        "`send.dismiss()` at \(location)"
      } else {
        "`Effect.dismiss`, returned \(origin.map { "by \($0)" } ?? "by a reducer"),"
      }
    RuntimeWarning.report(
      """
      \(source) dismissed nothing: no presentation encloses the feature that asked. Dismissal clears \
      the nearest child of an `ifLet`, or removes the nearest element of a `forEach` or a stack \
      `forEach`, and only when the child's effects reach the store through them (not through a \
      hand-written `Effect.map`).
      """
    )
  }
}

extension Effect {
  /// An effect that dismisses the feature that returns it, with no action for the parent to handle.
  ///
  /// ```swift
  /// case .closeTapped:
  ///   return .dismiss
  /// ```
  ///
  /// The nearest enclosing ``Reducer/ifLet(_:action:extract:fileID:line:then:)`` clears its child, a
  /// collection ``Reducer/forEach(_:action:extract:fileID:line:element:)`` removes the element, a stack
  /// `forEach` pops the element and every element above it; the dismissed instance's effects are
  /// cancelled. The dismissal happens in order with the actions the same effect sends, after the
  /// current action. A dismissal that arrives after the instance is gone does nothing. Returned by a
  /// feature that no presentation encloses, it is reported as a runtime warning naming the root reducer.
  ///
  /// From inside ``run(priority:fileID:line:operation:catch:)``, call ``Send/dismiss(fileID:line:)``.
  public static var dismiss: Self { Self(.dismiss(Dismissal(location: nil))) }
}
