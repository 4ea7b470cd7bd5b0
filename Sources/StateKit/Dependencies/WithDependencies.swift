/// Runs `operation` with the dependencies in force changed by `updateValuesForOperation`.
///
/// ```swift
/// let id = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   @Dependency(\.uuid) var uuid
///   return uuid()  // 00000000-0000-0000-0000-000000000000
/// }
/// ```
///
/// The values apply to everything `operation` runs, and to the tasks it starts. A store created in
/// `operation` keeps them for its whole life, and an effect made in `operation` (inside a reducer) runs
/// with them; a store created elsewhere runs its reducer with the values in force where it was created
/// (see `Store.init(initialState:reducer:withDependencies:)`).
///
/// - Parameters:
///   - updateValuesForOperation: Changes the values in force, for the operation only.
///   - operation: The work to run with the changed values.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try values.update(updateValuesForOperation)
  return try values.withCurrent(operation)
}

/// Runs the asynchronous `operation` with the dependencies in force changed by `updateValuesForOperation`.
///
/// ```swift
/// await withDependencies {
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   await model.refresh()
/// }
/// ```
///
/// The values apply to everything `operation` runs, across suspension points and hops to other actors,
/// and to the child tasks and unstructured tasks it starts, but not to detached tasks. A store created in
/// `operation` keeps them for its whole life; a store created elsewhere runs its reducer with the values
/// in force where it was created.
///
/// - Parameters:
///   - updateValuesForOperation: Changes the values in force, for the operation only.
///   - isolation: The actor the operation runs on; leave the default, the caller's.
///   - operation: The work to run with the changed values.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues.current
  try values.update(updateValuesForOperation)
  return try await values.withCurrent(isolation: isolation, operation)
}
