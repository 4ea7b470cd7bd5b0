/// Reads a dependency from the values in force: `@Dependency(\.continuousClock) var clock`.
///
/// Declare one as a stored property of a reducer, and read it in the reducer or in the effects it returns:
///
/// ```swift
/// struct Feature: Reducer {
///   @Dependency(\.continuousClock) var clock
///   @Dependency(\.numberFact) var numberFact
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .factTapped:
///       return .run { [count = state.count] send in
///         try await clock.sleep(for: .seconds(1))
///         await send(.factLoaded(try await numberFact.fetch(count)))
///       }
///     …
/// ```
///
/// Every read looks the value up again: in a reducer it is the value of the store running it (and of any
/// ``Reducer/dependency(_:_:)`` around it), in an effect the value of the reducer that returned the
/// effect, even after the effect hopped to another actor or in a task it started. A `Dependency` holds no
/// value itself, so it is `Sendable`, and a reducer made of them stays `Sendable`: its effects may capture
/// `self`.
///
/// In a `TestStore`, reading a dependency the test did not set and whose key has no test value fails the
/// test, pointing at this declaration.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  @usableFromInline let keyPath: any KeyPath<DependencyValues, Value> & Sendable
  private let location: CodeLocation

  /// Reads the dependency at `keyPath` of ``DependencyValues``.
  ///
  /// - Parameters:
  ///   - keyPath: The property of ``DependencyValues`` that reads the dependency: `\.uuid`.
  ///   - fileID: The file of the declaration, for failures that point at it; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line of the declaration; leave the default.
  ///   - column: The column of the declaration; leave the default.
  public init(
    _ keyPath: any KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.keyPath = keyPath
    self.location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The dependency's value in force where it is read.
  @inlinable
  public var wrappedValue: Value {
    // NB: Inlinable, so that the path of every read but the first is specialized for the value's type
    // where the dependency is declared: unspecialized, the box's type metadata costs more than the rest.
    let (values, box) = DependencyValues.currentWithLastRead(of: ObjectIdentifier(keyPath))
    guard let box else {
      return read(in: values)
    }
    // NB: `values` keeps the unretained box alive, and a key path only ever keeps a box of its `Value`.
    return withExtendedLifetime(values) { box.value(as: Value.self) }
  }

  /// Reads the value in `values` through the key path, and keeps the answer for the next read if the
  /// values are live; in a test, tells a missing test value where it was read.
  @usableFromInline
  func read(in values: DependencyValues) -> Value {
    switch values.context {
    case .live:
      let value = values[keyPath: keyPath]
      // NB: The values themselves (`\.self`) are not kept with them: that would be a reference cycle.
      if Value.self != DependencyValues.self {
        values.keepRead(DependencyBox(value), of: keyPath)
      }
      return value
    case .test:
      return MissingTestValue.$readLocation.withValue(location) { values[keyPath: keyPath] }
    case .preview:
      return values[keyPath: keyPath]
    }
  }
}
