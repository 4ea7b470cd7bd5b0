extension Effect {
  /// An effect that runs `effects` at the same time.
  ///
  /// Synchronous parts (``send(_:)``) are processed in the order given, before the store's `send(_:)`
  /// returns; asynchronous parts run concurrently.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// An effect that runs `effects` at the same time.
  ///
  /// Synchronous parts (``send(_:)``) are processed in the order given, before the store's `send(_:)`
  /// returns; asynchronous parts run concurrently.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    var parts: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case .merge(let nested): parts.append(contentsOf: nested)
      default: parts.append(effect)
      }
    }
    switch parts.count {
    case 0: return .none
    case 1: return parts[0]
    default: return Self(.merge(parts))
    }
  }

  /// Merges `other` into this effect: both run at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    // NB: Reducer composition merges two effects on every action, and most of them are `.none`: answer
    // those without building the argument array of `merge(_:)`, in code specialized where it is inlined.
    if other.isNone { return self }
    if isNone { return other }
    return merged(with: other)
  }

  /// Both effects, neither of them `.none`, run at the same time.
  @usableFromInline
  func merged(with other: Self) -> Self {
    .merge(self, other)
  }

  /// An effect that runs `effects` one after another, each starting when the previous one has finished.
  ///
  /// Leading synchronous effects (``send(_:)``) are processed before the store's `send(_:)` returns, as
  /// usual; from the first asynchronous effect on, the rest run in order in one task, and an action that
  /// a later ``send(_:)`` carries is delivered when its turn comes.
  ///
  /// Requires `Sendable` actions: the actions of the later effects travel with the task that runs them.
  ///
  /// - Parameters:
  ///   - effects: The effects, in the order they run.
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  public static func concatenate(
    _ effects: Self...,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self where Action: Sendable {
    concatenate(effects, fileID: fileID, line: line)
  }

  /// An effect that runs `effects` one after another, each starting when the previous one has finished.
  ///
  /// Leading synchronous effects (``send(_:)``) are processed before the store's `send(_:)` returns, as
  /// usual; from the first asynchronous effect on, the rest run in order in one task, and an action that
  /// a later ``send(_:)`` carries is delivered when its turn comes.
  ///
  /// Requires `Sendable` actions: the actions of the later effects travel with the task that runs them.
  ///
  /// - Parameters:
  ///   - effects: The effects, in the order they run.
  ///   - fileID: The file of the call, for messages that point at it; leave the default.
  ///   - line: The line of the call, for messages that point at it; leave the default.
  public static func concatenate(
    _ effects: some Collection<Self>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self where Action: Sendable {
    let effects = Array(effects)
    let firstAsynchronous = effects.firstIndex { !$0.isSynchronous } ?? effects.endIndex
    let synchronousPrefix = effects[..<firstAsynchronous]
    let rest = effects[firstAsynchronous...]
    guard !rest.isEmpty else { return .merge(synchronousPrefix) }
    let sequence = Self(
      .run(
        Run(priority: nil, location: CodeLocation(fileID: fileID, line: line)) { send in
          for effect in rest {
            guard !Task.isCancelled else { return }
            await effect.perform(with: send)
          }
        }
      )
    )
    return .merge(synchronousPrefix + [sequence])
  }

  /// Concatenates `other` after this effect: it starts when this one has finished.
  public func concatenate(with other: Self) -> Self where Action: Sendable {
    .concatenate(self, other)
  }
}
