/// The error an `unimplemented` endpoint throws when it is called: the test has failed, and the feature
/// gets an error rather than a made-up answer.
///
/// ```swift
/// static let testValue = WeatherClient(search: unimplemented("WeatherClient.search"))
/// ```
public struct UnimplementedFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What `unimplemented` was given to name the endpoint: `"WeatherClient.search"`.
  public let endpoint: String

  /// The failure of `endpoint`.
  ///
  /// - Parameter endpoint: The endpoint's name.
  public init(endpoint: String) {
    self.endpoint = endpoint
  }

  /// `WeatherClient.search is unimplemented.`
  public var description: String {
    "\(endpoint.isEmpty ? "An endpoint" : endpoint) is unimplemented."
  }

  /// Reports a call of the endpoint that `unimplemented` made at `location`: a test failure, or a runtime
  /// warning in an app.
  func report(at location: CodeLocation) {
    let name = endpoint.isEmpty ? "An unimplemented endpoint" : "Unimplemented: \(endpoint)"
    let message = """
      \(name) was called. It is `unimplemented` at \(location), which fails any test that calls it: \
      give the test an implementation of it where it sets the store's dependencies, or find out why \
      the feature called it.
      """
    IssueReporting.report(IssueReport(message, severity: .failure, location: location))
  }
}
