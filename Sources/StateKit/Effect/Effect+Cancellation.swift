extension Effect {
  /// Makes this effect cancellable with ``cancel(id:)``, by an identifier of your choice.
  ///
  /// Any `Hashable & Sendable` value identifies the effect: a dedicated enum case, a string, the id of a
  /// row. An identifier belongs to the feature instance whose reducer declares it: inside a `forEach`
  /// element, an `ifLet` child or a stack screen, it is that instance's own, so two rows can use the same
  /// identifier independently; at the root, it is the root feature's.
  ///
  /// ```swift
  /// case .searchTextChanged(let text):
  ///   state.query = text
  ///   return .run { send in
  ///     try await clock.sleep(for: .milliseconds(300))
  ///     await send(.search(text))
  ///   }
  ///   .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier to cancel the effect with.
  ///   - cancelInFlight: Whether to cancel every effect already running with the same identifier before
  ///     this one starts: a new search replaces the one in progress.
  /// - Returns: The same work, registered under `id` while it runs.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone, !cancelInFlight { return .none }
    return Self(.cancellable(EffectID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect registered under `id` by this feature instance or by
  /// its descendants.
  ///
  /// Returned by an element of a `forEach`, an `ifLet` child or a stack screen, it reaches that instance's
  /// effects with `id` and those of the children it presents, never a sibling's: a row cancelling its
  /// timer leaves the other rows' timers running. Returned by a parent, it reaches its children's effects
  /// with `id` too, as in The Composable Architecture.
  ///
  /// The cancelled work stops cooperatively: its task is cancelled, and no action it sends afterwards
  /// reaches the reducer.
  ///
  /// Cancelling an identifier with nothing running does nothing, silently: cancelling a search that has
  /// completed, or a timer that never started, is common and fine. What is reported, as a runtime warning
  /// in debug builds, is an identifier that cancels nothing while an effect runs under one that prints the
  /// same but has another type (`"search"` and `CancelID.search`): identifiers match by type and `==`, so
  /// that cancellation can never reach the effect it was most likely meant for.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(EffectID(id)))
  }
}

/// A type-erased cancellation identifier.
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  // NB: @unchecked because `AnyHashable` is not `Sendable`, but this one only ever wraps a value that is
  // (the initializer takes `some Hashable & Sendable`), and `AnyHashable` adds no mutable state of its own.
  private let base: AnyHashable

  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
  }

  /// The identifier as `String(describing:)` renders it: `search` for both `"search"` and `.search`.
  @usableFromInline var description: String { String(describing: base.base) }

  /// The identifier with its type, as `String(reflecting:)` renders it: `"search"`, `Feature.CancelID.search`.
  @usableFromInline var debugDescription: String { String(reflecting: base.base) }

  /// The type of the value the identifier was made from.
  var valueType: any Any.Type { type(of: base.base) }
}
