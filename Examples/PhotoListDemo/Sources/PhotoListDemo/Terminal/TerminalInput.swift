import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the terminal tells the program: bytes typed, a new size, or the end of input.
enum TerminalEvent: Sendable {
  /// Bytes read from standard input: keys, possibly several, possibly part of one.
  case input([UInt8])
  /// The window was resized (SIGWINCH).
  case resized
  /// Standard input was closed.
  case endOfInput
}

/// The terminal's events, in order, as an async sequence for the main actor to consume.
///
/// A background thread blocks on `read(2)` of standard input; a dispatch source turns SIGWINCH into an
/// event. Both feed one `AsyncStream`, which keeps their order.
///
/// NB: Not main-actor isolated: the closures made in `init` run on the reader thread and the resize
/// queue, and would trap on Swift 6's isolation check if they inherited the main actor.
final class TerminalInput {
  /// The events, until standard input closes.
  let events: AsyncStream<TerminalEvent>
  private let resizeSource: any DispatchSourceSignal

  /// Starts reading standard input and listening for resizes.
  init() {
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    self.events = events
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 256)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        continuation.yield(.input(Array(buffer[..<count])))
      }
      continuation.yield(.endOfInput)
      continuation.finish()
    }
    reader.start()
    signal(SIGWINCH, SIG_IGN)
    resizeSource = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: DispatchQueue(label: "resize"))
    resizeSource.setEventHandler { @Sendable in continuation.yield(.resized) }
    resizeSource.resume()
  }
}
