import Foundation
import StateKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// A program that changes a `@Shared(.fileStorage)` count on disk, as a command-line tool would, then
// ends in the way its arguments say: what the exit and cross-process tests run and then read the file of.
//
//   SharedExitProbe return <file> <value>      sets the count, then returns from main
//   SharedExitProbe exit <file> <value>        sets the count, then calls exit(0)
//   SharedExitProbe wait <file> <value>        sets the count, prints "ready", waits to be signalled
//   SharedExitProbe flush <file> <value>       sets the count, flushes pending saves, then _exit(0)
//   SharedExitProbe crash <file> <value>       sets the count, then _exit(0), which saves nothing
//   SharedExitProbe increment <file> <times>   increments the count, shared across processes

let arguments = CommandLine.arguments
guard arguments.count == 4, let number = Int(arguments[3]) else {
  FileHandle.standardError.write(
    Data("usage: SharedExitProbe return|exit|wait|flush|crash|increment <file> <n>\n".utf8))
  exit(2)
}
let url = URL(fileURLWithPath: arguments[2])

switch arguments[1] {
case "return":
  Shared(wrappedValue: 0, .fileStorage(url)).withLock { $0 = number }
case "exit":
  Shared(wrappedValue: 0, .fileStorage(url)).withLock { $0 = number }
  exit(0)
case "wait":
  // NB: As a program started from a shell has them: a child inherits its parent thread's blocked
  // signals, and the test runs on a thread that blocks the termination signals.
  var none = sigset_t()
  sigemptyset(&none)
  pthread_sigmask(SIG_SETMASK, &none, nil)
  signal(SIGTERM, SIG_DFL)
  signal(SIGINT, SIG_DFL)
  Shared(wrappedValue: 0, .fileStorage(url)).withLock { $0 = number }
  FileHandle.standardOutput.write(Data("ready\n".utf8))
  // NB: A signal's handler may cut a sleep short; the signal ends the process well before a minute.
  let end = Date().addingTimeInterval(60)
  while Date() < end { sleep(1) }
  exit(3)
case "flush":
  Shared(wrappedValue: 0, .fileStorage(url)).withLock { $0 = number }
  try await Shared.flushPendingSaves()
  _exit(0)
case "crash":
  Shared(wrappedValue: 0, .fileStorage(url)).withLock { $0 = number }
  _exit(0)
case "increment":
  let count = Shared(wrappedValue: 0, .fileStorage(url, sharedAcrossProcesses: true))
  for _ in 0..<number {
    count.withLock { $0 += 1 }
  }
default:
  exit(2)
}
