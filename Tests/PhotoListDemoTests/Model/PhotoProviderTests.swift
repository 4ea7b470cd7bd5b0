import Foundation
import PhotoListFeature
import StateKit
import StateKitTesting
import Testing

/// The bundled and file providers, and the messages their failures show.
@Suite(.timeLimit(.minutes(5)))
struct PhotoProviderTests {
  @MainActor
  @Test func theBundledProviderReturnsTheDataSetAfterItsLatency() async throws {
    let clock = TestClock()
    let photos = try PhotoCatalog.bundled()
    // Loaded by the list's refresh on a test store, so the load is asleep on the clock once `send` returns.
    let store = TestStore(initialState: PhotoList.State()) {
      PhotoList()
    } withDependencies: {
      $0.photoProvider = .bundled(latency: .milliseconds(300), clock: clock)
      $0.continuousClock = clock
    }
    await store.send(.refresh) { $0.phase = .loading }
    await clock.advance(by: .milliseconds(299))
    #expect(clock.sleeperCount == 1)  // still waiting: the loading state stays visible

    await clock.advance(by: .milliseconds(1))
    await store.receive(.photosLoaded(photos)) {
      $0.phase = .loaded
      $0.photos.append(contentsOf: photos)
    }
    #expect(photos.count == 5_000)
  }

  @Test func aFileInTheSchemaLoads() async throws {
    try await withTemporaryFile(Fixtures.json) { path in
      let photos = try await PhotoProvider.file(path: path).load()
      #expect(photos == Fixtures.photos)
    }
  }

  @Test func photosWithARepeatedIDAreDroppedSoIDsStayUnique() async throws {
    let json = PhotoCatalog.json(
      for: [Fixtures.photo(1, "first"), Fixtures.photo(1, "again"), Fixtures.photo(2, "b")])
    try await withTemporaryFile(json) { path in
      let photos = try await PhotoProvider.file(path: path).load()
      #expect(photos.map(\.title) == ["first", "b"])
    }
  }

  @Test func aMissingFileSaysSo() async {
    await expectFailure(
      .file(path: "/no/such/photos.json"), message: "could not read /no/such/photos.json: no such file")
  }

  @Test func aDirectorySaysSo() async {
    let directory = FileManager.default.temporaryDirectory.path
    await expectFailure(.file(path: directory), message: "could not read \(directory): it is a directory")
  }

  @Test func textThatIsNotJSONSaysSo() async throws {
    try await withTemporaryFile("<html>not json</html>") { path in
      await expectFailure(
        .file(path: path), message: "\(path) is not a JSON array of photos: it is not valid JSON")
    }
  }

  @Test func jsonOfAnotherShapeNamesWhatIsWrongAndWhere() async throws {
    try await withTemporaryFile(#"{"photos": []}"#) { object in
      await expectFailure(
        .file(path: object),
        message: "\(object) is not a JSON array of photos: expected an array at the top level"
      )
    }
    try await withTemporaryFile(#"[{"albumId": 1, "id": 1, "title": "t", "url": "u"}]"#) { missingField in
      await expectFailure(
        .file(path: missingField),
        message: #"\#(missingField) is not a JSON array of photos: photo [0] has no "thumbnailUrl""#
      )
    }
    try await withTemporaryFile(
      #"[{"albumId": "one", "id": 1, "title": "t", "url": "u", "thumbnailUrl": "u"}]"#
    ) { wrongType in
      await expectFailure(
        .file(path: wrongType),
        message: #"\#(wrongType) is not a JSON array of photos: expected a number at photo [0] "albumId""#
      )
    }
  }
}

/// Writes `text` to a new temporary file, calls `body` with its path, and removes the file.
func withTemporaryFile(_ text: String, _ body: (String) async throws -> Void) async throws {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString).json")
  try text.write(to: url, atomically: true, encoding: .utf8)
  defer { try? FileManager.default.removeItem(at: url) }
  try await body(url.path)
}

/// Expects `provider` to fail with a ``PhotoLoadingError`` whose description is `message`.
func expectFailure(
  _ provider: PhotoProvider,
  message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  do {
    let photos = try await provider.load()
    Issue.record("Expected a failure, loaded \(photos.count) photos", sourceLocation: sourceLocation)
  } catch {
    #expect(error is PhotoLoadingError, sourceLocation: sourceLocation)
    #expect(PhotoProvider.message(for: error) == message, sourceLocation: sourceLocation)
  }
}
