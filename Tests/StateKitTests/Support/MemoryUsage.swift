#if canImport(Glibc)
  import Glibc
#endif

/// The process's resident memory, to check that a load gives back what it took.
///
/// Linux only (read from `/proc/self/statm`); elsewhere ``current()`` returns `nil` and the tests skip the
/// comparison. Freed memory can stay in the allocator's free lists, so ``current()`` first asks glibc to
/// return it to the system (`malloc_trim`): what is left is memory in use plus fragmentation.
struct MemoryUsage: Sendable, CustomStringConvertible {
  /// Resident bytes.
  let resident: Int

  var description: String { Self.format(resident) }

  /// The difference `self - baseline`, formatted with its sign.
  func growth(since baseline: MemoryUsage) -> String {
    let delta = resident - baseline.resident
    return (delta < 0 ? "-" : "+") + Self.format(abs(delta))
  }

  /// The process's resident memory now, after returning free memory to the system; `nil` off Linux.
  static func current() -> MemoryUsage? {
    #if canImport(Glibc)
      trimFreeMemory()
      guard let file = fopen("/proc/self/statm", "r") else { return nil }
      defer { fclose(file) }
      var line = [CChar](repeating: 0, count: 256)
      guard fgets(&line, Int32(line.count), file) != nil else { return nil }
      // NB: statm is "size resident shared text lib data dt", in pages.
      let fields = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .split(separator: " ")
      guard fields.count > 1, let resident = Int(fields[1]) else { return nil }
      return MemoryUsage(resident: resident * sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }

  /// `bytes` in MiB, with one decimal.
  static func format(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 524_288) / 1_048_576
    return "\(tenths / 10).\(tenths % 10) MiB"
  }

  #if canImport(Glibc)
    /// Calls glibc's `malloc_trim(0)`, which Swift's `Glibc` module does not import.
    private static func trimFreeMemory() {
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") else { return }
      let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
      _ = trim(0)
    }
  #endif
}
