/// What every core of a store tree shares, whatever its types: its place on the change path.
///
/// A change travels one way: the root core processes an action, then tells its ``changes``; each derived
/// core observing it (a scope, an optional or row scope, a connection, a de-duplication) reads its own
/// state, compares it if it compares, and tells its own ``changes``; publishers, Observation and
/// connectors are observers at the end of that path. A watched row's observers at the end of the path
/// are its entry's, which its watcher tells directly (see ``RowEntry``). Every step is an
/// ``ObserverList``.
///
/// This part is not generic, so the fan-out and the re-entrancy rule need no specialization.
@MainActor
@usableFromInline
class CoreNode {
  /// This core's observers, once it has had one (see ``changes``).
  // NB: Read and written only on the main actor, each access a single load or store (the getter below
  // makes the list before it stores it), so no two accesses can overlap; its run-time exclusivity
  // check, paid on every action, is off.
  @exclusivity(unchecked) @usableFromInline final private(set) var changesIfMade: CoreObserverList?
  /// This core's observers: told after every change of this core's state, as it compares. Made at the
  /// first use: a row store's observers are its row entry's, so most row stores never make it.
  @usableFromInline final var changes: CoreObserverList {
    if let changesIfMade { return changesIfMade }
    let list = CoreObserverList()
    if observesActivity { list.activityObserver = self }
    changesIfMade = list
    return list
  }
  /// Tells this core's observers that its state changed, if it has any, counting in `session` (while an
  /// instrument measures the change) those at the end of the change path.
  @inlinable
  @inline(__always)
  final func notifyObservers(countingIn session: DebugSession?) {
    guard changesIfMade != nil else { return }
    // NB: Not retained for the call: once made, the list is this core's, never replaced, until it goes.
    withObject(Unmanaged.passUnretained(changesIfMade.unsafelyUnwrapped)) { list in
      if list.isActive { list.notify(countingIn: session) }
    }
  }

  /// Whether this core starts and stops work with its observers: then it is told of their comings and
  /// goings (see ``observerActivityDidChange(_:)``).
  var observesActivity: Bool { false }
  /// Where this core's observers at the end of the change path subscribe (publishers, Observation):
  /// its ``changes``, or, for a store of a watched row, the row's ``RowEntry``, which tells them for
  /// every store of the row. Links to derived stores subscribe to ``changes``.
  @usableFromInline var endObservers: ObserverList { changes }
  /// The entry of the watched row this core is a store of, if it is one (see ``RowEntry``).
  @usableFromInline var rowEntry: RowEntry? { nil }
  /// The core this one derives its state from; `nil` on a root.
  var parentCore: CoreNode? { nil }
  /// Whether this core is bound to an instance of its state by more than its presence (see
  /// ``OptionalScopedCore``).
  var bindsInstanceIdentity: Bool { false }
  /// The root core of this core's tree; `nil` on the root itself.
  // NB: Strong: a derived core holds its parent strongly up to the root anyway, and the root holds its
  // derived cores only weakly.
  @usableFromInline final let rootNode: CoreNode?
  /// The root's debugging session while it records or has an instrument (see ``DebugSession``); `nil`
  /// otherwise, and always `nil` on a derived core.
  @usableFromInline final var debugSession: DebugSession?
  // NB: The three flags below are read and written only on the main actor, each access a single load or
  // store, so no two accesses can overlap; their run-time exclusivity checks, paid on every action, are
  // off.
  /// On the root: whether it has a ``debugSession``, which a scoped store's `send` tests.
  @exclusivity(unchecked) @usableFromInline final var isDebugging = false
  /// On the root: whether an instrument is counting what the action being processed wakes, which every
  /// wake-up of a derived core tests.
  @exclusivity(unchecked) @usableFromInline final var isCountingFanOut = false
  /// On the root: whether its reducer is changing its state right now, when reading the state is a bug
  /// (see ``checkNotReducing()``).
  @exclusivity(unchecked) @usableFromInline final var isReducing = false

  /// The root's debugging session, if it has one: for the paths that only run while debugging.
  final var rootDebugSession: DebugSession? {
    (rootNode ?? self).debugSession
  }

  /// Creates a core of the tree whose root is `root`, or a root core if `root` is `nil`.
  @usableFromInline init(root: CoreNode?) {
    self.rootNode = root
  }

  /// Stops with a message that says what happened if the reducer is changing the state right now: what
  /// a read of the root's state checks first.
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

  /// Runs `body` as part of the root's processing: an action sent from inside `body` waits in the root's
  /// queue until `body` returns, then is processed before this call returns. Every notification runs this
  /// way, which is the one re-entrancy rule of the change path.
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
  /// last one goes: what a core that starts and stops work with its observers overrides.
  func observerActivityDidChange(_ change: ObserverList.ActivityChange) {}

  /// Whether this core's state changes only when the root processes an action, being computed from the
  /// root's state whenever it is read: then a read stays true until the root's ``version`` changes.
  /// `false` below a core whose state comes from elsewhere (a computation in the background).
  var changesOnlyWithRoot: Bool { true }

  /// How many actions the root has processed: a derived core whose cached state was computed at this
  /// version need not compute it again.
  var version: UInt64 {
    fatalError("\(Self.self) must override version")
  }
}
