extension Store {
  /// Creates a root store that runs `reducer`, and the effects it returns, with the dependencies
  /// `prepareDependencies` sets.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State(), reducer: Feature()) {
  ///   $0.continuousClock = ImmediateClock()
  /// }
  /// ```
  ///
  /// The store starts from the dependencies in force where it is created (live values in an app, the
  /// test's values inside a test, unless a `withDependencies` around it set others), and keeps the result
  /// for its whole life: every action it processes, and every effect those start, sees them. The initial
  /// state is built with them in force too, so a `@Dependency(\.uuid)` read while building it draws from
  /// the store's generator.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in, built with the store's dependencies in force.
  ///   - reducer: The feature's logic.
  ///   - prepareDependencies: Sets the dependencies that differ from the live ones, or the
  ///     ``DependencyValues/context``.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void
  ) {
    var values = DependencyValues.forNewStore
    values.update(prepareDependencies)
    self.init(initialState: values.withCurrent(initialState), reducer: reducer, dependencies: values)
  }

  /// Creates a root store that runs the reducer `reducer` builds, and the effects it returns, with the
  /// dependencies `prepareDependencies` sets.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.uuid = .incrementing
  /// }
  /// ```
  ///
  /// The store starts from the dependencies in force where it is created (live values in an app, the
  /// test's values inside a test, unless a `withDependencies` around it set others), and keeps the result
  /// for its whole life. The initial
  /// state and the reducer are built with them in force too.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in, built with the store's dependencies in force.
  ///   - reducer: Builds the feature's logic.
  ///   - prepareDependencies: Sets the dependencies that differ from the live ones, or the
  ///     ``DependencyValues/context``.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void
  ) {
    var values = DependencyValues.forNewStore
    values.update(prepareDependencies)
    let reducer = values.withCurrent { reducer() }
    self.init(initialState: values.withCurrent(initialState), reducer: reducer, dependencies: values)
  }

  /// Creates a root store that runs `reducer`, and the effects it returns, with `dependencies`.
  // NB: Inlinable, as the initializers above, so that every action runs specialized for the feature.
  @inlinable
  convenience init<R: Reducer<State, Action>>(
    initialState: State,
    reducer: R,
    dependencies: DependencyValues
  ) {
    self.init(
      core: RootCore(
        initialState: initialState,
        reducer: { state, action in
          dependencies.reduce(into: &state, action: action, with: reducer.reduce(into:action:))
        },
        route: reducer._reduce(into:route:),
        reducerType: R.self))
  }
}
