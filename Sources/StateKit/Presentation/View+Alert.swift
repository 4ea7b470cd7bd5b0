#if canImport(SwiftUI)
  public import SwiftUI

  extension View {
    /// Shows the alert at `state` in `store`'s state while it is not `nil`: its title, message and
    /// buttons.
    ///
    /// ```swift
    /// List { … }
    ///   .alert(store: store, state: \.alert, action: Feature.Action.alert)
    /// ```
    ///
    /// A tapped button sends `.presented(action)` through `action`, or nothing if it has no action; when
    /// the platform dismisses the alert while the state still holds it (after a button without an action,
    /// or a button whose action left the alert in place), the modifier sends `.dismiss`. The feature
    /// clears the state in response to either.
    ///
    /// - Parameters:
    ///   - store: The store whose state holds the alert.
    ///   - state: The key path to the optional alert: `\.alert` for `@PresentationState var alert`.
    ///   - action: Embeds the alert's ``PresentationAction`` in the store's action.
    @MainActor
    public func alert<State, Action, AlertAction>(
      store: Store<State, Action>,
      state: KeyPath<State, AlertState<AlertAction>?>,
      action: @escaping @Sendable (PresentationAction<AlertAction>) -> Action
    ) -> some View {
      let alert = store.state[keyPath: state]
      return self.alert(
        Text(verbatim: alert?.title.string ?? ""),
        isPresented: Binding(store.presentationBinding(state, dismiss: action(.dismiss))),
        presenting: alert,
        actions: { alert in
          PresentedButtons(buttons: alert.buttons) { store.send(action(.presented($0))) }
        },
        message: { alert in alert.message.map { Text(verbatim: $0.string) } }
      )
    }
  }
#endif
