extension RootCore {
  // MARK: - Hooks of the one write path, while the store records, measures or probes

  /// Tells the probe an action is about to be reduced, and starts measuring it: `nil` when nothing records,
  /// measures or probes.
  @inlinable
  func beginDebugStep(
    action: Action?, origin: ActionOrigin<Action>, owner: EffectGroup?, group: inout EffectGroup?,
    sharedChange: String? = nil, dismissal: QueuedDismissal? = nil
  ) -> DebugStep? {
    guard let session = typedDebugSession else { return nil }
    if let action, let probe = session.probe {
      // NB: Every action the probe sees belongs to a group: the one it was queued with, or the send's.
      if owner == nil, group == nil { group = EffectGroup() }
      probe.willProcess(action, origin, StoreTask(owner ?? group), currentState)
    }
    return DebugStep(
      time: action == nil && sharedChange == nil && dismissal == nil ? nil : session.recording?.now(),
      startedBefore: effectsStarted,
      cancelledBefore: effectsCancelled,
      isMeasured: session.instrument != nil && action != nil
    )
  }

  /// Records the step and tells the probe, once its effects started. A change of a shared value
  /// (`sharedChange`) is recorded, and told to the instrument, as a write with no action; a `dismissal`
  /// that a reducer took is recorded as a dismissal step, and told to the probe.
  @inlinable
  func endDebugStep(
    _ step: DebugStep?, action: Action?, origin: ActionOrigin<Action>, followsAnAction: Bool,
    sharedChange: String? = nil, dismissal: QueuedDismissal? = nil
  ) {
    guard let step else { return }
    let session = typedDebugSession!
    if let sharedChange {
      if let recording = session.recording, let time = step.time {
        recording.recordSharedChange(of: sharedChange, at: time)
      }
      session.instrument?.sharedValueDidChange?(sharedChange)
      return
    }
    guard let action else {
      if let dismissal { endDismissalStep(step, dismissal, followsAnAction: followsAnAction) }
      return
    }
    if let recording = session.recording, let time = step.time {
      recording.record(action, origin: origin, at: time, state: currentState)
    }
    session.probe?.didProcess(action, currentState)
  }

  /// Records a dismissal that a reducer took as a dismissal step, and tells the probe.
  @usableFromInline
  func endDismissalStep(_ step: DebugStep, _ dismissal: QueuedDismissal, followsAnAction: Bool) {
    guard dismissal.wasTaken else { return }
    let session = typedDebugSession!
    if let recording = session.recording, let time = step.time, let route = dismissal.dismissal.rootRoute {
      recording.recordDismissal(route, at: time, state: currentState, followsAnAction: followsAnAction)
    }
    session.probe?.didDismiss(currentState, followsAnAction)
  }

  /// Holds what the step cost for the instrument, and hands it the cost held before: a cost waits for
  /// the next step or the next notification, whichever comes first, so that the notification that ends
  /// a `send` is counted in the cost of the send's last action (see ``notifyChangePath(debugging:)``).
  @inlinable
  func finishDebugStep(_ step: DebugStep?, action: Action?, origin: ActionOrigin<Action>) {
    guard let step, step.isMeasured, let action else { return }
    let session = typedDebugSession!
    let held = session.heldCost
    session.heldCost = ActionCost(
      action: action,
      origin: origin,
      reducerTime: step.reducerTime,
      effectsStarted: effectsStarted - step.startedBefore,
      effectsCancelled: effectsCancelled - step.cancelledBefore
    )
    if let held { session.instrument?.measure(held) }
  }

  /// Starts counting what the notification wakes, when an instrument waits for the cost of the action
  /// before it; returns the session that counts, or `nil`.
  @inlinable
  func beginCountingFanOut() -> DebugSession? {
    guard let debugSession = typedDebugSession, debugSession.isMeasuring, debugSession.heldCost != nil
    else { return nil }
    debugSession.fanOut = FanOutCounts()
    isCountingFanOut = true
    return debugSession
  }

  /// Hands the instrument the cost of the action before the notification that just ran, with what the
  /// notification woke.
  @inlinable
  func measureHeldCost() {
    guard let session = typedDebugSession, session.isMeasuring else { return }
    guard let held = session.heldCost else { return }
    let fanOut = session.fanOut ?? FanOutCounts()
    session.fanOut = nil
    session.heldCost = nil
    isCountingFanOut = false
    session.instrument?.measure(
      ActionCost(
        action: held.action,
        origin: held.origin,
        reducerTime: held.reducerTime,
        effectsStarted: held.effectsStarted,
        effectsCancelled: held.effectsCancelled,
        derivedStoresWoken: fanOut.derivedStores,
        connectorsWoken: fanOut.connectors,
        observersWoken: fanOut.observers
      ))
  }

  /// The origin `source` is recorded as: the store an action came through from a scoped store's entry
  /// point (``ActionOrigin/unresolvedChild``) is named here, only while the store records or measures.
  @inlinable
  func resolved(_ source: ActionOrigin<Action>) -> ActionOrigin<Action> {
    guard case .child(let store) = source, store.isEmpty else { return source }
    let sender = debugSession?.childSender
    debugSession?.childSender = nil
    return .child(store: sender.map(Self.describe) ?? "a derived store")
  }

  /// `Counter.State` for `MyApp.Counter.State`: the type's name without its module.
  @usableFromInline
  static func describe(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    guard let dot = name.firstIndex(of: "."), !name.hasPrefix("Swift.") else { return name }
    return String(name[name.index(after: dot)...])
  }

  // MARK: - Installing and removing

  /// Starts a recording, stopping the one before.
  func startRecording(_ capture: StateCapture) -> ActionRecording<State, Action> {
    let recording = ActionRecording(core: self, capture: capture, initialState: currentState)
    let session = debugging()
    session.recording?.core = nil
    session.recording = recording
    updateDebugging(session)
    return recording
  }

  /// Stops `recording`, if it is this store's.
  func stopRecording(_ recording: ActionRecording<State, Action>) {
    guard let session = typedDebugSession, session.recording === recording
    else { return }
    session.recording = nil
    updateDebugging(session)
  }

  /// Attaches `probe`, replacing the one before, or detaches it (`nil`).
  func attach(_ probe: StoreProbe<State, Action>?) {
    let session = debugging()
    session.probe = probe
    updateDebugging(session)
  }

  /// The probe attached, if any.
  var probe: StoreProbe<State, Action>? {
    typedDebugSession?.probe
  }

  /// The instrument told about every action.
  var instrument: StoreInstrument<Action>? {
    get { typedDebugSession?.instrument }
    set {
      let session = debugging()
      session.instrument = newValue
      updateDebugging(session)
    }
  }

  private func debugging() -> RootDebugging<State, Action> {
    typedDebugSession ?? RootDebugging()
  }

  /// Installs `session`, or removes it once nothing records or measures.
  private func updateDebugging(_ session: RootDebugging<State, Action>) {
    session.isMeasuring = session.instrument != nil
    if session.isIdle {
      typedDebugSession = nil
      processing.flags &= ~SendFlags.debugging
    } else {
      typedDebugSession = session
      processing.flags |= SendFlags.debugging
    }
    isDebugging = debugSession != nil
  }
}
