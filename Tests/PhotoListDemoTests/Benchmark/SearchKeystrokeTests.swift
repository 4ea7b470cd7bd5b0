import PhotoListFeature
import Testing

/// The benchmark's entry point computes what the list shows for a search over the bundled photos.
@Suite(.timeLimit(.minutes(5))) struct SearchKeystrokeTests {
  @Test func aKeystrokeComputesTheViewStateOfTheSearch() throws {
    let keystroke = try SearchKeystroke()
    #expect(keystroke.photoCount == 5_000)

    let sun = keystroke.viewState(searching: "SUN")
    #expect(sun.rows.count == 662)
    #expect(sun.rows.allSatisfy { $0.text.lowercased().contains("sun") })
    #expect(sun.isSettled)
    #expect(keystroke.viewState(searching: "").rows.count == 5_000)
  }
}
