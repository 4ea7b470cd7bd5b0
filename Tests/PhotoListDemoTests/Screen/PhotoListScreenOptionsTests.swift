import PhotoListFeature
import StateKitTesting
import Testing

/// The command line's options choose the implementation.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct PhotoListScreenOptionsTests {
  @Test func viewStorePicksTheHandWrittenImplementation() throws {
    let clock = ImmediateClock()
    #expect(PhotoListScreen(options: Options(), clock: clock).implementation == .reducer)
    var options = Options()
    options.usesViewStore = true
    #expect(PhotoListScreen(options: options, clock: clock).implementation == .viewStore)
    #expect(PhotoListScreen(options: options, clock: clock).viewStore is PhotoListViewStore)
  }
}
