extension ViewStore {
  /// A binding that reads a property of the view state and sends the action `send` makes from each new
  /// value: the common case of a toggle or a text field.
  ///
  /// ```swift
  /// TextField("Search", text: Binding(store.binding(\.searchText, send: Action.searchTextChanged)))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property of the view state the control shows.
  ///   - send: Makes the action to send from the value the control writes.
  public func binding<Value>(
    _ keyPath: KeyPath<ViewState, Value>,
    send: @escaping (Value) -> Action
  ) -> ActionBinding<Value> {
    // NB: Read through `viewState(at:)`, so that Observation tracks the bound property of a store.
    ActionBinding(
      get: { self.viewState(at: keyPath) },
      set: { self.send(send($0)) }
    )
  }

  /// A binding that reads `get(viewState)` and sends `send(newValue)` when written.
  ///
  /// - Parameters:
  ///   - get: Reads the bound value from the view state.
  ///   - send: Makes the action to send from the value the control writes.
  public func binding<Value>(
    get: @escaping (ViewState) -> Value,
    send: @escaping (Value) -> Action
  ) -> ActionBinding<Value> {
    ActionBinding(
      get: { get(self.viewState) },
      set: { self.send(send($0)) }
    )
  }

  /// A binding that reads `get(viewState)` and sends `action` whenever it is written, whatever the value:
  /// for instance dismissing an alert.
  ///
  /// ```swift
  /// let alert = store.binding(get: \.alert, send: .alertDismissed)
  /// ```
  ///
  /// - Parameters:
  ///   - get: Reads the bound value from the view state.
  ///   - action: The action to send when the binding is written.
  public func binding<Value>(
    get: @escaping (ViewState) -> Value,
    send action: Action
  ) -> ActionBinding<Value> {
    binding(get: get, send: { _ in action })
  }

  /// A binding of the whole view state that sends `send(newValue)` when written.
  ///
  /// - Parameter send: Makes the action to send from the value the control writes.
  public func binding(send: @escaping (ViewState) -> Action) -> ActionBinding<ViewState> {
    binding(get: { $0 }, send: send)
  }

  /// A binding of the whole view state that sends `action` whenever it is written.
  ///
  /// - Parameter action: The action to send when the binding is written.
  public func binding(send action: Action) -> ActionBinding<ViewState> {
    binding(get: { $0 }, send: { _ in action })
  }
}
