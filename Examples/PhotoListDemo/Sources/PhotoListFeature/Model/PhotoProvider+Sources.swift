package import Foundation

#if canImport(FoundationNetworking)
  internal import FoundationNetworking
#endif

extension PhotoProvider {
  /// The bundled data set of 5,000 photos (see ``PhotoCatalog``), returned after `latency` on `clock`, so
  /// that the loading state is visible. Tests pass an `ImmediateClock` or a `TestClock`.
  package static func bundled(
    latency: Duration = .milliseconds(300),
    clock: some Clock<Duration>
  ) -> Self {
    PhotoProvider {
      try await clock.sleep(for: latency)
      return try PhotoCatalog.bundled()
    }
  }

  /// The photos in the JSON file at `path`, in the `/photos` schema.
  package static func file(path: String) -> Self {
    PhotoProvider {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw PhotoLoadingError.unreadableFile(path: path, reason: "no such file")
      }
      guard !isDirectory.boolValue else {
        throw PhotoLoadingError.unreadableFile(path: path, reason: "it is a directory")
      }
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw PhotoLoadingError.unreadableFile(path: path, reason: error.localizedDescription)
      }
      return try PhotoDecoding.photos(from: data, source: path)
    }
  }

  /// The photos an HTTP GET of `url` returns, in the `/photos` schema (JSONPlaceholder's endpoint loads
  /// unchanged).
  ///
  /// No server, a status other than 2xx and a body that is not a JSON array of photos each throw their
  /// own ``PhotoLoadingError``.
  ///
  /// - Parameters:
  ///   - url: What to GET.
  ///   - timeout: How long to wait for the server to answer.
  package static func url(_ url: URL, timeout: Duration = .seconds(15)) -> Self {
    PhotoProvider {
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = Double(timeout.components.seconds)
      let session = URLSession(configuration: configuration)
      defer { session.finishTasksAndInvalidate() }
      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await session.data(from: url)
      } catch {
        try Task.checkCancellation()
        throw PhotoLoadingError.unreachable(url: url.absoluteString, reason: error.localizedDescription)
      }
      if let response = response as? HTTPURLResponse, !(200..<300).contains(response.statusCode) {
        throw PhotoLoadingError.badStatus(url: url.absoluteString, statusCode: response.statusCode)
      }
      return try PhotoDecoding.photos(from: data, source: url.absoluteString)
    }
  }
}
