#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back as it was, on every way out of the program: a normal quit, `exit`, Ctrl-C,
/// SIGINT, SIGTERM, SIGHUP and a crash.
///
/// Signal handlers may only call async-signal-safe functions, so everything they need is prepared before
/// they are installed: the saved settings, and the bytes that leave the full screen in a static string.
enum TerminalRestorer {
  /// The signals after which the program ends: the user's and the system's, and the crashes.
  private static let endingSignals = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
  ]

  /// Remembers `settings` as the ones to restore, and arranges for them to be restored at exit and on an
  /// ending signal. Call it once, before changing the terminal.
  static func install(restoring settings: termios) {
    savedSettings.initialize(to: settings)
    isModified = true
    atexit { TerminalRestorer.restore() }
    for signal in endingSignals {
      let previous = previousActions + Int(signal)
      sigaction(signal, nil, previous)
      // NB: A signal the parent ignores (SIGINT for a background job, SIGHUP under nohup) stays ignored:
      // handling it would restore the terminal and then carry on, in raw mode no more.
      guard !isIgnored(previous.pointee) else { continue }
      var action = sigaction()
      sigemptyset(&action.sa_mask)
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handleEndingSignal
      #else
        action.__sigaction_handler.sa_handler = handleEndingSignal
      #endif
      sigaction(signal, &action, nil)
    }
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    return action.sa_flags & SA_SIGINFO == 0
      && unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Restores the saved settings and leaves the full screen, once; later calls do nothing.
  ///
  /// Async-signal-safe: `tcsetattr` and `write` only.
  static func restore() {
    guard isModified else { return }
    isModified = false
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
    let leave: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
  }
}

// NB: The signal handlers read these, so they cannot be isolated. The storage is allocated once and never
// freed, so a handler never sees it move; it is written only by `install`, on the main thread, before any
// handler is installed (and `isModified` by `restore`, which is idempotent and clears it before anything
// else). Raw storage rather than Swift variables: `inout` access to a global is checked for exclusivity,
// which a signal arriving inside `restore` could trip.
nonisolated(unsafe) private let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
nonisolated(unsafe) private var isModified = false
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

/// Restores the terminal, then hands the signal to whoever handled it before (the default action, or
/// Swift's crash backtracer), which ends the program.
private func handleEndingSignal(_ signal: Int32) {
  TerminalRestorer.restore()
  sigaction(signal, previousActions + Int(signal), nil)
  // NB: The signal is blocked while its handler runs: raised here, it is delivered to the previous action
  // as soon as this handler returns. A crash (SIGSEGV, SIGILL) also recurs when the faulting instruction
  // runs again.
  raise(signal)
}
