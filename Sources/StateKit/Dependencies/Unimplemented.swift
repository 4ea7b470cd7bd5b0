// NB: Six overloads cover every arity (parameter packs), `async` or not, throwing or not. A context that
// throws gets one that throws; one that cannot gets one with a placeholder, or one returning `Void`; the
// `Void` ones are disfavored, so that a throwing `() throws -> Void` gets the throwing one.

/// An endpoint of a dependency that fails the test that calls it, and throws ``UnimplementedFailure``.
///
/// Give a client's test value unimplemented endpoints, and a test overrides the ones it expects the
/// feature to call; a call of any other fails the test, naming the endpoint:
///
/// ```swift
/// struct WeatherClient: Sendable {
///   var search: @Sendable (String) async throws -> [City]
///   var forecast: @Sendable (City) async throws -> Forecast
/// }
///
/// enum WeatherClientKey: DependencyKey {
///   static let liveValue = WeatherClient(search: { … }, forecast: { … })
///   static let testValue = WeatherClient(
///     search: unimplemented("WeatherClient.search"),
///     forecast: unimplemented("WeatherClient.forecast")
///   )
/// }
/// ```
///
/// It makes a closure of the function type the context asks for, with any number of arguments. In an
/// app, a call is a runtime warning instead, and the closure throws the same.
///
/// - Parameters:
///   - description: The endpoint's name, for the failure: `"WeatherClient.search"`.
///   - fileID: The file of the call, where the failure points; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: A closure that reports the call and throws ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  let failure = UnimplementedFailure(endpoint: description)
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) throws -> Result in
    failure.report(at: location)
    throw failure
  }
}

/// An asynchronous endpoint of a dependency that fails the test that calls it, and throws
/// ``UnimplementedFailure``: the endpoint of a client's test value that a test overrides when it
/// expects the feature to call it.
///
/// - Parameters:
///   - description: The endpoint's name, for the failure: `"WeatherClient.search"`.
///   - fileID: The file of the call, where the failure points; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: A closure that reports the call and throws ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  let failure = UnimplementedFailure(endpoint: description)
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) async throws -> Result in
    failure.report(at: location)
    throw failure
  }
}

/// An endpoint of a dependency that cannot throw, which fails the test that calls it and returns
/// `placeholder`.
///
/// ```swift
/// static let testValue = URLOpener(open: unimplemented("URLOpener.open", placeholder: false))
/// ```
///
/// - Parameters:
///   - description: The endpoint's name, for the failure: `"URLOpener.open"`.
///   - placeholder: What the endpoint returns after it failed the test.
///   - fileID: The file of the call, where the failure points; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: A closure that reports the call and returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  let failure = UnimplementedFailure(endpoint: description)
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) -> Result in
    failure.report(at: location)
    return placeholder()
  }
}

/// An asynchronous endpoint of a dependency that cannot throw, which fails the test that calls it and
/// returns `placeholder`.
///
/// - Parameters:
///   - description: The endpoint's name, for the failure: `"Counter.next"`.
///   - placeholder: What the endpoint returns after it failed the test.
///   - fileID: The file of the call, where the failure points; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: A closure that reports the call and returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  let failure = UnimplementedFailure(endpoint: description)
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) async -> Result in
    failure.report(at: location)
    return placeholder()
  }
}

/// An endpoint of a dependency that returns nothing and cannot throw, which fails the test that calls
/// it.
///
/// ```swift
/// static let testValue = Analytics(track: unimplemented("Analytics.track"))
/// ```
///
/// - Parameters:
///   - description: The endpoint's name, for the failure: `"Analytics.track"`.
///   - fileID: The file of the call, where the failure points; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: A closure that reports the call.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ description: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
  let failure = UnimplementedFailure(endpoint: description)
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) in
    failure.report(at: location)
  }
}

/// An asynchronous endpoint of a dependency that returns nothing and cannot throw, which fails the test
/// that calls it.
///
/// - Parameters:
///   - description: The endpoint's name, for the failure: `"Analytics.flush"`.
///   - fileID: The file of the call, where the failure points; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
/// - Returns: A closure that reports the call.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ description: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Void {
  let failure = UnimplementedFailure(endpoint: description)
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return { (_: repeat each Argument) async in
    failure.report(at: location)
  }
}
