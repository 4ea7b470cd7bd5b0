/// What every core of a store tree shares, whatever its types: its place on the change path.
///
/// A change travels one way: the root core processes an action, then tells its ``changes``; each derived
/// core observing it reads its own state, compares it if it compares, and tells its own; publishers,
/// Observation and connectors are observers at the end of that path (a watched row's are its
/// ``RowEntry``'s). Every step is an ``ObserverList``. Not generic: the fan-out needs no specialization.
@MainActor
@usableFromInline
class CoreNode {
  /// This core's observers, once it has had one (see ``changes``).
  // NB: Main actor only, each access a single load or store: its exclusivity check is off.
  @exclusivity(unchecked) @usableFromInline final private(set) var changesIfMade: CoreObserverList?
  /// This core's observers, told after every change of its state. Made at the first use: most row stores
  /// never make it (their observers are their entry's).
  @usableFromInline final var changes: CoreObserverList {
    if let changesIfMade { return changesIfMade }
    let list = CoreObserverList()
    if observesActivity { list.activityObserver = self }
    changesIfMade = list
    return list
  }
  /// Tells this core's observers, if any, counting them in `session` while an instrument measures.
  @inlinable
  @inline(__always)
  final func notifyObservers(countingIn session: DebugSession?) {
    guard changesIfMade != nil else { return }
    // NB: Not retained for the call: once made, the list is this core's, never replaced, until it goes.
    withObject(Unmanaged.passUnretained(changesIfMade.unsafelyUnwrapped)) { list in
      if list.isActive { list.notify(countingIn: session) }
    }
  }

  /// Whether this core is told when its first observer comes and its last goes.
  var observesActivity: Bool { false }
  /// Where this core's observers at the end of the change path subscribe: its ``changes``, or a watched
  /// row's ``RowEntry``.
  @usableFromInline var endObservers: ObserverList { changes }
  /// The entry of the watched row this core is a store of, if it is one (see ``RowEntry``).
  @usableFromInline var rowEntry: RowEntry? { nil }
  /// The core this one derives its state from; `nil` on a root.
  var parentCore: CoreNode? { nil }
  /// Whether this core is bound to an instance of its state by more than its presence (see
  /// ``OptionalScopedCore``).
  var bindsInstanceIdentity: Bool { false }
  /// The root core of this core's tree; `nil` on the root itself.
  @usableFromInline final let rootNode: CoreNode?
  /// The root's debugging session while it is debugged; always `nil` on a derived core.
  @usableFromInline var debugSession: DebugSession? { nil }
  // NB: The flags below: main actor only, each access a single load or store: exclusivity checks off.
  /// On the root: whether it has a ``debugSession``, which a scoped store's `send` tests.
  @exclusivity(unchecked) @usableFromInline final var isDebugging = false
  /// On the root: whether an instrument is counting what the action being processed wakes.
  @exclusivity(unchecked) @usableFromInline final var isCountingFanOut = false
  /// On the root: whether its reducer is changing its state right now (see ``checkNotReducing()``).
  @exclusivity(unchecked) @usableFromInline final var isReducing = false

  /// The root's debugging session, if it has one: for the paths that only run while debugging.
  final var rootDebugSession: DebugSession? {
    (rootNode ?? self).debugSession
  }

  /// Creates a core of the tree whose root is `root`, or a root core if `root` is `nil`.
  @usableFromInline init(root: CoreNode?) {
    self.rootNode = root
  }

  /// Stops with a message if the reducer is changing the state right now.
  @inlinable final func checkNotReducing() {
    if _slowPath(isReducing) { stateReadWhileReducing() }
  }

  @usableFromInline
  final func stateReadWhileReducing() -> Never {
    fatalError(
      """
      The store's state was read while its reducer was changing it, for instance by a reducer that reads \
      a store it captured. A reducer receives the state as `inout`: read that instead.
      """
    )
  }

  /// Runs `body` as part of the root's processing: an action sent from inside it waits in the queue
  /// until it returns. Every notification runs this way: the change path's one re-entrancy rule.
  @usableFromInline
  func runExclusively(_ body: () -> Void) {
    fatalError("\(Self.self) must override runExclusively(_:)")
  }

  /// Told through a ``CoreLink`` that what this core's state comes from may have changed: what a derived
  /// core overrides.
  @usableFromInline
  func dependencyDidChange() {}

  /// Told that this core is a store of the row whose entry is `entry` (see ``RowEntry``): what the core
  /// of a row store overrides.
  func watches(row entry: RowEntry) {}

  /// Told by this core's ``changes``, if it ``observesActivity``, when their first observer comes or their
  /// last one goes.
  func observerActivityDidChange(_ change: ObserverList.ActivityChange) {}

  /// Whether this core's state changes only when the root processes an action, so that a read stays true
  /// until the root's ``version`` changes; `false` below a computation in the background.
  var changesOnlyWithRoot: Bool { true }

  /// How many actions the root has processed: what cached states are computed at.
  var version: UInt64 {
    fatalError("\(Self.self) must override version")
  }
}
