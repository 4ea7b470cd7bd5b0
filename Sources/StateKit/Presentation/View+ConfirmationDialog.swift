#if canImport(SwiftUI)
  public import SwiftUI

  extension View {
    /// Shows the confirmation dialog at `state` in `store`'s state while it is not `nil`: its title (as
    /// its visibility says), message and buttons.
    ///
    /// ```swift
    /// PhotoView(store: store)
    ///   .confirmationDialog(store: store, state: \.dialog, action: Feature.Action.dialog)
    /// ```
    ///
    /// A tapped button sends `.presented(action)` through `action`, or nothing if it has no action; when
    /// the platform dismisses the dialog while the state still holds it (after a button without an
    /// action, or a tap outside it), the modifier sends `.dismiss`. The feature clears the state in
    /// response to either.
    ///
    /// - Parameters:
    ///   - store: The store whose state holds the dialog.
    ///   - state: The key path to the optional dialog: `\.dialog` for `@PresentationState var dialog`.
    ///   - action: Embeds the dialog's ``PresentationAction`` in the store's action.
    @MainActor
    public func confirmationDialog<State, Action, DialogAction>(
      store: Store<State, Action>,
      state: KeyPath<State, ConfirmationDialogState<DialogAction>?>,
      action: @escaping @Sendable (PresentationAction<DialogAction>) -> Action
    ) -> some View {
      let dialog = store.state[keyPath: state]
      return self.confirmationDialog(
        Text(verbatim: dialog?.title.string ?? ""),
        isPresented: Binding(store.presentationBinding(state, dismiss: action(.dismiss))),
        titleVisibility: Visibility(dialog?.titleVisibility ?? .automatic),
        presenting: dialog,
        actions: { dialog in
          PresentedButtons(buttons: dialog.buttons) { store.send(action(.presented($0))) }
        },
        message: { dialog in dialog.message.map { Text(verbatim: $0.string) } }
      )
    }
  }
#endif
