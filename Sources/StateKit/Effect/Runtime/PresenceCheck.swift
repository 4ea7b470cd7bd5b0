/// A question the root store asks about one child feature instance (a presented child, a collection or
/// stack element, a case of an enum): is it still in the state? Asked, like a dismissal, by reducing a
/// route down the reducers (see ``_ChildRoute``), which each ``EmbeddingStep`` on the way up extended.
///
/// `ifLet`, `ifCaseLet` and `forEach` put one beside the effects of each child instance. The root store
/// keeps it while the instance's effects run and, after every action, cancels the effects of an instance
/// that is no longer there: whichever reducer removed it, it runs no longer than the action that did.
struct PresenceCheck: @unchecked Sendable {
  // NB: @unchecked because `identity` is an `AnyHashable`: a child's identity (an id, a presentation
  // identity, an enum case), made in a reducer and only compared by reducers, on the main actor.
  /// The steps from the state of the last reducer that lifted it down to the instance.
  let route: [RouteStep]
  /// The identity the instance had when its effects started (see ``ChildIdentity``); `nil` when its
  /// place says it all (an element, known by its id).
  let identity: AnyHashable?

  init(_ instance: ChildEffectsID, identity: AnyHashable?) {
    self.init(route: [RouteStep(kind: .instance, child: instance)], identity: identity)
  }

  private init(route: [RouteStep], identity: AnyHashable?) {
    self.route = route
    self.identity = identity
  }

  /// This check, as the reducer that embeds the child's effects through `step` asks it.
  func lifted(through step: EmbeddingStep) -> Self {
    Self(route: [step.step] + route, identity: identity)
  }

  /// The route the root store reduces to answer it.
  var rootRoute: _ChildRoute {
    _ChildRoute(steps: route, presenceOf: identity)
  }
}

extension Effect {
  /// This effect, not `.none`, as the effects of the child instance `child`, which the store cancels as
  /// soon as the instance is no longer in the state, or no longer has the identity `identity`.
  func namespaced(_ child: ChildEffectsID, watching identity: AnyHashable?) -> Self {
    Self(.namespaced(child, Self(.merge([self, Self(.watch(PresenceCheck(child, identity: identity)))]))))
  }
}
