import StateKit

/// The word lists the generated titles are made of, written for this project.
///
/// A few subjects contain "sun" (sunrise, sunflowers, …), so the demo's search for "sun" finds a few
/// hundred photos.
enum PhotoTitles {
  static let moods = [
    "quiet", "golden", "misty", "bright", "late", "first", "pale", "crimson", "silver", "hazy", "frosty",
    "lonely", "busy", "gentle", "stormy", "dusky", "amber", "faded", "vivid", "still", "windswept",
    "rainy", "hidden", "ancient", "tiny", "distant", "sleepy", "wild", "velvet", "copper",
  ]
  static let subjects = [
    "sunrise", "sunset", "sunflowers", "lantern", "heron", "lighthouse", "orchard", "bicycle", "teapot",
    "ferry", "kite", "fox", "bridge", "market stall", "fishing boat", "windmill", "chapel", "tram",
    "library", "staircase", "umbrella", "cat", "greenhouse", "violin", "train", "sundial", "bakery",
    "balcony", "carousel", "sailboat", "owl", "apple tree", "chimney", "snowman", "postbox", "rowboat",
  ]
  static let places = [
    "harbour", "river", "valley", "old town", "pier", "meadow", "station", "canal", "hillside", "beach",
    "square", "forest", "quarry", "garden", "rooftops", "marsh", "island", "village green", "dunes",
  ]
  static let times = [
    "dawn", "noon", "dusk", "midnight", "Sunday morning", "teatime", "first light", "low tide",
  ]

  /// A title in one of six shapes, words picked with `random`.
  ///
  /// NB: Picks with `%`, not `randomElement(using:)`, whose algorithm the standard library may change:
  /// the bundled data must be the same for every toolchain.
  static func title(using random: inout PhotoRandom) -> String {
    func index(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
    func pick(_ words: [String]) -> String { words[index(words.count)] }
    switch index(6) {
    case 0: return "\(pick(moods)) \(pick(subjects))"
    case 1: return "\(pick(subjects)) over the \(pick(places))"
    case 2: return "\(pick(moods)) \(pick(subjects)) by the \(pick(places))"
    case 3: return "\(pick(subjects)) and \(pick(subjects))"
    case 4: return "the \(pick(places)) at \(pick(times))"
    default: return "\(pick(moods)) \(pick(places)) at \(pick(times))"
    }
  }
}
