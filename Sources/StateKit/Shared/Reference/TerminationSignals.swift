internal import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saves the deferred saves when the process receives a termination signal that it does not handle
/// itself, then ends it as the signal would have.
///
/// Only a signal whose disposition is still the default gets a handler: a process that handles or
/// ignores it keeps its own. The handler only writes the signal's number to a pipe (what a signal handler
/// may safely do); a dispatch source reading the pipe saves, restores the default disposition and sends
/// the signal again, so the process ends with the status the signal gives. A handler the process installs
/// later replaces this one: it should call ``Shared/flushPendingSaves()`` itself.
enum TerminationSignals {
  // NB: Written once, before any handler that reads them is installed, and never again; the handler only
  // passes the descriptor to `write(2)`.
  private nonisolated(unsafe) static var pipeWriteEnd: Int32 = -1
  private nonisolated(unsafe) static var source: (any DispatchSourceRead)?

  /// Installs the handler of each of `signals` whose disposition is the default. Called once.
  static func flushBeforeTerminating(on signals: [Int32]) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    let readEnd = ends[0]
    pipeWriteEnd = ends[1]
    let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .global())
    source.setEventHandler {
      var number: UInt8 = 0
      guard read(readEnd, &number, 1) == 1 else { return }
      SharedLifecycle.flushBeforeExit()
      signal(Int32(number), SIG_DFL)
      // NB: To the process, not this thread: a dispatch thread blocks the termination signals.
      kill(getpid(), Int32(number))
    }
    source.resume()
    Self.source = source
    for number in signals {
      let previous = signal(
        number,
        { number in
          var byte = UInt8(truncatingIfNeeded: number)
          _ = write(TerminationSignals.pipeWriteEnd, &byte, 1)
        })
      // NB: `nil` is SIG_DFL: any other disposition was the process's choice, and is put back.
      if let previous { signal(number, previous) }
    }
  }
}
