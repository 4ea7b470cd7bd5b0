import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct NavigationBindingsTests {
  @Test func writingAShorterPathPopsFromTheFirstElementThatLeft() {
    let store = Store(
      initialState: Places.State(path: [Ticker.State(id: 1), Ticker.State(id: 2), Ticker.State(id: 3)])
    ) {
      Places(clock: TestClock())
    }
    let path = store.stackBinding(\.path, action: Places.Action.path)
    #expect(path.wrappedValue == [0, 1, 2])

    path.wrappedValue = [0]
    #expect(store.path.ids == [0])

    // A path that is not a prefix is not a pop: pushes come from actions.
    path.wrappedValue = [7, 8]
    #expect(store.path.ids == [0])
  }

  @Test func dismissingAPresentationSendsTheAction() {
    let store = Store(initialState: Places.State(sheet: Ticker.State(id: 1))) { Places(clock: TestClock()) }
    let isPresented = store.presentationBinding(\.sheet, dismiss: .present(nil))
    #expect(isPresented.wrappedValue)

    isPresented.wrappedValue = false

    #expect(store.sheet == nil)
    #expect(!isPresented.wrappedValue)
  }
}
