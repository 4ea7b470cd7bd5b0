/// Turns the bytes read from a terminal in raw mode into ``Key``s, across reads.
///
/// Arrow keys arrive as escape sequences (`ESC [ A`, or `ESC O A` in application mode), typed text as
/// UTF-8. A sequence cut between two reads is held until the next read completes it. An `ESC` that ends
/// a read is the Escape key, as `less` decides: the terminal sends a whole sequence in one write.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  package init() {}

  /// The keys `bytes` complete, in order.
  package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(in: pending[index...]) else { break }
      keys.append(key)
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// The key at the start of `bytes` and how many bytes it takes; `nil` if `bytes` ends inside it.
  private static func key(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return escapeSequence(in: bytes)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x03: return (.interrupt, 1)
    case 0..<0x20: return (.unknown, 1)
    case 0x20..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
    default: return utf8Character(in: bytes)
    }
  }

  private static func escapeSequence(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return (.escape, 1) }
    let introducer = bytes[start + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
    // NB: CSI parameters and intermediates are 0x20...0x3F; the final byte is 0x40...0x7E.
    var index = start + 2
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else { return nil }
    let length = index - start + 1
    switch bytes[index] {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (.right, length)
    case UInt8(ascii: "D"): return (.left, length)
    default: return (.unknown, length)
    }
  }

  private static func utf8Character(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let first = bytes[bytes.startIndex]
    let length =
      switch first {
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      default: 1
      }
    guard length > 1 else { return (.unknown, 1) }
    guard bytes.count >= length else { return nil }
    let text = String(decoding: bytes.prefix(length), as: UTF8.self)
    guard let character = text.first, !text.contains("\u{FFFD}") else { return (.unknown, length) }
    return (.character(character), length)
  }
}
