/// Why photos could not be loaded, with a message that says what to check.
package enum PhotoLoadingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing answered at `url`: no server, no network, or a timeout.
  case unreachable(url: String, reason: String)
  /// The server answered with a status other than 2xx.
  case badStatus(url: String, statusCode: Int)
  /// The data is not a JSON array of photos (`source` names the URL or file it came from).
  case malformed(source: String, reason: String)
  /// The file at `path` could not be read.
  case unreadableFile(path: String, reason: String)
  /// The bundled data set is missing from the build: the package's resources were not built.
  case missingBundledData

  /// One line for the status bar, naming the source and what went wrong.
  package var description: String {
    switch self {
    case .unreachable(let url, let reason):
      "could not reach \(url): \(reason)"
    case .badStatus(let url, let statusCode):
      "\(url) answered HTTP \(statusCode)"
    case .malformed(let source, let reason):
      "\(source) is not a JSON array of photos: \(reason)"
    case .unreadableFile(let path, let reason):
      "could not read \(path): \(reason)"
    case .missingBundledData:
      "the bundled photos.json is missing from the build"
    }
  }
}
