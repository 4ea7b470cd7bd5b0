#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The answers read in the values in force by default (live, nothing set), one ``DependencyReadTable`` per
/// thread: the values of a store created without dependencies, the most common read, costs no lock.
///
/// A table is only touched synchronously, by the thread that owns it, and released when the thread ends.
struct ThreadDependencyReads: Sendable {
  /// The thread-specific slot of the tables, whose destructor releases a thread's table when it ends.
  private let key: pthread_key_t

  /// Creates the slot; one is enough for the process.
  init() {
    var key = pthread_key_t()
    // NB: A closure rather than `releaseTable` itself: the destructor's pointer is optional on Linux only.
    pthread_key_create(&key) { releaseTable($0) }
    self.key = key
  }

  /// The box of what the key path `keyPath` identifies answered on this thread, if it was kept,
  /// unretained: the thread's table keeps it for as long as the thread runs.
  func box(for keyPath: ObjectIdentifier) -> UnretainedBox? {
    guard let slot = pthread_getspecific(key) else { return nil }
    return withObject(readTable(at: slot)) { $0.box(for: keyPath) }
  }

  /// Keeps `box`, what `keyPath` answered, for this thread's next reads.
  func keep(_ box: AnyObject, for keyPath: AnyKeyPath) {
    if let slot = pthread_getspecific(key) {
      withObject(readTable(at: slot)) { $0.keep(box, for: keyPath) }
    } else {
      let table = DependencyReadTable()
      table.keep(box, for: keyPath)
      pthread_setspecific(key, Unmanaged.passRetained(table).toOpaque())
    }
  }
}

/// The table a thread's slot holds: retained once, when it was set, and released by `releaseTable`.
private func readTable(at slot: UnsafeMutableRawPointer) -> Unmanaged<DependencyReadTable> {
  .fromOpaque(slot)
}

/// Releases the table of a thread that ends: the slot's destructor.
private func releaseTable(_ slot: UnsafeMutableRawPointer?) {
  if let slot { readTable(at: slot).release() }
}
