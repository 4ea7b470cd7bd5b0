import PhotoListFeature
import Testing

/// The bytes that draw a frame without flicker.
@Suite(.timeLimit(.minutes(5))) struct FrameEncoderTests {
  @Test func aFrameOverwritesTheScreenFromHomeAndClearsWhatIsLeft() {
    let frame = Frame(
      lines: [Frame.Line("Photos", style: .heading), Frame.Line("> #1", style: .selected), Frame.Line("x")],
      scrollOffset: 0
    )
    #expect(
      FrameEncoder.encode(frame)
        == "\u{1B}[H\u{1B}[1mPhotos\u{1B}[0m\u{1B}[K\r\n\u{1B}[7m> #1\u{1B}[0m\u{1B}[K\r\nx\u{1B}[0m\u{1B}[K\u{1B}[J"
    )
  }
}
