/// A test of whether one child feature instance (a presented child, a collection or stack element, a case
/// of an enum) is still in the state, written against the state of the reducer that made it and lifted,
/// by each ``EmbeddingStep`` on the way, to the state of each reducer above it up to the root.
///
/// `ifLet`, `ifCaseLet` and `forEach` put one beside the effects of each child instance. The root store
/// keeps it while the instance's effects run and, after every action, cancels the effects of an instance
/// that is no longer there: whichever reducer removed it, it runs no longer than the action that did.
struct PresenceCheck: @unchecked Sendable {
  // NB: @unchecked because `test` is an `(S) -> Bool` typed as `Any`. It captures only key paths, ids,
  // identities and case sites (immutable values), and is only ever called by the root core, on the main
  // actor.
  /// `(S) -> Bool`, where `S` is the state of the last reducer that lifted it.
  let test: Any

  init<State>(_ test: @escaping (State) -> Bool) {
    self.test = test
  }

  /// This check, against the state `Parent` of a reducer that finds the child's state with `read`; a
  /// check of another type passes unchanged (a hand-written `map` on the way), and the root ignores it.
  func lifted<Parent, Child>(_ read: @escaping (Parent) -> Child?) -> Self {
    guard let test = test as? (Child) -> Bool else { return self }
    return Self { (parent: Parent) in read(parent).map(test) ?? false }
  }
}

extension Effect {
  /// This effect, not `.none`, as the effects of the child instance `child`, which the store cancels as
  /// soon as `isPresent`, given the state of the reducer that embeds them, says the instance is gone.
  func namespaced<State>(_ child: ChildEffectsID, watching isPresent: @escaping (State) -> Bool) -> Self {
    Self(.namespaced(child, Self(.merge([self, Self(.watch(PresenceCheck(isPresent)))]))))
  }
}
