#if canImport(Glibc)
  import Glibc
#endif

/// The process's resident memory, to check that a load gives back what it took.
///
/// Linux only (read from `/proc/self/status`); elsewhere ``current()`` returns `nil` and the tests skip the
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
      return status("VmRSS:").map(MemoryUsage.init(resident:))
    #else
      return nil
    #endif
  }

  /// The most resident memory the process has had (its high-water mark); `nil` off Linux.
  static func peak() -> MemoryUsage? {
    #if canImport(Glibc)
      status("VmHWM:").map(MemoryUsage.init(resident:))
    #else
      nil
    #endif
  }

  #if canImport(Glibc)
    /// The value of a `/proc/self/status` line such as `VmRSS:   27312 kB`, in bytes.
    private static func status(_ field: String) -> Int? {
      guard let file = fopen("/proc/self/status", "r") else { return nil }
      defer { fclose(file) }
      var line = [CChar](repeating: 0, count: 256)
      while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix(field) else { continue }
        let kilobytes = text.dropFirst(field.count).split { $0 == " " || $0 == "\t" }.first.flatMap {
          Int($0)
        }
        return kilobytes.map { $0 * 1024 }
      }
      return nil
    }
  #endif

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
