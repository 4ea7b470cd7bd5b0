/// The way from a feature's state down to one of its child feature instances, which a dismissal travels
/// as it is reduced: each reducer that owns the next step (``Scope``, `ifLet`, `forEach`, `ifCaseLet`, a
/// stack `forEach`) takes it to its child, and the `ifLet` or `forEach` that owns the last step clears or
/// removes the instance there. The store asks whether an instance whose effects run is still there down
/// the same way, without changing the state.
///
/// Made by the store for ``Effect/dismiss`` and ``Send/dismiss(fileID:line:)``; a reducer never makes one.
/// A reducer that composes others forwards it with ``Reducer/_reduce(into:route:)``.
public struct _ChildRoute: @unchecked Sendable {
  // NB: @unchecked because of the identity and the sweep in `request` (see ``PresenceCheck`` and
  // ``ElementsSweep``): routes are made and reduced on the main actor.
  /// What the route asks of the instance.
  enum Request {
    /// Dismiss it: clear the child, remove the element.
    case dismiss
    /// Say whether it is still there, with the identity it had (if one was kept), and change nothing.
    case presence(AnyHashable?)
    /// Show `sweep` the collection the last step names (without an element), and change nothing: the
    /// reducer that owns it tells the sweep which elements changed since the last one.
    case elements(ElementsSweep)
  }

  /// The steps from the root's state down, outermost first.
  let steps: [RouteStep]
  /// The step the reducer that receives the route may own.
  let position: Int
  let request: Request
  /// Where `send.dismiss()` was called; `nil` for `Effect.dismiss`, and for a presence check.
  let location: CodeLocation?

  /// The route of a dismissal.
  init(steps: [RouteStep], location: CodeLocation?) {
    self.init(steps: steps, position: 0, request: .dismiss, location: location)
  }

  /// The route of a presence check, of an instance that had the identity `identity` (if one was kept).
  init(steps: [RouteStep], presenceOf identity: AnyHashable?) {
    self.init(steps: steps, position: 0, request: .presence(identity), location: nil)
  }

  /// The route that shows `sweep` its collection, at the end of `sweep`'s steps.
  init(sweeping sweep: ElementsSweep) {
    self.init(steps: sweep.steps, position: 0, request: .elements(sweep), location: nil)
  }

  private init(steps: [RouteStep], position: Int, request: Request, location: CodeLocation?) {
    self.steps = steps
    self.position = position
    self.request = request
    self.location = location
  }

  /// Whether the route asks whether the instance is there: the reducers on the way read the state
  /// (reducing copies of their children), and the one that owns the instance answers `true` or `false`.
  var checksPresence: Bool {
    if case .dismiss = request { false } else { true }
  }

  /// Whether an instance of identity `identity` is the one the presence check asks about.
  func isSame(identity: some Hashable) -> Bool {
    guard case .presence(let kept?) = request else { return true }
    return kept == AnyHashable(identity)
  }

  /// The sweep this route carries, if its last step is next and names `collection`: the collection
  /// (`forEach`'s, a stack's) the reducer receiving it owns.
  func sweep(of collection: ChildEffectsID) -> ElementsSweep? {
    guard case .elements(let sweep) = request, isAtInstance, next?.child == collection else { return nil }
    return sweep
  }

  /// The answer, to a presence check, of the reducer that owns ``next``, whose state there is `child`:
  /// `false` if it is gone; at the instance, whether it has the identity the check kept; on the way,
  /// what `reduce` (the child's reducer, given a copy) answers for the rest of the route.
  func presence<Child, Identity: Hashable>(
    of child: Child?,
    identity: (Child) -> Identity,
    reduce: (inout Child, _ChildRoute) -> Bool?
  ) -> Bool? {
    presence(of: child, isInstance: { isSame(identity: identity($0)) }, reduce: reduce)
  }

  /// The answer, to a presence check, of the reducer that owns ``next``, an element known by its id,
  /// whose state is `element`: as ``presence(of:identity:reduce:)``, its id being all its identity.
  func presence<Element>(of element: Element?, reduce: (inout Element, _ChildRoute) -> Bool?) -> Bool? {
    presence(of: element, isInstance: { _ in true }, reduce: reduce)
  }

  private func presence<Child>(
    of child: Child?,
    isInstance: (Child) -> Bool,
    reduce: (inout Child, _ChildRoute) -> Bool?
  ) -> Bool? {
    guard var copy = child else { return false }
    guard !isAtInstance else { return isInstance(copy) }
    return reduce(&copy, advanced())
  }

  /// The step the receiving reducer may own, if any is left.
  var next: RouteStep? {
    position < steps.count ? steps[position] : nil
  }

  /// Whether ``next`` names the instance itself, rather than a feature on the way to it.
  var isAtInstance: Bool { position == steps.count - 1 }

  /// The route from the child reached by ``next`` on.
  func advanced() -> Self {
    Self(steps: steps, position: position + 1, request: request, location: location)
  }

  /// Whether a reducer that owns the instance step `child` takes this route: as its last step (then it
  /// clears or removes the instance) or on the way to it.
  func isTaken(byInstance child: ChildEffectsID) -> Bool {
    next == RouteStep(kind: .instance, child: child)
  }

  /// The namespace of the instance's effects: the instance steps of the route, in order.
  var namespace: EffectNamespace {
    steps.reduce(EffectNamespace.root) { $1.kind == .instance ? $0.appending($1.child) : $0 }
  }

  /// The instance, as a message names it: the path from the root's state, `\State.detail.rows[id: 3]`.
  var instanceDescription: String {
    var text = ""
    for step in steps {
      var path = step.child.pathDescription
      if path.hasSuffix(".self") { path.removeLast(5) }
      text += text.isEmpty ? path : String(path.drop { $0 != "." })
      if let element = step.child.elementDescription { text += "[\(element)]" }
    }
    return text
  }
}

/// One step of a ``_ChildRoute``: a child state a ``Scope`` runs (always there, or one case), or a child
/// feature instance, as its effects' namespace names it.
struct RouteStep: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A child state run by ``Scope``: no namespace of its own.
    case scope
    /// A child feature instance: a presented child, an element, one case run by `ifCaseLet`.
    case instance
  }

  let kind: Kind
  let child: ChildEffectsID
}
