/// Work a reducer asks its store to do after it has changed the state.
///
/// A reducer returns an effect with every action it handles. Most actions need none and return ``none``;
/// the others describe work for the store to start: an action to feed back at once (``send(_:)``),
/// asynchronous work that feeds actions back as it goes (``run(priority:fileID:line:operation:catch:)``),
/// or a combination of effects (``merge(with:)``, ``concatenate(with:)``).
///
/// An effect is a description, not running work: nothing happens until a store receives it.
///
/// ```swift
/// case .refreshTapped:
///   state.isLoading = true
///   return .run { send in
///     let photos = try await client.photos()
///     await send(.photosLoaded(photos))
///   }
/// ```
public struct Effect<Action> {
  enum Operation {
    case none
    case send(Action)
    case run(Run)
    case merge([Effect])
    indirect case cancellable(EffectID, cancelInFlight: Bool, Effect)
    case cancel(EffectID)
    /// The effects of one child instance (a presented child, a collection or stack element): their
    /// cancellation identifiers, and the actions they feed back, belong to that instance.
    indirect case namespaced(ChildEffectsID, Effect)
    /// Cancels every effect of the child instance `ChildEffectsID` names, in the current namespace.
    case cancelChild(ChildEffectsID)
    /// Dismisses the nearest enclosing presented child (see ``Effect/dismiss``).
    case dismiss(Dismissal)
    /// Watches, while the effects of the current namespace run, whether its child instance is still in
    /// the state (see ``PresenceCheck``).
    case watch(PresenceCheck)
  }

  /// Asynchronous work and what the store needs to start and report it.
  struct Run {
    let priority: TaskPriority?
    let location: CodeLocation
    let body: @Sendable (Send<Action>) async -> Void
  }

  /// The operation, boxed; `nil` for ``none``.
  ///
  /// NB: A class reference has the same layout whatever `Action` is, so code that is not specialized for
  /// the caller's types (the store's engine) can return, copy and test an effect for `none` without a
  /// runtime metadata lookup; that is the path of almost every action.
  @usableFromInline let box: Box?

  /// Holds an effect's operation.
  @usableFromInline
  final class Box {
    let operation: Operation

    init(_ operation: Operation) {
      self.operation = operation
    }
  }

  init(_ operation: Operation) {
    if case .none = operation {
      self.box = nil
    } else {
      self.box = Box(operation)
    }
  }

  @usableFromInline
  init(box: Box?) {
    self.box = box
  }

  /// What the effect does.
  var operation: Operation {
    box?.operation ?? .none
  }

  /// Whether the effect does nothing.
  @inlinable var isNone: Bool {
    box == nil
  }

  // NB: Inlinable: every reducer returns it, and the library's generic copy was a call that looked up the
  // effect's type.
  /// An effect that does nothing: what a reducer returns when an action only changes state.
  @inlinable
  public static var none: Self { Self(box: nil) }

  /// An effect that feeds `action` back into the store immediately.
  ///
  /// The store processes the action after the current one, before the `send(_:)` that started it returns,
  /// without growing the stack: a chain of `.send` effects of any length is safe.
  ///
  /// Prefer calling shared logic directly in the reducer over sending actions to share it; `.send` is for
  /// telling a parent or another part of the feature that something happened.
  public static func send(_ action: Action) -> Self {
    Self(box: Box(.send(action)))
  }

  /// Whether the whole effect completes inside the store's `send(_:)`, with no asynchronous work.
  var isSynchronous: Bool {
    if isNone { return true }
    var hasRun = false
    forEachLeaf { leaf in
      if case .run = leaf { hasRun = true }
    }
    return !hasRun
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}
extension Effect.Box: Sendable where Action: Sendable {}
extension Effect.Run: Sendable {}
