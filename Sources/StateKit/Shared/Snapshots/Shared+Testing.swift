extension Shared {
  /// Returns once the save its key deferred (a file waits up to a second), if any, is done: for tests
  /// that advance a test clock past the wait.
  package func waitForPendingSave() async {
    await reference.root.waitForPendingSave()
  }

  /// How messages name this shared value: its key, and the path to its part (`.inMemory("stats")`,
  /// `.fileStorage(/tmp/sync-ups.json)[id: 1]`).
  package var keyDescription: String {
    reference.description
  }
}
