import Foundation
import PhotoListFeature
import Testing

/// `--url`'s provider against a real HTTP server on loopback: success and each failure.
@Suite(.timeLimit(.minutes(5)))
struct PhotoProviderHTTPTests {
  @Test func photosLoadOverHTTP() async throws {
    let server = try LoopbackHTTPServer(status: 200, body: Data(Fixtures.json.utf8))
    defer { server.stop() }

    let photos = try await PhotoProvider.url(server.url(path: "/photos")).load()

    #expect(photos == Fixtures.photos)
    #expect(server.requestLines == ["GET /photos HTTP/1.1"])
  }

  @Test func aStatusOtherThan2xxIsAnError() async throws {
    let server = try LoopbackHTTPServer(status: 503, body: Data(#"{"error": "busy"}"#.utf8))
    defer { server.stop() }
    let url = server.url(path: "/photos")

    await expectFailure(.url(url), message: "\(url.absoluteString) answered HTTP 503")
  }

  @Test func aBodyThatIsNotPhotosIsAnError() async throws {
    let server = try LoopbackHTTPServer(status: 200, body: Data("[1, 2, 3]".utf8))
    defer { server.stop() }
    let url = server.url(path: "/photos")

    await expectFailure(
      .url(url),
      message: "\(url.absoluteString) is not a JSON array of photos: expected a photo object at photo [0]"
    )
  }

  @Test func noServerIsAnError() async throws {
    let url = URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.unusedPort())/photos")!
    do {
      _ = try await PhotoProvider.url(url).load()
      Issue.record("Expected a failure")
    } catch let error as PhotoLoadingError {
      guard case .unreachable(let failedURL, let reason) = error else {
        Issue.record("Expected .unreachable, got \(error)")
        return
      }
      #expect(failedURL == url.absoluteString)
      #expect(!reason.isEmpty)
      #expect(error.description.hasPrefix("could not reach \(url.absoluteString): "))
    }
  }
}
