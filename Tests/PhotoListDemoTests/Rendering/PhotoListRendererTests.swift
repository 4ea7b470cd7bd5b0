import PhotoListFeature
import Testing

/// The renderer, compared line by line with the text it must draw.
@Suite(.timeLimit(.minutes(5))) struct PhotoListRendererTests {
  let size = TerminalSize(width: 50, height: 10)

  func viewState(
    photos: [Photo] = Fixtures.photos,
    phase: LoadPhase = .loaded,
    searchText: String = "",
    query: String = "",
    showsCount: Bool = false,
    selectedID: Photo.ID? = nil,
    openedID: Photo.ID? = nil
  ) -> PhotoListView.State {
    PhotoListView.State(
      photos: photos, phase: phase, searchText: searchText, query: query, showsCount: showsCount,
      selectedID: selectedID, openedID: openedID
    )
  }

  @Test func aLoadedListWithASelectionAndDetails() {
    let frame = PhotoListRenderer.render(viewState(showsCount: true, selectedID: 2, openedID: 3), size: size)
    #expect(
      frame.text == [
        "Photos (4)",
        "Search: ",
        "──────────────────────────────────────────────────",
        "  #   1  Sunrise over the harbour  (album 1)",
        "> #   2  Forest path  (album 1)",
        "  #   3  late SUNSET  (album 2)",
        "  #   4  Harbour lights  (album 2)",
        "──────────────────────────────────────────────────",
        "",
        #"#3 "late SUNSET", album 2: https://photos.example…"#,
      ]
    )
    #expect(frame.lines[4].style == .selected)
    #expect(frame.lines[0].style == .heading)
    #expect(frame.text.allSatisfy { $0.count <= size.width })
  }

  @Test func loadingAndErrorsShowInTheStatusLine() {
    let loading = PhotoListRenderer.render(viewState(photos: [], phase: .loading), size: size)
    #expect(loading.text[8] == "Loading photos…")

    let failure = "could not reach http://127.0.0.1:9/photos: Failed to connect to 127.0.0.1 port 9"
    let failed = PhotoListRenderer.render(viewState(photos: [], phase: .failed(failure)), size: size)
    #expect(
      failed.text.suffix(5) == [
        "──────────────────────────────────────────────────",
        "Could not load photos: could not reach",
        "http://127.0.0.1:9/photos: Failed to connect to",
        "127.0.0.1 port 9",
        "",
      ]
    )
    #expect(failed.text.count == size.height)
  }

  @Test func aSearchThatMatchesNothingSaysSo() {
    let frame = PhotoListRenderer.render(viewState(searchText: "zebra", query: "zebra"), size: size)
    #expect(frame.text[1] == "Search: zebra")
    #expect(frame.text[8] == #"No photos match "zebra"."#)
  }

  @Test func aPendingSearchAndAFocusedFieldShowInTheSearchLine() {
    let state = viewState(searchText: "sun")
    #expect(PhotoListRenderer.render(state, size: size).text[1] == "Search: sun  (searching…)")
    let focused = PhotoListRenderer.Chrome(isSearchFocused: true, isInteractive: true)
    #expect(
      PhotoListRenderer.render(state, size: size, chrome: focused).text[1] == "Search: sun_  (searching…)")
    let interactive = PhotoListRenderer.Chrome(isInteractive: true)
    #expect(
      PhotoListRenderer.render(viewState(), size: size, chrome: interactive).text[1]
        == "Search: (press / to search)")
  }

  @Test func theWindowScrollsJustEnoughToShowTheSelection() {
    let photos = (1...30).map { Fixtures.photo($0, "photo \($0)") }
    let small = TerminalSize(width: 40, height: 10)  // a window of 4 rows

    let top = PhotoListRenderer.render(viewState(photos: photos, selectedID: 2), size: small)
    #expect(top.scrollOffset == 0)
    #expect(top.text[7] == String(repeating: "─", count: 23) + " 26 more below ──")

    let down = PhotoListRenderer.render(
      viewState(photos: photos, selectedID: 6), size: small, scrollOffset: top.scrollOffset)
    #expect(down.scrollOffset == 2)
    #expect(down.text[2].hasSuffix(" 2 more above ──"))
    #expect(
      down.text[3...6] == [
        "  #   3  photo 3  (album 1)", "  #   4  photo 4  (album 1)", "  #   5  photo 5  (album 1)",
        "> #   6  photo 6  (album 1)",
      ])

    let back = PhotoListRenderer.render(
      viewState(photos: photos, selectedID: 4), size: small, scrollOffset: down.scrollOffset)
    #expect(back.scrollOffset == 2)  // still visible: no scrolling
  }

  @Test func scrollingNeverGoesPastTheLastRow() {
    #expect(PhotoListRenderer.scrollOffset(50, selectedIndex: nil, rowCount: 10, windowHeight: 4) == 6)
    #expect(PhotoListRenderer.scrollOffset(3, selectedIndex: nil, rowCount: 2, windowHeight: 4) == 0)
    #expect(PhotoListRenderer.scrollOffset(0, selectedIndex: 9, rowCount: 10, windowHeight: 4) == 6)
  }

  @Test func theInteractiveFrameEndsWithKeyHintsAndTheHelpOverlayListsTheKeys() {
    let chrome = PhotoListRenderer.Chrome(isInteractive: true)
    let tall = TerminalSize(width: 90, height: 16)
    let frame = PhotoListRenderer.render(viewState(), size: tall, chrome: chrome)
    #expect(frame.text.last?.hasPrefix("/ search · ↑↓ jk move") == true)
    #expect(frame.lines.last?.style == .dim)

    var help = chrome
    help.showsHelp = true
    let overlay = PhotoListRenderer.render(viewState(), size: tall, chrome: help)
    #expect(overlay.text[2].hasSuffix(" Keys ──"))
    #expect(Array(overlay.text[3..<12]) == PhotoListRenderer.help)
    #expect(overlay.text.count == tall.height)
  }

  @Test func aTerminalTooSmallGetsANotice() {
    let frame = PhotoListRenderer.render(viewState(), size: TerminalSize(width: 30, height: 5))
    #expect(frame.text == ["Terminal too small: 24x8 need…"])
  }

  @Test func longLinesAreCutWithAnEllipsis() {
    let photos = [Fixtures.photo(1, String(repeating: "long ", count: 20))]
    let frame = PhotoListRenderer.render(viewState(photos: photos), size: TerminalSize(width: 30, height: 8))
    #expect(frame.text[3] == "  #   1  long long long long …")
  }

  @Test func anOpenPhotoScreenReplacesTheList() {
    var state = viewState()
    state.screen = PhotoListView.Screen(
      photo: Fixtures.photos[2], phase: .loaded, albumTitles: ["late SUNSET", "Harbour lights"], depth: 2)
    let frame = PhotoListRenderer.render(
      state, size: TerminalSize(width: 40, height: 10), chrome: PhotoListRenderer.Chrome(isInteractive: true))
    #expect(
      frame.text == [
        "Photo #3  (2 open)",
        String(repeating: "─", count: 40),
        "late SUNSET",
        "",
        "Album 2: 2 photos",
        "  · late SUNSET",
        "  · Harbour lights",
        "",
        "",
        "Esc/Backspace back · ? keys · q quit",
      ])

    state.screen = PhotoListView.Screen(photo: Fixtures.photos[2], phase: .loading, albumTitles: [], depth: 1)
    let loading = PhotoListRenderer.render(state, size: TerminalSize(width: 40, height: 10))
    #expect(
      loading.text == ["Photo #3", String(repeating: "─", count: 40), "late SUNSET", "", "Album 2: loading…"])
    #expect(!state.isSettled)
  }
}
