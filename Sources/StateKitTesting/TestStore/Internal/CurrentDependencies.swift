import StateKit

/// The dependencies a test store's next step runs with: shared by the store, which the test changes, and
/// the reducer it runs, which reads them for every action.
@MainActor
final class CurrentDependencies {
  var values: DependencyValues

  init(_ values: DependencyValues) {
    self.values = values
  }
}
