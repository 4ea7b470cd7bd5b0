internal import Foundation

/// A key whose checks for someone else's change run holding the value's locks, and which may lock its
/// storage against other processes around each change: ``FileStorageKey``.
///
/// Holding the value's locks, a check never runs while this process saves, so it can tell the file this
/// process wrote from someone else's, and it never replaces a newer value with an older save of its own.
protocol CoordinatedSharedKey<Value>: SharedKey {
  /// The key's file, for ``SharedStorageFailure/fileURL``.
  var fileURL: URL { get }

  /// Starts watching the storage like ``SharedKey/subscribe(_:)``, but each check runs inside
  /// `exclusively`, which holds the value's locks while it runs it: `onChange` is called there.
  func subscribe(
    exclusively: @escaping @Sendable (() -> Void) -> Void,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> SharedSubscription

  /// If the value is shared across processes, locks the storage against them, takes what another
  /// process stored since (calling the subscription's `onChange`), and returns what releases the lock;
  /// `nil` otherwise. Called holding the value's locks, around a change that is then saved at once.
  func lockAcrossProcesses() -> (@Sendable () -> Void)?
}
