import StateKit
import StateKitTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct StackStateTests {
  @Test func eachStackValueGeneratesIDsFromZero() {
    var stack = StackState<String>()
    stack.append("a")
    stack.append("b")
    stack.append("c")
    #expect(stack.ids == [0, 1, 2])
    #expect(Array(stack) == ["a", "b", "c"])
    #expect(stack.popLast() == "c")
    stack.append("d")
    // An id is never reused by the same stack.
    #expect(stack.ids == [0, 1, 3])
    #expect(StackState(["x"]).ids == [0])
  }

  @Test func subscriptByIDReadsWritesAndRemoves() {
    var stack: StackState = ["a", "b"]
    #expect(stack[id: 1] == "b")
    #expect(stack[id: 5] == nil)
    stack[id: 1] = "B"
    #expect(Array(stack) == ["a", "B"])
    stack[id: 0] = nil
    #expect(stack.ids == [1])
  }

  @Test func popFromPopsThatElementAndEveryOneAboveIt() {
    var stack: StackState = ["a", "b", "c", "d"]
    stack.pop(from: 1)
    #expect(Array(stack) == ["a"])
    stack.pop(from: 9)
    #expect(Array(stack) == ["a"])
  }

  @Test func equalityComparesElementsAndIDs() {
    var popped: StackState = ["a", "b"]
    popped.popLast()
    popped.append("b")
    #expect(popped != ["a", "b"])
    #expect(popped.ids == [0, 2])
    var expected = StackState<String>()
    expected.append("a")
    expected.append("b")
    #expect(expected == ["a", "b"])
  }

  @Test func aPushedIDMovesTheCounterPastIt() {
    let store = Store(initialState: Places.State()) { Places(clock: .init()) }
    store.send(.path(.push(id: 4, state: Ticker.State(id: 1))))
    var path = store.path
    path.append(Ticker.State(id: 2))
    #expect(path.ids == [4, 5])
  }

  @Test func stackActionsAreEquatable() {
    typealias Action = StackAction<Int, String>
    #expect(Action.element(id: 0, action: "a") == .element(id: 0, action: "a"))
    #expect(Action.popFrom(id: 0) != .popFrom(id: 1))
    #expect(Action.push(id: 2, state: 1).element == nil)
    #expect(Action.element(id: 3, action: "x").element?.id == 3)
  }
}
