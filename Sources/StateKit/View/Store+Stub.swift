extension Store {
  /// A store that shows `state` and never changes it: for previews and for tests of a view.
  ///
  /// ```swift
  /// HistoryView(store: .stub(with: HistoryView.State(posters: [.preview])))
  /// ```
  ///
  /// Actions sent to it change nothing and start nothing; pass `onSend` to see them:
  ///
  /// ```swift
  /// var sent: [HistoryView.Action] = []
  /// let store = Store<HistoryView.State, HistoryView.Action>.stub(with: state) { sent.append($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state the store shows.
  ///   - onSend: Called with every action sent to the store, in order.
  public static func stub(
    with state: State,
    onSend: @escaping (Action) -> Void = { _ in }
  ) -> Store {
    Store(
      initialState: state,
      reducer: Reduce { _, action in
        onSend(action)
        return .none
      }
    )
  }
}
