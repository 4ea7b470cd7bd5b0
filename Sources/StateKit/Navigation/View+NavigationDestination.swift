#if canImport(SwiftUI)
  public import SwiftUI

  extension View {
    /// Shows the screen of each element of a navigation stack that `store` runs, with a store scoped to
    /// that element: pair it with ``Store/stackBinding(_:action:)`` for the `NavigationStack`'s path.
    ///
    /// ```swift
    /// .navigationDestination(store: store, state: \.path, action: App.Action.path) { screen in
    ///   DetailView(store: screen)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - store: The store whose state holds the stack.
    ///   - state: The key path to the stack.
    ///   - action: Embeds a stack action in the store's action.
    ///   - destination: The view of one screen, given the screen's store.
    @MainActor
    public func navigationDestination<State, Action, ElementState, ElementAction, Destination: View>(
      store: Store<State, Action>,
      state: KeyPath<State, StackState<ElementState>>,
      action: @escaping (StackAction<ElementState, ElementAction>) -> Action,
      @ViewBuilder destination: @escaping (Store<ElementState, ElementAction>) -> Destination
    ) -> some View {
      navigationDestination(for: StackElementID.self) { id in
        if let element = store.scope(state: state, id: id, action: action) {
          destination(element)
        }
      }
    }
  }
#endif
