#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's peak resident memory so far, as the kernel counts it.
struct PeakMemory {
  /// The peak resident set size, in bytes.
  let bytes: Int
  /// Where the figure comes from: `VmHWM` (Linux) or `ru_maxrss`.
  let source: String

  /// The process's peak so far, or `nil` if the kernel would not say.
  ///
  /// On Linux it reads `VmHWM` from `/proc/self/status`: `getrusage`'s `ru_maxrss` survives `execve`, so
  /// under `swift run` it would report SwiftPM's own peak when that is higher.
  static func current() -> PeakMemory? {
    #if os(Linux)
      if let kibibytes = statusField("VmHWM:") {
        return PeakMemory(bytes: kibibytes * 1024, source: "VmHWM")
      }
    #endif
    var usage = rusage()
    #if canImport(Glibc)
      let who = __rusage_who_t(RUSAGE_SELF.rawValue)  // NB: Glibc imports the constant as an enum case.
    #else
      let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return nil }
    #if canImport(Darwin)
      return PeakMemory(bytes: Int(usage.ru_maxrss), source: "ru_maxrss")  // NB: bytes on Darwin.
    #else
      return PeakMemory(bytes: Int(usage.ru_maxrss) * 1024, source: "ru_maxrss")  // NB: kibibytes.
    #endif
  }

  /// The process's resident memory now, in bytes (`VmRSS`), or `nil` where the kernel does not say it
  /// this way (everywhere but Linux).
  static func residentBytes() -> Int? {
    #if os(Linux)
      return statusField("VmRSS:").map { $0 * 1024 }
    #else
      return nil
    #endif
  }

  /// The process's resident memory after handing the allocator's free pages back to the kernel
  /// (`malloc_trim`): close to the heap in use, where resident memory alone also counts what was freed.
  /// `nil` where the allocator or the kernel does not offer this (everywhere but Linux with glibc).
  static func residentBytesInUse() -> Int? {
    #if os(Linux) && canImport(Glibc)
      // NB: Looked up at run time: Swift's Glibc module does not import `malloc.h`.
      typealias Trim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
      return residentBytes()
    #else
      return nil
    #endif
  }

  /// The number after `name` on its line of `/proc/self/status` (`VmHWM:    43520 kB`), or `nil`.
  private static func statusField(_ name: String) -> Int? {
    let descriptor = open("/proc/self/status", O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    let status = String(decoding: bytes, as: UTF8.self)
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return nil }
    return line.dropFirst(name.count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
  }
}
