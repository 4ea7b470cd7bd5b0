/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions that carry a
/// child action.
///
/// The parent action enum has a case per child; that case is all `Scope` needs:
///
/// ```swift
/// enum Action {
///   case counter(Counter.Action)
///   case reset
/// }
///
/// var body: some Reducer<State, Action> {
///   Scope(state: \.counter, action: Action.counter) {
///     Counter()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// The child's effects are mapped to parent actions with `action`. Other actions leave the child alone.
///
/// `Scope` can also run one case of an enum state: `Scope(state: State.editor, action: Action.editor)`.
/// In the hottest loops, ``init(state:action:extract:child:)`` takes a hand-written extraction beside the
/// case, which saves the lookup StateKit does to find the child action by itself.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// Where the child state lives: always there, or in one case of an enum (present or `nil`), known by a
  /// property or by the case itself.
  @usableFromInline
  enum Place {
    case always(WritableKeyPath<ParentState, Child.State>)
    case optional(WritableKeyPath<ParentState, Child.State?>, CodeLocation)
    case enumCase(CaseSite, embed: @Sendable (Child.State) -> ParentState)
  }

  // NB: Inlinable, as every reducer a `body` builds for every action is: run by the library's generic
  // copy, each `Scope` would look up generic metadata for its child's state and actions on every
  // action.
  @usableFromInline let place: Place
  @usableFromInline let embed: @Sendable (Child.Action) -> ParentAction
  /// How a parent action's child action is found: by a hand-written function, or, when it is `nil`, by
  /// the case `embed` alone, at `actionSite`.
  @usableFromInline let extract: ((ParentAction) -> Child.Action?)?
  // NB: Not in a closure, whose context would cost an allocation per `body`, nor in an enum beside the
  // function, whose generic layout would cost a metadata lookup per action.
  @usableFromInline let actionSite: CaseSite?
  @usableFromInline let child: Child

  /// Creates a reducer that runs `child` on the state at `state` for every action `extract` recognises.
  ///
  /// The parent action enum has a case per child, and a one-line property that extracts the child action:
  ///
  /// ```swift
  /// enum Action {
  ///   case counter(Counter.Action)
  ///
  ///   var counter: Counter.Action? { if case .counter(let action) = self { action } else { nil } }
  /// }
  ///
  /// Scope(state: \.counter, action: Action.counter, extract: \.counter) {
  ///   Counter()
  /// }
  /// ```
  ///
  /// The hand-written form of
  /// ``init(state:action:fileID:line:column:child:)-(WritableKeyPath<ParentState,ChildState>,_,_,_,_,_)``,
  /// for the hottest loops: it does not look for the case by reflection.
  ///
  /// - Parameters:
  ///   - state: Where the child state lives in the parent state.
  ///   - action: Embeds a child action in a parent action: the parent enum's case, `Action.counter`.
  ///   - extract: The child action a parent action carries, or `nil`: a key path to the extracting
  ///     property (`\.counter`) or a closure (`{ if case .counter(let a) = $0 { a } else { nil } }`).
  ///   - child: The child feature's reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: @escaping @Sendable (ChildAction) -> ParentAction,
    extract: @escaping (ParentAction) -> ChildAction?,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.place = .always(state)
    self.embed = action
    self.extract = extract
    self.actionSite = nil
    self.child = child()
  }

  /// Creates a reducer that runs `child` on one case of an enum state, while the state is in that case:
  /// one destination among several.
  ///
  /// Without macros, the case is a property of the enum, with a getter and a setter, next to the case:
  ///
  /// ```swift
  /// enum State: Equatable {
  ///   case editor(Editor.State)
  ///   case share(Share.State)
  ///
  ///   var editor: Editor.State? {
  ///     get { if case .editor(let state) = self { state } else { nil } }
  ///     set { if let newValue { self = .editor(newValue) } }
  ///   }
  /// }
  ///
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.editor, action: Action.editor, extract: \.editor) { Editor() }
  ///   Scope(state: \.share, action: Action.share, extract: \.share) { Share() }
  /// }
  /// ```
  ///
  /// A child action that arrives while another case is active is not run, and is reported as a runtime
  /// warning. Present the enum with `ifLet`, which treats switching case as a new child.
  ///
  /// - Parameters:
  ///   - state: The case's property: the child state, or `nil` in another case.
  ///   - action: Embeds a child action in a parent action.
  ///   - extract: The child action a parent action carries, or `nil`.
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  ///   - child: The child feature's reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState?>,
    action: @escaping @Sendable (ChildAction) -> ParentAction,
    extract: @escaping (ParentAction) -> ChildAction?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.place = .optional(state, CodeLocation(fileID: fileID, line: line))
    self.embed = action
    self.extract = extract
    self.actionSite = nil
    self.child = child()
  }

  /// Runs the child reducer if `action` carries a child action.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = childAction(in: action) else { return .none }
    switch place {
    case .always(let path):
      let effects = child.reduce(into: &state[keyPath: path], action: childAction)
      return effects.isNone ? .none : Self.embedEffects(effects, at: place, by: embed)
    case .optional(let path, let location):
      guard state[keyPath: path] != nil else {
        Self.reportInactiveCase(at: location, childAction: childAction)
        return .none
      }
      let effects = child.reduce(into: &state[keyPath: path]!, action: childAction)
      return effects.isNone ? .none : Self.embedEffects(effects, at: place, by: embed)
    case .enumCase(let site, let embedState):
      let child = self.child
      let reduced = site.modify(&state, embed: embedState) { child.reduce(into: &$0, action: childAction) }
      guard let effects = reduced else {
        Self.reportInactiveCase(at: site.location, childAction: childAction)
        return .none
      }
      return effects.isNone ? .none : Self.embedEffects(effects, at: place, by: embed)
    }
  }

  /// The child's effects, not `.none`, as the parent's: embedded by `embed`, their dismissals lifted from
  /// the child's `place`.
  // NB: Static, and given what it reads: a method of the reducer takes the whole reducer by address, and
  // so made every `reduce` copy its reducer to the stack on entry (a `memcpy` per level and action).
  @usableFromInline
  static func embedEffects(
    _ effects: Effect<Child.Action>,
    at place: Place,
    by embed: @escaping @Sendable (Child.Action) -> ParentAction
  ) -> Effect<ParentAction> {
    switch place {
    case .always(let path): effects.embedded(embed, through: .scope(path))
    case .optional(let path, _): effects.embedded(embed, through: .optionalCase(path))
    case .enumCase(let site, _): effects.embedded(embed, through: .enumCase(site, of: ParentState.self))
    }
  }

  /// Routes a dismissal whose next step is this scope's child to the child reducer.
  public func _reduce(into state: inout ParentState, route: _ChildRoute) -> Bool? {
    guard let next = route.next, next.kind == .scope else { return nil }
    let child = self.child
    let inner = route.advanced()
    if route.checksPresence {
      // NB: A presence check reads: the child reducer gets a copy of the child.
      var copy: Child.State
      switch place {
      case .always(let path):
        guard next.child == ChildEffectsID(path: path) else { return nil }
        copy = state[keyPath: path]
      case .optional(let path, _):
        guard next.child == ChildEffectsID(path: path) else { return nil }
        guard let present = state[keyPath: path] else { return false }
        copy = present
      case .enumCase(let site, let embedState):
        guard next.child == ChildEffectsID(path: \ParentState.self, element: site.key) else { return nil }
        guard let present = site.extract(from: state, embed: embedState) else { return false }
        copy = present
      }
      return child._reduce(into: &copy, route: inner)
    }
    switch place {
    case .always(let path):
      guard next.child == ChildEffectsID(path: path) else { return nil }
      return child._reduce(into: &state[keyPath: path], route: inner)
    case .optional(let path, _):
      guard next.child == ChildEffectsID(path: path) else { return nil }
      // NB: The child is gone: so is the instance the route leads to.
      guard state[keyPath: path] != nil else { return true }
      return child._reduce(into: &state[keyPath: path]!, route: inner)
    case .enumCase(let site, let embedState):
      guard next.child == ChildEffectsID(path: \ParentState.self, element: site.key) else { return nil }
      let reached = site.modify(&state, embed: embedState) { child._reduce(into: &$0, route: inner) }
      guard let reached else { return true }
      return reached
    }
  }

  @inlinable
  func childAction(in action: ParentAction) -> Child.Action? {
    if let extract { return extract(action) }
    return actionSite?.extract(from: action, embed: embed)
  }

  @usableFromInline
  static func reportInactiveCase(at location: CodeLocation, childAction: Child.Action) {
    RuntimeWarning.report(
      """
      A Scope at \(location) received the child action \(childAction) while its case was not the \
      active one; the child reducer did not run.
      """
    )
  }
}

@available(*, unavailable, message: "Scope holds a key path and closures that are not Sendable.")
extension Scope: Sendable {}
