/// How a reducer that embeds a child's effects (``Scope``, `ifLet`, `forEach`, `ifCaseLet`, a stack
/// `forEach`) carries the child's dismissals and presence checks up: the step it adds to their route,
/// and whether it claims a dismissal no presentation took yet.
///
/// A dismissal claimed by clearing (`ifLet`, `forEach`) gets a route of one step, this one; every
/// embedding above it adds its own step in front, so that the dismissal, reduced from the root, finds its
/// way back down (see ``_ChildRoute``). A dismissal claimed by an action (a stack `forEach`,
/// `ifLet(\.$destination)`) is sent as that action instead.
struct EmbeddingStep: @unchecked Sendable {
  // NB: @unchecked because `claim` may hold an action typed as `Any`: a value of the embedding reducer's
  // action type, only delivered on the main actor.
  enum Claim {
    /// Passes an unclaimed dismissal on: ``Scope``, `ifCaseLet`.
    case none
    /// Takes it by clearing the child or removing the element: `ifLet`, `forEach`.
    case clear
    /// Takes it by sending this action, of the embedding reducer's type, in its place.
    case send(Any)
  }

  let step: RouteStep
  let claim: Claim

  /// A child at a key path that always holds it (``Scope``).
  static func scope<Parent, Child>(_ path: WritableKeyPath<Parent, Child>) -> Self {
    Self(step: RouteStep(kind: .scope, child: ChildEffectsID(path: path)), claim: .none)
  }

  /// A child that exists while optional state does, scoped with ``Scope``.
  static func optionalCase<Parent, Child>(_ path: WritableKeyPath<Parent, Child?>) -> Self {
    Self(step: RouteStep(kind: .scope, child: ChildEffectsID(path: path)), claim: .none)
  }

  /// A child in one case of an enum state `Parent`, known by the case's site: ``Scope`` on
  /// `State.someCase` (`kind` `.scope`), or `ifCaseLet` (`.instance`).
  static func enumCase<Parent>(_ site: CaseSite, of _: Parent.Type, kind: RouteStep.Kind = .scope) -> Self {
    let child = ChildEffectsID(path: \Parent.self, element: site.key)
    return Self(step: RouteStep(kind: kind, child: child), claim: .none)
  }

  /// A presented child (`ifLet`): takes a dismissal by clearing the child.
  static func presentation<Parent, Child>(_ path: WritableKeyPath<Parent, Child?>) -> Self {
    Self(step: RouteStep(kind: .instance, child: ChildEffectsID(path: path)), claim: .clear)
  }

  /// A child presented through ``PresentationState`` (`ifLet(\.$destination, …)`): takes a dismissal by
  /// sending `dismiss`, the presentation's ``PresentationAction/dismiss`` embedded in the parent's action.
  static func presentationAction<Parent, Child>(
    _ path: WritableKeyPath<Parent, PresentationState<Child>>,
    dismiss: Any
  ) -> Self {
    Self(step: RouteStep(kind: .instance, child: ChildEffectsID(path: path)), claim: .send(dismiss))
  }

  /// An element of an identified collection (`forEach`): takes a dismissal by removing the element.
  static func element<Parent, ID: Hashable & Sendable, Element>(
    _ path: WritableKeyPath<Parent, IdentifiedArray<ID, Element>>,
    id: ID
  ) -> Self {
    let child = ChildEffectsID(path: path, element: id)
    return Self(step: RouteStep(kind: .instance, child: child), claim: .clear)
  }

  /// An element of a navigation stack (stack `forEach`): takes a dismissal by sending `pop`, the stack's
  /// ``StackAction/popFrom(id:)`` for the element embedded in the parent's action.
  static func stackElement<Parent, Element>(
    _ path: WritableKeyPath<Parent, StackState<Element>>,
    id: StackElementID,
    pop: Any
  ) -> Self {
    let child = ChildEffectsID(path: path, element: id)
    return Self(step: RouteStep(kind: .instance, child: child), claim: .send(pop))
  }
}
