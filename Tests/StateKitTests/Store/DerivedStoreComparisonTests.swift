import StateKit
import Testing

/// A derived store compares its state only for observers at the end of the change path: a store observed
/// only by the stores derived from it leaves each of them to compare its own. (A scope of a key path
/// scope is derived from the root directly, so these stores are scoped to optional state.)
@MainActor
@Suite
struct DerivedStoreComparisonTests {
  @Test func aStoreObservedOnlyByAStoreDerivedFromItComparesNothing() {
    let comparisons = ComparisonCount()
    let store = Store(initialState: Page.State(comparisons: comparisons), reducer: Page())
    let header = store.scope(state: \.header, action: { $0 })!
    let title = header.scope(state: \.title, action: { $0 })
    var titles: [String] = []
    let token = title.publisher.sink { titles.append($0) }

    store.send(.subtitleChanged("A"))
    store.send(.titleChanged("B"))
    store.send(.visited)

    // The header's state changed twice and stayed once; only the title compared, and was told once.
    #expect(comparisons.value == 0)
    #expect(titles == ["", "B"])
    token.cancel()
  }

  @Test func anObserverThatJoinsLaterIsComparedWithWhatItWasShown() {
    let comparisons = ComparisonCount()
    let store = Store(initialState: Page.State(comparisons: comparisons), reducer: Page())
    let header = store.scope(state: \.header, action: { $0 })!
    let title = header.scope(state: \.title, action: { $0 })
    let titleToken = title.publisher.sink { _ in }
    // Changes the header's comparison does not see: only the title's store observes the header.
    store.send(.subtitleChanged("A"))
    store.send(.subtitleChanged("B"))

    var subtitles: [String] = []
    let headerToken = header.publisher.sink { subtitles.append($0.subtitle) }
    store.send(.visited)
    store.send(.subtitleChanged("C"))
    store.send(.visited)

    // Compared with the state before the skipped changes, the first visit would have been told as a
    // change of the subtitle to "B" again.
    #expect(subtitles == ["B", "C"])
    // Once per action since the observer joined, and not for the actions before.
    #expect(comparisons.value == 3)
    titleToken.cancel()
    headerToken.cancel()
  }

  @Test func aStoreThatRemovesDuplicatesStillDecidesWhatTheStoresDerivedFromItSee() {
    let store = Store(initialState: Page.State(comparisons: ComparisonCount()), reducer: Page())
    let header = store.scope(state: \.header, action: { $0 })!.removingDuplicates(by: .equal(\.title))
    let subtitle = header.scope(state: \.subtitle, action: { $0 })
    var subtitles: [String] = []
    let token = subtitle.publisher.sink { subtitles.append($0) }

    store.send(.subtitleChanged("A"))
    store.send(.titleChanged("B"))

    // The subtitle's change alone is a duplicate for the header, so its derived store was not told.
    #expect(subtitles == ["", "A"])
    token.cancel()
  }

  @Test func aStoreOfOptionalStateAndAStoreThatRemovesDuplicatesFromItAreBothTold() {
    let store = Store(initialState: Page.State(comparisons: ComparisonCount()), reducer: Page())
    let header = store.scope(state: \.header, action: { $0 })!
    let titled = header.removingDuplicates(by: .equal(\.title))
    var headers: [String] = []
    var titles: [String] = []
    let headerToken = header.publisher.sink { headers.append($0.title + "/" + $0.subtitle) }
    let titledToken = titled.publisher.sink { titles.append($0.title) }

    store.send(.subtitleChanged("A"))
    store.send(.titleChanged("B"))
    titledToken.cancel()
    store.send(.subtitleChanged("C"))

    // The store that removes duplicates observes what the header observes; the header's own observer
    // still hears every change of the header, before and after the other leaves.
    #expect(headers == ["/", "/A", "B/A", "B/C"])
    #expect(titles == ["", "B"])
    headerToken.cancel()
  }
}

/// How many times a ``Page/Header`` was compared.
@MainActor
private final class ComparisonCount {
  var value = 0
}

/// A page with a header, whose `==` counts its calls.
private struct Page: Reducer {
  struct Header: Equatable {
    var title = ""
    var subtitle = ""
    let comparisons: ComparisonCount

    static func == (lhs: Header, rhs: Header) -> Bool {
      MainActor.assumeIsolated { lhs.comparisons.value += 1 }
      return lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
    }
  }

  struct State: Equatable {
    var header: Header?
    var visits = 0

    init(comparisons: ComparisonCount) {
      header = Header(comparisons: comparisons)
    }
  }

  enum Action {
    case titleChanged(String)
    case subtitleChanged(String)
    case visited
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .titleChanged(let title): state.header?.title = title
    case .subtitleChanged(let subtitle): state.header?.subtitle = subtitle
    case .visited: state.visits += 1
    }
    return .none
  }
}
