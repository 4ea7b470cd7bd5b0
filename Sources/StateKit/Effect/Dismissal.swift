/// A request from a child feature to be dismissed, travelling up to the presentation that encloses it.
///
/// It starts without a target. The first presentation on its way up (an `ifLet`, a `forEach`, a stack
/// `forEach`) gives it one: clearing or removing the child, written against that reducer's state. Every
/// reducer above lifts that target to its own state, so the root store can apply it to the root state.
struct Dismissal: @unchecked Sendable {
  // NB: @unchecked because `target` is an `(inout S) -> Void` typed as `Any`. It is made and lifted in
  // reducers and `Send.dismiss()`, on the main actor, captures only key paths and ids (immutable values),
  // and is only ever called by the root core, on the main actor.
  /// `(inout S) -> Void`, where `S` is the state of the last reducer that lifted it; `nil` until a
  /// presentation took it.
  let target: Any?
  /// Where `send.dismiss()` was called; `nil` for ``Effect/dismiss``.
  let location: CallSite?

  init(location: CallSite?) {
    self.target = nil
    self.location = location
  }

  init(target: Any?, location: CallSite?) {
    self.target = target
    self.location = location
  }

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
