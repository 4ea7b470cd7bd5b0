extension RootCore {
  // MARK: - Processing while recording or measuring

  /// ``process(_:owner:group:)``, recording the step and measuring its cost for whoever asked.
  ///
  /// NB: A copy of `process` rather than tests inside it, so that a store that neither records nor
  /// measures pays nothing; inlinable, so that it too runs specialized for the feature's types.
  @inlinable
  func processDebugging(
    _ action: Action, origin: ActionOrigin<Action>, owner: EffectGroup?, group: inout EffectGroup?
  ) {
    guard let session = debugSession.map({ unsafeDowncast($0, to: RootDebugging<State, Action>.self) })
    else { return process(action, owner: owner, group: &group) }
    let recording = session.recording
    let instrument = session.instrument
    let probe = session.probe
    if let probe {
      // NB: Every action the probe sees belongs to a group: the one it was queued with, or the send's.
      if owner == nil, group == nil { group = EffectGroup() }
      probe.willProcess(action, origin, StoreTask(owner ?? group), currentState)
    }
    let time = recording?.now()
    let startedBefore = effectsStarted
    let cancelledBefore = effectsCancelled
    let clock = ContinuousClock()
    let reduceStart = instrument == nil ? nil : clock.now
    isReducing = true
    let effect = reducer(&currentState, action)
    isReducing = false
    let reducerTime = reduceStart.map { clock.now - $0 } ?? .zero
    processedCount &+= 1
    if !effect.isNone {
      start(effect, origin: action, owner: owner, group: &group, namespace: .root, keys: [])
    }
    if let recording, let time {
      recording.record(action, origin: origin, at: time, state: currentState)
    }
    probe?.didProcess(action, currentState)
    if instrument != nil {
      session.fanOut = FanOutCounts()
      isCountingFanOut = true
    }
    if changes.isActive {
      if instrument != nil { changes.notify(countingIn: session) } else { changes.notify() }
    }
    if hasElementWatchers {
      elementWatchers.check(currentState)
    }
    let fanOut = session.fanOut ?? FanOutCounts()
    session.fanOut = nil
    isCountingFanOut = false
    instrument?.measure(
      ActionCost(
        action: action,
        origin: origin,
        reducerTime: reducerTime,
        effectsStarted: effectsStarted - startedBefore,
        effectsCancelled: effectsCancelled - cancelledBefore,
        derivedStoresWoken: fanOut.derivedStores,
        connectorsWoken: fanOut.connectors,
        observersWoken: fanOut.observers
      ))
  }

  /// The origin an action that came through `source` is recorded with.
  @inlinable
  func origin(of source: SendSource<Action>) -> ActionOrigin<Action> {
    switch source {
    case .view:
      return .view
    case .effect(let startedBy):
      return .effect(startedBy: startedBy)
    case .child:
      let sender = debugSession?.childSender
      debugSession?.childSender = nil
      return .child(store: sender.map(Self.describe) ?? "a derived store")
    }
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
    guard let session = debugSession.map({ unsafeDowncast($0, to: RootDebugging<State, Action>.self) }),
      session.recording === recording
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
    debugSession.map { unsafeDowncast($0, to: RootDebugging<State, Action>.self) }?.probe
  }

  /// The instrument told about every action.
  var instrument: StoreInstrument<Action>? {
    get { debugSession.map { unsafeDowncast($0, to: RootDebugging<State, Action>.self) }?.instrument }
    set {
      let session = debugging()
      session.instrument = newValue
      updateDebugging(session)
    }
  }

  private func debugging() -> RootDebugging<State, Action> {
    if let debugSession { return unsafeDowncast(debugSession, to: RootDebugging<State, Action>.self) }
    return RootDebugging()
  }

  /// Installs `session`, or removes it once nothing records or measures.
  private func updateDebugging(_ session: RootDebugging<State, Action>) {
    if session.isIdle {
      debugSession = nil
      sendFlags &= ~SendFlags.debugging
    } else {
      debugSession = session
      sendFlags |= SendFlags.debugging
    }
    isDebugging = debugSession != nil
  }
}
