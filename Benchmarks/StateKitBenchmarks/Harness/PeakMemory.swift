#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's peak resident memory so far, as the kernel counts it (`getrusage`'s `ru_maxrss`).
enum PeakMemory {
  /// The peak resident set size in bytes, or `nil` if the kernel would not say.
  static func bytes() -> Int? {
    var usage = rusage()
    #if canImport(Glibc)
      let who = __rusage_who_t(RUSAGE_SELF.rawValue)  // NB: Glibc imports the constant as an enum case.
    #else
      let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return nil }
    #if canImport(Darwin)
      return Int(usage.ru_maxrss)  // NB: bytes on Darwin.
    #else
      return Int(usage.ru_maxrss) * 1024  // NB: kibibytes on Linux.
    #endif
  }
}
