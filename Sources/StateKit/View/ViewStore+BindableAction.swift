extension ViewStore where Action: BindableAction, Action.State == ViewState {
  /// A binding of a field of the state that sends a ``BindingAction`` setting it when written: one
  /// action case binds every control of a form.
  ///
  /// ```swift
  /// TextField("Name", text: Binding(store.binding(\.name)))  // sends .binding(.set(\.name, newValue))
  /// ```
  ///
  /// The feature's reducer applies the action with a ``BindingReducer``; the binding reads the field from
  /// the state each time, so it shows whatever the reducer made of the new value.
  ///
  /// - Parameter keyPath: The field the control shows and edits.
  /// - Returns: A binding that reads the field and sends `.binding(.set(keyPath, newValue))`.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<ViewState, Value> & Sendable
  ) -> ActionBinding<Value> {
    binding(keyPath, send: { Action.binding(.set(keyPath, $0)) })
  }
}
