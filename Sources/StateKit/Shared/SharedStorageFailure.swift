public import Foundation

/// A shared value that could not be loaded from its storage or saved to it, or whose file was moved
/// aside: what the handlers registered with ``Shared/onStorageFailure(_:)`` receive, in release builds
/// too.
///
/// ```swift
/// Shared.onStorageFailure { failure in
///   logger.error("\(failure)")
/// }
/// ```
public struct SharedStorageFailure: Sendable, CustomStringConvertible {
  /// What the storage was doing when it failed.
  public enum Operation: Sendable, Hashable {
    /// Loading the value, when the first `@Shared` of its key was created: it starts from its default.
    case load
    /// Saving a change: the value keeps the change in memory, and the next change saves it again.
    case save
    /// Taking a change someone else made to the storage: the value keeps what it had.
    case reload
  }

  /// The key, as messages name it: `.fileStorage(/path/to/file.json)`.
  public let key: String
  /// The key's file, for a key stored in a file.
  public let fileURL: URL?
  /// What the storage was doing.
  public let operation: Operation
  /// Where a file that did not decode was moved, so that no save overwrites it, if it was.
  public let movedAside: URL?
  /// What went wrong: its description names the cause (`no space left on the device`, `a directory is
  /// at the path`, the decoding error).
  public let error: any Error

  init(key: String, fileURL: URL?, operation: Operation, error: any Error) {
    self.key = key
    self.fileURL = fileURL
    self.operation = operation
    self.movedAside = (error as? FileStorageError)?.movedAside
    self.error = error
  }

  /// `.fileStorage(/a/b.json) could not save: …`.
  public var description: String {
    let verb =
      switch operation {
      case .load: "load"
      case .save: "save"
      case .reload: "take the change of its storage"
      }
    return "\(key) could not \(verb): \(error)"
  }
}

// MARK: - Handlers

extension SharedStorageFailure {
  private static let handlers = LockedState<[@Sendable (SharedStorageFailure) -> Void]>([])

  /// Adds `handler` for the rest of the process's life.
  static func addHandler(_ handler: @escaping @Sendable (SharedStorageFailure) -> Void) {
    handlers.withLock { $0.append(handler) }
  }

  /// Tells every handler of `self`.
  func report() {
    let handlers = Self.handlers.withLock { $0 }
    for handler in handlers { handler(self) }
  }
}
