/// What a ``DependencyValues`` holds: shared by its copies, and never changed, so that the answers read
/// from it can be kept with it. Changing the values makes a new one.
final class DependencyStorage: Sendable {
  /// The values set, boxed, by the `ObjectIdentifier` of their key.
  let values: [ObjectIdentifier: any AnyObject & Sendable]
  let context: DependencyContext
  /// The test or preview values created for the keys nobody set; `nil` in the live context, whose values
  /// are the process's (``DependencyCache/live``).
  let cache: DependencyCache?
  /// What each `@Dependency` read answered, in the live context; `nil` in the others, where a read may
  /// have to fail the test every time.
  let reads: DependencyReads?

  /// Creates the storage of `values` in `context`, with the test or preview values of `cache`, or with new
  /// ones if it is `nil`.
  init(
    values: [ObjectIdentifier: any AnyObject & Sendable],
    context: DependencyContext,
    cache: DependencyCache? = nil
  ) {
    self.values = values
    self.context = context
    self.cache = context == .live ? nil : cache ?? DependencyCache()
    self.reads = context == .live ? DependencyReads() : nil
  }
}
