extension Store {
  /// Starts recording every action this root store processes, with its origin, its time and (per
  /// `states`) the state it led to; the recording's trace grows until it is stopped.
  ///
  /// ```swift
  /// let recording = store.startRecording(states: .everyStep)
  /// store.send(.incrementTapped)
  /// let trace = recording.trace  // an ActionTrace: write it with `jsonLines()`, replay it in a test
  /// ```
  ///
  /// A store has one recording at a time: starting another stops the one before. Recording costs
  /// nothing until it starts, and then a small, fixed amount per action, plus a copy of the state per
  /// state kept.
  ///
  /// Only a root store records (it sees every action of its scoped stores); on a scoped store this
  /// reports a runtime warning and returns a recording that records nothing.
  ///
  /// - Parameter states: Which states to keep: ``StateCapture/none`` (the default),
  ///   ``StateCapture/everyStep``, or ``StateCapture/every(_:)``.
  /// - Returns: The recording: read its ``ActionRecording/trace``, and ``ActionRecording/stop()`` it.
  public func startRecording(states: StateCapture = .none) -> ActionRecording<State, Action> {
    guard let root else {
      RuntimeWarning.report(
        """
        startRecording(states:) was called on a scoped store of \(State.self); only a root store records. \
        Call it on the store you created with Store(initialState:): it records every action, its scoped \
        stores' included.
        """
      )
      return ActionRecording(core: nil, capture: states, initialState: core.state)
    }
    return root.startRecording(states)
  }

  /// The instrument this root store tells what every action cost, or `nil` (the default) for none.
  ///
  /// ```swift
  /// let profile = ActionProfile<App.Action>()
  /// store.instrument = profile.instrument
  /// // … later:
  /// print(profile.table())
  /// ```
  ///
  /// Only a root store takes an instrument; setting one on a scoped store reports a runtime warning and
  /// does nothing.
  public var instrument: StoreInstrument<Action>? {
    get { root?.instrument }
    set {
      guard let root else {
        RuntimeWarning.report(
          """
          An instrument was set on a scoped store of \(State.self); only a root store takes one. Set it on \
          the store you created with Store(initialState:): it measures every action, its scoped stores' \
          included.
          """
        )
        return
      }
      root.instrument = newValue
    }
  }
}
