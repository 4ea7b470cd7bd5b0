extension Store {
  /// A store of the view state `connector` computes from this store's state, to which the view sends
  /// its own actions.
  ///
  /// ```swift
  /// HistoryView(store: appStore.connect(using: HistoryConnector()))
  /// ```
  ///
  /// The connected store computes its view state again only when this store's state changes (as this
  /// store compares: connect a scoped store to react to a part of the state only), and tells its
  /// observers only when the view state changes (it compares view states with `==`). It keeps this store's
  /// core alive. Every view action it receives is sent to this store through
  /// ``Connector/connect(action:)``.
  ///
  /// - Parameter connector: Computes the view state and translates the view actions.
  public func connect<C: Connector>(
    using connector: C
  ) -> Store<C.ViewState, C.ViewAction> where C.State == State, C.Action == Action {
    Store<C.ViewState, C.ViewAction>(
      core: ConnectedCore(
        parent: core, connect: connector.connect(state:), embed: connector.connect(action:))
    )
  }

  /// A store of the view state `connector` computes from this store's state, computed where
  /// `computation` says: on the main actor, or off it for expensive view states such as long lists.
  ///
  /// ```swift
  /// let listStore = appStore.connect(using: PhotoListConnector(), computation: .background)
  /// ```
  ///
  /// With ``ViewStateComputation/background(priority:)``, the connected store's state lags behind this
  /// store's by the time a computation takes, and intermediate states may be skipped; observers still see
  /// view states in order, never a stale one after a newer one. It requires `Sendable` state, view state
  /// and connector. Otherwise it behaves as ``connect(using:)``.
  ///
  /// - Parameters:
  ///   - connector: Computes the view state and translates the view actions.
  ///   - computation: Where the view state is computed.
  public func connect<C: Connector & Sendable>(
    using connector: C,
    computation: ViewStateComputation
  ) -> Store<C.ViewState, C.ViewAction>
  where C.State == State, C.Action == Action, State: Sendable, C.ViewState: Sendable {
    switch computation {
    case .mainActor:
      return connect(using: connector)
    case .background(let priority):
      return Store<C.ViewState, C.ViewAction>(
        core: BackgroundConnectedCore(
          parent: core,
          connect: { connector.connect(state: $0) },
          embed: connector.connect(action:),
          priority: priority
        )
      )
    }
  }
}
