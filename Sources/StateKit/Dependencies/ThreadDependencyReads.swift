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
    pthread_key_create(&key, releaseTable)
    self.key = key
  }

  /// The box of what the key path `keyPath` identifies answered on this thread, if it was kept,
  /// unretained: the thread's table keeps it for as long as the thread runs.
  func box(for keyPath: ObjectIdentifier) -> Unmanaged<AnyObject>? {
    guard let table = pthread_getspecific(key) else { return nil }
    return Unmanaged<DependencyReadTable>.fromOpaque(table)._withUnsafeGuaranteedRef { $0.box(for: keyPath) }
  }

  /// Keeps `box`, what `keyPath` answered, for this thread's next reads.
  func keep(_ box: AnyObject, for keyPath: AnyKeyPath) {
    if let table = pthread_getspecific(key) {
      Unmanaged<DependencyReadTable>.fromOpaque(table).takeUnretainedValue().keep(box, for: keyPath)
    } else {
      let table = DependencyReadTable()
      table.keep(box, for: keyPath)
      pthread_setspecific(key, Unmanaged.passRetained(table).toOpaque())
    }
  }
}

#if canImport(Darwin)
  private let releaseTable: @convention(c) (UnsafeMutableRawPointer) -> Void = { table in
    Unmanaged<DependencyReadTable>.fromOpaque(table).release()
  }
#else
  private let releaseTable: @convention(c) (UnsafeMutableRawPointer?) -> Void = { table in
    if let table { Unmanaged<DependencyReadTable>.fromOpaque(table).release() }
  }
#endif
