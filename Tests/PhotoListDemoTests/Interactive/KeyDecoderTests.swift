import PhotoListFeature
import Testing

/// Bytes from a raw-mode terminal into keys.
@Suite(.timeLimit(.minutes(5))) struct KeyDecoderTests {
  func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes)
  }

  @Test func printableAndControlKeys() {
    #expect(keys(Array("j/q".utf8)) == [.character("j"), .character("/"), .character("q")])
    #expect(
      keys([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03, 0x01]) == [
        .enter, .enter, .tab, .backspace, .backspace, .interrupt, .unknown,
      ])
  }

  @Test func arrowsInBothCursorModes() {
    #expect(
      keys([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x4F, 0x41, 0x1B, 0x4F, 0x42]) == [
        .up, .down, .up, .down,
      ])
    #expect(keys(Array("\u{1B}[C\u{1B}[D".utf8)) == [.right, .left])
    #expect(keys(Array("\u{1B}[1;5A".utf8)) == [.up])  // Ctrl-Up: parameters are skipped
    #expect(keys(Array("\u{1B}[3~x".utf8)) == [.unknown, .character("x")])  // Delete
  }

  @Test func escapeAloneAtTheEndOfAReadIsTheEscapeKey() {
    #expect(keys([0x1B]) == [.escape])
    #expect(keys([0x1B, 0x61]) == [.escape, .character("a")])
  }

  @Test func aSequenceSplitAcrossReadsWaitsForTheRest() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B]) == [])
    #expect(decoder.decode([0x42, 0x6B]) == [.down, .character("k")])
  }

  @Test func utf8TextIsDecodedEvenWhenSplit() {
    var decoder = KeyDecoder()
    let bytes = Array("é☀".utf8)
    #expect(decoder.decode(bytes.prefix(3)) == [.character("é")])
    #expect(decoder.decode(bytes.dropFirst(3)) == [.character("☀")])
    #expect(keys([0xFF]) == [.unknown])
  }
}
