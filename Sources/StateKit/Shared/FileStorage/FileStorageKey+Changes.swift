internal import Foundation

extension FileStorageKey: CoordinatedSharedKey {
  var fileURL: URL { url }

  /// Watches the file for changes made by someone else, and calls `onChange` with what it decodes to.
  public func subscribe(_ onChange: @escaping @Sendable (Value) -> Void) -> SharedSubscription {
    subscribe(exclusively: { $0() }, onChange)
  }

  func subscribe(
    exclusively: @escaping @Sendable (() -> Void) -> Void,
    _ onChange: @escaping @Sendable (Value) -> Void
  ) -> SharedSubscription {
    file.state.withLock {
      $0.onChange = onChange
      $0.exclusively = exclusively
    }
    let watch = storage.fileSystem.watch(url, every: storage.checkInterval, on: clock) { [self] in
      checkForExternalChange()
    }
    return SharedSubscription { [file] in
      watch.cancel()
      file.state.withLock {
        $0.onChange = nil
        $0.exclusively = nil
      }
    }
  }

  func lockAcrossProcesses() -> (@Sendable () -> Void)? {
    guard sharedAcrossProcesses else { return nil }
    do {
      let unlock = try storage.fileSystem.lockAcrossProcesses(url)
      takeExternalChange()
      return unlock
    } catch {
      RuntimeWarning.report("\(description) changes without locking out other processes: \(error)")
      SharedStorageFailure(key: description, fileURL: url, operation: .reload, error: error).report()
      return nil
    }
  }

  /// Reads the file and, if someone else changed it since it was last read or written, tells the
  /// subscriber what it decodes to, holding the value's locks. What the watch calls; tests call it to
  /// check at once.
  package func checkForExternalChange() {
    guard let exclusively = file.state.withLock({ $0.exclusively }) else { return }
    exclusively { takeExternalChange() }
  }

  /// Takes someone else's change of the file, if there is one. Called holding the value's locks, so that
  /// no save of this process runs meanwhile: a file that is not what this process last read or wrote is
  /// someone else's.
  ///
  /// A file that does not decode is read again at the next check (on disk, a check later: see
  /// ``DiskFileSystem``), as its writer may not be done; only if it is then unchanged, and still does not
  /// decode, is it moved aside.
  private func takeExternalChange() {
    guard let data = try? storage.fileSystem.contents(of: url) else { return }
    let (onChange, wasSuspect) = file.state.withLock { state -> ((@Sendable (Value) -> Void)?, Bool) in
      guard state.lastData != data else {
        state.suspect = nil
        return (nil, false)
      }
      return (state.onChange, state.suspect == data)
    }
    guard let onChange else { return }
    do {
      let value = try JSONDecoder().decode(Value.self, from: data)
      file.state.withLock {
        $0.lastData = data
        $0.suspect = nil
      }
      onChange(value)
    } catch {
      guard wasSuspect else {
        file.state.withLock { $0.suspect = data }
        return
      }
      file.state.withLock { $0.suspect = nil }
      let failure = keepAside(undecodable: error)
      RuntimeWarning.report("\(description) keeps its value: \(failure)")
      SharedStorageFailure(key: description, fileURL: url, operation: .reload, error: failure).report()
    }
  }

  /// Moves the file that did not decode aside, so that no save overwrites it, and says so; if it cannot
  /// be moved, stops saving to it.
  func keepAside(undecodable error: any Error) -> FileStorageError {
    let problem = "the file \(url.path) does not decode as \(Value.self): \(error)"
    let fileSystem = storage.fileSystem
    var aside = url.appendingPathExtension("corrupt")
    var attempt = 1
    while fileSystem.fileExists(at: aside) {
      attempt += 1
      aside = url.appendingPathExtension("corrupt-\(attempt)")
    }
    do {
      try fileSystem.moveItem(at: url, to: aside)
      file.state.withLock { $0.lastData = nil }
      return FileStorageError(
        "\(problem). The file was kept as \(aside.path); the next change is saved to a new file.",
        movedAside: aside)
    } catch {
      let reason = "\(problem). It could not be moved aside (\(error)), so it is not saved over"
      file.state.withLock { $0.blockedReason = reason }
      return FileStorageError("\(reason): changes stay in memory until the file is fixed or removed.")
    }
  }
}

/// What the copies of one ``FileStorageKey`` share: the file's contents as last read or written (to tell
/// someone else's change from its own), a change of someone else's that did not decode yet, the
/// subscriber and what runs its checks holding the value's locks, and why saving stopped, if it did.
final class FileState<Value: Sendable>: Sendable {
  struct State {
    var lastData: Data?
    var suspect: Data?
    var onChange: (@Sendable (Value) -> Void)?
    var exclusively: (@Sendable (() -> Void) -> Void)?
    var blockedReason: String?
  }

  let state = LockedState(State())
}
