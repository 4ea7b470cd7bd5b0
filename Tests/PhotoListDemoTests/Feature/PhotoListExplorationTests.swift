import PhotoListFeature
import StateKit
import StateKitTesting
import Testing

/// The photo list with one more action, whose effect lets 300 ms pass on the test clock (the search's
/// debounce; a load takes a second): how an exploration lets time pass between what the user does.
struct TimedPhotoList: Reducer {
  enum Action: Equatable {
    case list(PhotoList.Action)
    case wait

    var list: PhotoList.Action? {
      if case .list(let action) = self { action } else { nil }
    }
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<PhotoList.State, Action> {
    Scope(state: \.self, action: Action.list, extract: \.list) {
      PhotoList()
    }
    Reduce { _, action in
      guard case .wait = action else { return .none }
      return .run { [clock] _ in await (clock as? TestClock)?.advance(by: PhotoList.searchDelay) }
    }
  }
}

/// Explores the photo list, with loads and a search that take time, against what must always hold.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PhotoListExplorationTests {
  /// What a user can do in `state`: refresh, type or clear a search, toggle the count, move the
  /// selection, tap or open the first photo shown, go back; and wait.
  static func actions(_ state: PhotoList.State) -> [TimedPhotoList.Action] {
    var actions: [PhotoList.Action] = [
      .refresh, .searchTextChanged("sun"), .searchTextChanged(""), .showsCountToggled, .selectionMoved(.down),
    ]
    if let first = state.visiblePhotos.first {
      actions += [.photoTapped(first.id), .photoOpened(first.id)]
    }
    if !state.path.isEmpty {
      actions.append(.backTapped)
    }
    return actions.map(TimedPhotoList.Action.list) + [.wait]
  }

  /// What must always hold, whatever the user does and whenever a load or a search completes.
  static func invariant(_ state: PhotoList.State) throws {
    let loaded = Set(state.photos.ids)
    if let id = state.selectedID, !loaded.contains(id) {
      throw InvariantViolation("the selection, photo \(id), is not a loaded photo")
    }
    if let id = state.openedID, !loaded.contains(id) {
      throw InvariantViolation("the opened photo, \(id), is not a loaded photo")
    }
    if state.phase == .idle, !state.photos.isEmpty {
      throw InvariantViolation("\(state.photos.count) photos shown before any load")
    }
    for screen in state.path where !loaded.contains(screen.photo.id) {
      throw InvariantViolation("a screen shows photo \(screen.photo.id), which is not loaded")
    }
    for screen in state.path where screen.phase != .loaded && !screen.albumTitles.isEmpty {
      throw InvariantViolation("the screen of photo \(screen.photo.id) shows an album it has not loaded")
    }
    if !state.query.isEmpty, state.query != "sun" {
      throw InvariantViolation("the list searches \"\(state.query)\", which was never typed")
    }
  }

  /// A store's dependencies: a test clock, and photos that take two waits on it to load.
  static func dependencies(_ dependencies: inout DependencyValues) {
    let clock = TestClock()
    dependencies.continuousClock = clock
    dependencies.photoProvider = PhotoProvider {
      try await clock.sleep(for: PhotoList.searchDelay * 2)
      return Fixtures.photos
    }
  }

  /// The list with its photos loaded.
  static var loaded: PhotoList.State {
    var state = PhotoList.State()
    state.phase = .loaded
    state.photos.append(contentsOf: Fixtures.photos)
    return state
  }

  /// The screen as the demo shows it: the list's store connected to its view, whose states are observed.
  static func view(_ store: Store<PhotoList.State, TimedPhotoList.Action>) -> Any {
    let viewStore = store.scope(state: \.self, action: TimedPhotoList.Action.list)
      .connect(using: PhotoListConnector())
    let observer = viewStore.publisher.sink { _ in }
    return (viewStore, observer)
  }

  @Test func everySequenceOfFourActionsKeepsTheListConsistent() async {
    let report = await explore(
      TimedPhotoList(), from: Self.loaded, actions: Self.actions, maxDepth: 4,
      checks: .all, withDependencies: Self.dependencies, view: Self.view, invariant: Self.invariant)
    #expect(report.failure == nil, "\(report)")
    #expect(report.checks == .all)
  }

  @Test func randomSequencesOfTwelveActionsKeepTheListConsistent() async {
    let report = await explore(
      TimedPhotoList(), from: PhotoList.State(), actions: Self.actions, maxDepth: 12,
      strategy: .random(seed: 2_026, runs: 200), checks: .all, withDependencies: Self.dependencies,
      view: Self.view, invariant: Self.invariant)
    #expect(report.failure == nil, "\(report)")
    #expect(report.checks == .all)
  }
}
