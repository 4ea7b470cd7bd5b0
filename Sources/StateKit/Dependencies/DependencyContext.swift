/// Which of a ``DependencyKey``'s values a store uses for the keys nobody set a value for.
///
/// A `Store` is `.live` in an app and `.test` inside a test (a process that runs tests and links
/// `StateKitTesting`), unless it is created with another context; a `TestStore` is always `.test`:
///
/// ```swift
/// let store = Store(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.context = .preview
/// }
/// ```
public enum DependencyContext: Hashable, Sendable {
  /// ``DependencyKey/liveValue``: what an app uses.
  case live
  /// ``TestDependencyKey/testValue``: what a `TestStore` uses, and every store and `@Dependency` inside a
  /// test. A key without one fails the test that reads it.
  case test
  /// ``TestDependencyKey/previewValue``: sample data for previews, which defaults to the live value.
  case preview
}
