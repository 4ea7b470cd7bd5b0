extension Store {
  /// A two-way value of a navigation stack's ids, bottom to top, for a `NavigationStack`'s path: writing
  /// a shorter path (a back button, a back swipe) sends ``StackAction/popFrom(id:)`` for the first
  /// element that left.
  ///
  /// ```swift
  /// NavigationStack(path: Binding(store.stackBinding(\.path, action: App.Action.path))) {
  ///   PhotoList(store: store)
  ///     .navigationDestination(store: store, state: \.path, action: App.Action.path) { screen in
  ///       DetailView(store: screen)
  ///     }
  /// }
  /// ```
  ///
  /// Pushes come from actions that append to the stack in the reducer (or send
  /// ``StackAction/push(id:state:)``): a written path that is not a prefix of the current one is ignored.
  ///
  /// - Parameters:
  ///   - state: The key path to the stack.
  ///   - action: Embeds a stack action in this store's action.
  public func stackBinding<ElementState, ElementAction>(
    _ state: KeyPath<State, StackState<ElementState>>,
    action: @escaping (StackAction<ElementState, ElementAction>) -> Action
  ) -> ActionBinding<[StackElementID]> {
    ActionBinding(
      // NB: Read through the store, so that Observation tracks the ids alone, not the screens' states.
      get: { self.observedValue(at: state.appending(path: \StackState<ElementState>.ids)) },
      set: { newIDs in
        let ids = self.state[keyPath: state].ids
        guard newIDs.count < ids.count, ids.starts(with: newIDs) else { return }
        self.send(action(.popFrom(id: ids[newIDs.count])))
      }
    )
  }

  /// A two-way value of whether optional child state is presented, for a `sheet` or an alert: writing
  /// `false` while it is presented (a swipe down, a tap outside) sends `dismiss`.
  ///
  /// ```swift
  /// .sheet(isPresented: Binding(store.presentationBinding(\.editor, dismiss: .editorDismissed))) {
  ///   if let editor = store.scope(state: \.editor, action: Library.Action.editor) {
  ///     EditorView(store: editor)
  ///   }
  /// }
  /// ```
  ///
  /// The child dismissing itself needs no action: it returns ``Effect/dismiss``. `dismiss` is for the
  /// parent, when the view goes away on its own.
  ///
  /// - Parameters:
  ///   - state: The key path to the optional child state.
  ///   - dismiss: The action that clears it.
  public func presentationBinding<ChildState>(
    _ state: KeyPath<State, ChildState?>,
    dismiss: Action
  ) -> ActionBinding<Bool> {
    ActionBinding(
      get: { self.trackPresence(of: state) },
      set: { isPresented in
        guard !isPresented, self.state[keyPath: state] != nil else { return }
        self.send(dismiss)
      }
    )
  }
}
