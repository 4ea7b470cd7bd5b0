import PhotoListFeature
import Testing

/// Case-insensitive title search, on the fast ASCII path and the Unicode one alike.
@Suite(.timeLimit(.minutes(5))) struct PhotoSearchTests {
  let photos = [
    Fixtures.photo(1, "Sunrise over the harbour"),
    Fixtures.photo(2, "late SUNSET"),
    Fixtures.photo(3, "Forest path"),
    Fixtures.photo(4, "ÉTÉ au soleil"),
    Fixtures.photo(5, "été SUN"),
  ]

  func ids(_ query: String) -> [Int] {
    PhotoSearch.filter(photos, query: query).map(\.id)
  }

  @Test func anEmptyQueryMatchesEverything() {
    #expect(ids("") == [1, 2, 3, 4, 5])
  }

  @Test func asciiMatchesIgnoreCaseAnywhereInTheTitle() {
    #expect(ids("sun") == [1, 2, 5])
    #expect(ids("SuN") == [1, 2, 5])
    #expect(ids("h pa") == [])
    #expect(ids("t pa") == [3])
    #expect(ids("path") == [3])
    #expect(ids("forest path and more") == [])
  }

  @Test func nonASCIITitlesAndQueriesIgnoreCaseToo() {
    #expect(ids("été") == [4, 5])
    #expect(ids("ÉTÉ AU") == [4])
    #expect(ids("au so") == [4])
  }

  @Test func theOrderOfThePhotosIsKept() {
    #expect(ids("a") == [1, 2, 3, 4])
  }
}
