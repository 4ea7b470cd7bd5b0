/// How a reducer that embeds a child's effects carries the child's dismissals up to its own state: the
/// nearest presentation turns a dismissal without a target into "clear this child" or "remove this
/// element"; every reducer on the way up rewrites the target against its own state. The checks that watch
/// whether the child's own children are still there (see ``PresenceCheck``) are lifted the same way.
///
/// A target that does not have the type a lift expects passes unchanged: the child's effects went through
/// a hand-written `map` on the way, and the root reports the dismissal instead of applying it somewhere
/// else.
struct StateLift: @unchecked Sendable {
  // NB: @unchecked because the closure captures key paths and ids, which are immutable, and only runs on
  // the main actor: in a reducer, or in `Send.dismiss()`.
  let lift: (Dismissal) -> Dismissal
  /// Rewrites a presence check of the child's state against the embedding reducer's state.
  let presence: (PresenceCheck) -> PresenceCheck

  init(presence: @escaping (PresenceCheck) -> PresenceCheck, lift: @escaping (Dismissal) -> Dismissal) {
    self.presence = presence
    self.lift = lift
  }

  /// A child at a key path that always holds it (``Scope``): lifts a target, takes none.
  static func scope<Parent, Child>(_ path: WritableKeyPath<Parent, Child>) -> Self {
    Self {
      $0.lifted { (parent: Parent) -> Child? in parent[keyPath: path] }
    } lift: { dismissal in
      guard let target = dismissal.target as? (inout Child) -> Void else { return dismissal }
      let lifted: (inout Parent) -> Void = { target(&$0[keyPath: path]) }
      return Dismissal(target: lifted, location: dismissal.location)
    }
  }

  /// A child that exists while optional state does but is not a presentation of its own (one case of an
  /// enum, scoped with ``Scope``): lifts a target, takes none.
  static func optionalCase<Parent, Child>(_ path: WritableKeyPath<Parent, Child?>) -> Self {
    Self {
      $0.lifted { (parent: Parent) in parent[keyPath: path] }
    } lift: { dismissal in
      guard let target = dismissal.target as? (inout Child) -> Void else { return dismissal }
      let lifted: (inout Parent) -> Void = { parent in
        guard parent[keyPath: path] != nil else { return }
        target(&parent[keyPath: path]!)
      }
      return Dismissal(target: lifted, location: dismissal.location)
    }
  }

  /// A child in one case of an enum state, known by the case's embedding function (``Scope`` on
  /// `State.someCase`): lifts a target, takes none.
  static func enumCase<Parent, Child>(
    _ site: CaseSite,
    embed: @escaping @Sendable (Child) -> Parent
  ) -> Self {
    Self {
      $0.lifted { (parent: Parent) in site.extract(from: parent, embed: embed) }
    } lift: {
      dismissal in
      guard let target = dismissal.target as? (inout Child) -> Void else { return dismissal }
      let lifted: (inout Parent) -> Void = { parent in _ = site.modify(&parent, embed: embed, target) }
      return Dismissal(target: lifted, location: dismissal.location)
    }
  }

  /// A presented child (`ifLet`): takes a dismissal by clearing the child.
  static func presentation<Parent, Child>(_ path: WritableKeyPath<Parent, Child?>) -> Self {
    Self {
      $0.lifted { (parent: Parent) in parent[keyPath: path] }
    } lift: { dismissal in
      guard !dismissal.isUnclaimed else {
        let clear: (inout Parent) -> Void = { $0[keyPath: path] = nil }
        return Dismissal(target: clear, location: dismissal.location)
      }
      return optionalCase(path).lift(dismissal)
    }
  }

  /// A child presented through ``PresentationState`` (`ifLet(\.$destination, …)`): takes a dismissal by
  /// sending `dismiss`, the presentation's ``PresentationAction/dismiss`` embedded in the parent's action,
  /// which clears the child.
  static func presentationAction<Parent, Child>(
    _ path: WritableKeyPath<Parent, PresentationState<Child>>,
    dismiss: Any
  ) -> Self {
    Self {
      $0.lifted { (parent: Parent) in parent[keyPath: path].wrappedValue }
    } lift: { dismissal in
      guard let target = dismissal.target else {
        return dismissal.isUnclaimed ? Dismissal(action: dismiss, location: dismissal.location) : dismissal
      }
      guard let target = target as? (inout Child) -> Void else { return dismissal }
      let lifted: (inout Parent) -> Void = { parent in
        PresentationState.modify(in: &parent, at: path) { child in
          guard child != nil else { return }
          target(&child!)
        }
      }
      return Dismissal(target: lifted, location: dismissal.location)
    }
  }

  /// An element of an identified collection (`forEach`): takes a dismissal by removing the element.
  static func element<Parent, ID: Hashable, Element>(
    _ path: WritableKeyPath<Parent, IdentifiedArray<ID, Element>>,
    id: ID
  ) -> Self {
    Self {
      $0.lifted { (parent: Parent) in parent[keyPath: path]._storedElement(id: id) }
    } lift: { dismissal in
      guard let target = dismissal.target else {
        guard dismissal.isUnclaimed else { return dismissal }
        let remove: (inout Parent) -> Void = { _ = $0[keyPath: path].remove(id: id) }
        return Dismissal(target: remove, location: dismissal.location)
      }
      guard let target = target as? (inout Element) -> Void else { return dismissal }
      let lifted: (inout Parent) -> Void = { parent in
        guard let index = parent[keyPath: path]._positions[id] else { return }
        target(&parent[keyPath: path][index])
      }
      return Dismissal(target: lifted, location: dismissal.location)
    }
  }

  /// An element of a navigation stack (stack `forEach`): takes a dismissal by sending `pop`, the stack's
  /// ``StackAction/popFrom(id:)`` for the element embedded in the parent's action, which pops the element
  /// and every element above it.
  static func stackElement<Parent, Element>(
    _ path: WritableKeyPath<Parent, StackState<Element>>,
    id: StackElementID,
    pop: Any
  ) -> Self {
    Self {
      $0.lifted { (parent: Parent) in parent[keyPath: path][id: id] }
    } lift: { dismissal in
      guard let target = dismissal.target else {
        return dismissal.isUnclaimed ? Dismissal(action: pop, location: dismissal.location) : dismissal
      }
      guard let target = target as? (inout Element) -> Void else { return dismissal }
      let lifted: (inout Parent) -> Void = { parent in
        parent[keyPath: path].modifyElement(id: id, target)
      }
      return Dismissal(target: lifted, location: dismissal.location)
    }
  }
}
