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
  }

  /// Asynchronous work and what the store needs to start and report it.
  struct Run {
    let priority: TaskPriority?
    let location: CallSite
    let body: @Sendable (Send<Action>) async -> Void
  }

  let operation: Operation

  init(_ operation: Operation) {
    self.operation = operation
  }

  /// An effect that does nothing: what a reducer returns when an action only changes state.
  public static var none: Self { Self(.none) }

  /// An effect that feeds `action` back into the store immediately.
  ///
  /// The store processes the action after the current one, before the `send(_:)` that started it returns,
  /// without growing the stack: a chain of `.send` effects of any length is safe.
  ///
  /// Prefer calling shared logic directly in the reducer over sending actions to share it; `.send` is for
  /// telling a parent or another part of the feature that something happened.
  public static func send(_ action: Action) -> Self {
    Self(.send(action))
  }

  /// Whether the whole effect completes inside the store's `send(_:)`, with no asynchronous work.
  var isSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel: true
    case .run: false
    case .merge(let effects): effects.allSatisfy(\.isSynchronous)
    case .cancellable(_, _, let effect): effect.isSynchronous
    }
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}
extension Effect.Run: Sendable {}
