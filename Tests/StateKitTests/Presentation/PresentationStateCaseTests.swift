import StateKit
import Testing

/// `state.$destination[case: Destination.State.edit]`, read and written as a TCA feature does.
@MainActor
@Suite struct PresentationStateCaseTests {
  struct Edit: Equatable {
    var title: String
  }

  enum Destination {
    enum State: Equatable {
      case edit(Edit)
      case share(String)
    }
  }

  struct State: Equatable {
    @PresentationState var destination: Destination.State?
  }

  @Test func readsThePayloadOfThePresentedCaseOrNil() {
    var state = State()
    #expect(state.$destination[case: Destination.State.edit] == nil)
    state.destination = .edit(Edit(title: "Sunrise"))
    #expect(state.$destination[case: Destination.State.edit] == Edit(title: "Sunrise"))
    #expect(state.$destination[case: Destination.State.share] == nil)
  }

  @Test func writesThePresentedCaseInPlacePresentsOrDismisses() {
    var state = State(destination: .edit(Edit(title: "Sunrise")))
    state.$destination[case: Destination.State.edit]?.title = "Harbour"
    #expect(state.destination == .edit(Edit(title: "Harbour")))
    state.$destination[case: Destination.State.edit] = Edit(title: "Dusk")
    #expect(state.destination == .edit(Edit(title: "Dusk")))
    state.$destination[case: Destination.State.edit] = nil
    #expect(state.destination == nil)
    state.$destination[case: Destination.State.share] = "link"
    #expect(state.destination == .share("link"))
  }

  @Test func writingWhileAnotherCaseIsPresentedIsReportedAndWritesNothing() async {
    var state = State(destination: .share("link"))
    let warnings = await withRuntimeWarnings {
      state.$destination[case: Destination.State.edit] = Edit(title: "x")
      state.$destination[case: Destination.State.edit] = nil
    }
    #expect(state.destination == .share("link"))
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("PresentationStateCaseTests.swift:45") == true)
    #expect(warnings.allSatisfy { $0.contains("the presented child is of another case") })
  }
}
