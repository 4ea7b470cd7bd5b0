/// A request from a child feature to be dismissed, travelling up to the presentation that encloses it.
///
/// It starts unclaimed. The first presentation on its way up claims it in one of two ways:
/// - a presentation with an action for it (a stack `forEach`, whose ``StackAction/popFrom(id:)`` pops the
///   element; `ifLet(\.$destination)`, whose ``PresentationAction/dismiss`` clears it) turns it into that
///   action, sent in the dismissal's place;
/// - a presentation without one (an `ifLet` over an optional, a `forEach` over plain actions) gives it a
///   route: the step to its child. Every reducer above adds its own step in front (see
///   ``EmbeddingStep``), and the root store queues it with the actions and reduces it, in its turn, down
///   that route (see ``_ChildRoute``).
///
/// Either way, the parent reducer, a recording, `printChanges` and a test see the dismissal.
struct Dismissal: @unchecked Sendable {
  // NB: @unchecked because `action` is an action typed as `Any`: a value of the presentation's action
  // type, made in a reducer and only delivered on the main actor, by the `Send` or the effect of the
  // reducer that made it.
  /// The steps from the state of the last reducer that lifted it down to the instance to clear or remove;
  /// `nil` until a presentation without an action for dismissals took it.
  let route: [RouteStep]?
  /// The action of the presentation that claimed the dismissal, to send in its place; `nil` unless a
  /// presentation with an action for dismissals took it.
  let action: Any?
  /// Where `send.dismiss()` was called; `nil` for ``Effect/dismiss``.
  let location: CodeLocation?

  init(location: CodeLocation?) {
    self.init(route: nil, action: nil, location: location)
  }

  private init(route: [RouteStep]?, action: Any?, location: CodeLocation?) {
    self.route = route
    self.action = action
    self.location = location
  }

  /// Whether no presentation has claimed it yet.
  var isUnclaimed: Bool { route == nil && action == nil }

  /// This dismissal as the reducer that embeds the child's effects through `step` sees it: claimed by
  /// that reducer if it was unclaimed and the reducer is a presentation, with the reducer's step in front
  /// of its route if a presentation below claimed it.
  func lifted(through step: EmbeddingStep) -> Self {
    if let route { return Self(route: [step.step] + route, action: nil, location: location) }
    guard action == nil else { return self }
    switch step.claim {
    case .none: return self
    case .clear: return Self(route: [step.step], action: nil, location: location)
    case .send(let action): return Self(route: nil, action: action, location: location)
    }
  }

  /// The route the root store reduces it down, once it reached the root; `nil` while unclaimed.
  var rootRoute: _ChildRoute? {
    route.map { _ChildRoute(steps: $0, location: location) }
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
