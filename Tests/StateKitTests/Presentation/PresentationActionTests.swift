import Foundation
import StateKit
import Testing

@Suite struct PresentationActionTests {
  enum Alert: Equatable, Hashable, Codable, Sendable { case confirm, cancel }

  @Test func presentedExtractsTheChildAction() {
    #expect(PresentationAction<Alert>.presented(.confirm).presented == .confirm)
    #expect(PresentationAction<Alert>.dismiss.presented == nil)
  }

  @Test func isEquatableHashableAndCodableAsItsActionIs() throws {
    let actions: [PresentationAction<Alert>] = [.presented(.confirm), .presented(.cancel), .dismiss]
    #expect(Set(actions).count == 3)
    #expect(actions[0] == .presented(.confirm))
    #expect(actions[0] != .dismiss)
    let data = try JSONEncoder().encode(actions)
    #expect(try JSONDecoder().decode([PresentationAction<Alert>].self, from: data) == actions)
  }

  @Test func dumpsAsTheCaseItIs() {
    #expect(
      dump(PresentationAction<Alert>.presented(.confirm))
        == "PresentationAction<PresentationActionTests.Alert>.presented(.confirm)")
    #expect(
      dump(PresentationAction<Alert>.dismiss) == "PresentationAction<PresentationActionTests.Alert>.dismiss")
  }
}
