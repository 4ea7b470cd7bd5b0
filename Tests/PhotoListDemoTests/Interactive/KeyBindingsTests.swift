import PhotoListFeature
import Testing

/// What each key does, in and out of the search field and the key overlay.
@Suite(.timeLimit(.minutes(5))) struct KeyBindingsTests {
  let viewState = PhotoListView.State(
    photos: Fixtures.photos, phase: .loaded, searchText: "har", query: "", showsCount: false, selectedID: 2,
    openedID: nil
  )

  func outcome(_ key: Key, _ chrome: inout PhotoListRenderer.Chrome) -> KeyBindings.Outcome {
    KeyBindings.outcome(of: key, chrome: &chrome, viewState: viewState)
  }

  @Test func outsideTheSearchFieldKeysAreCommands() {
    var chrome = PhotoListRenderer.Chrome(isInteractive: true)
    #expect(outcome(.up, &chrome) == .send(.selectionMoved(.up)))
    #expect(outcome(.character("k"), &chrome) == .send(.selectionMoved(.up)))
    #expect(outcome(.down, &chrome) == .send(.selectionMoved(.down)))
    #expect(outcome(.character("j"), &chrome) == .send(.selectionMoved(.down)))
    #expect(outcome(.enter, &chrome) == .send(.openTapped(2)))
    #expect(outcome(.tab, &chrome) == .send(.showsCountToggled))
    #expect(outcome(.character("r"), &chrome) == .send(.refreshTapped))
    #expect(outcome(.character("q"), &chrome) == .quit)
    #expect(outcome(.interrupt, &chrome) == .quit)
    #expect(outcome(.character("x"), &chrome) == .ignore)
    #expect(chrome == PhotoListRenderer.Chrome(isInteractive: true))
  }

  @Test func enterWithNothingSelectedDoesNothing() {
    var chrome = PhotoListRenderer.Chrome()
    var unselected = viewState
    unselected.selectedIndex = nil
    #expect(KeyBindings.outcome(of: .enter, chrome: &chrome, viewState: unselected) == .ignore)
  }

  @Test func slashFocusesTheSearchFieldWhereKeysEditTheText() {
    var chrome = PhotoListRenderer.Chrome()
    #expect(outcome(.character("/"), &chrome) == .redraw)
    #expect(chrome.isSearchFocused)

    #expect(outcome(.character("b"), &chrome) == .send(.searchTextChanged("harb")))
    #expect(outcome(.character("q"), &chrome) == .send(.searchTextChanged("harq")))  // typed, not quit
    #expect(outcome(.backspace, &chrome) == .send(.searchTextChanged("ha")))
    #expect(outcome(.down, &chrome) == .ignore)
    #expect(outcome(.enter, &chrome) == .redraw)
    #expect(!chrome.isSearchFocused)

    chrome.isSearchFocused = true
    #expect(outcome(.escape, &chrome) == .redraw)
    #expect(!chrome.isSearchFocused)
  }

  @Test func backspaceInAnEmptyFieldDoesNothing() {
    var chrome = PhotoListRenderer.Chrome(isSearchFocused: true)
    var empty = viewState
    empty.searchText = ""
    #expect(KeyBindings.outcome(of: .backspace, chrome: &chrome, viewState: empty) == .ignore)
  }

  @Test func questionMarkShowsTheKeysAndAnyKeyHidesThem() {
    var chrome = PhotoListRenderer.Chrome()
    #expect(outcome(.character("?"), &chrome) == .redraw)
    #expect(chrome.showsHelp)
    #expect(outcome(.character("q"), &chrome) == .redraw)  // closes the overlay first
    #expect(!chrome.showsHelp)
    chrome.showsHelp = true
    #expect(outcome(.interrupt, &chrome) == .quit)  // Ctrl-C always quits
  }

  @Test func onAPhotoScreenEscapeAndBackspaceGoBack() {
    var onScreen = viewState
    onScreen.screen = PhotoListView.Screen(title: "Photo #2", lines: [], isLoading: true)
    var chrome = PhotoListRenderer.Chrome(isInteractive: true)
    for key in [Key.escape, .backspace, .left] {
      #expect(KeyBindings.outcome(of: key, chrome: &chrome, viewState: onScreen) == .send(.backTapped))
    }
    #expect(KeyBindings.outcome(of: .down, chrome: &chrome, viewState: onScreen) == .ignore)
    #expect(KeyBindings.outcome(of: .character("q"), chrome: &chrome, viewState: onScreen) == .quit)
  }
}
