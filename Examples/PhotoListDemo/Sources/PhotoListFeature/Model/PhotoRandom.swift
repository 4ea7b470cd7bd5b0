/// SplitMix64: the random numbers that generate the demo's photos, fixed by their seed on every platform
/// and toolchain, so that the bundled `photos.json` can be generated again byte for byte.
struct PhotoRandom {
  private var state: UInt64

  /// Creates a generator whose sequence is determined by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
