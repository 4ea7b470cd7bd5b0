import PhotoListFeature

extension Workload {
  /// W7: one keystroke in the PhotoList demo's search, recomputing the view state over the 5,000 bundled
  /// photos through the demo's connector (target: at most 2 ms per keystroke).
  static func photoListSearch(_ scale: Scale) -> Workload {
    let keystrokes = scale.size(full: 240, quick: 24)
    return Workload(
      name: "W7",
      summary: "one keystroke of the PhotoList demo's search over its 5,000 bundled photos",
      body: .trials(actions: keystrokes) { PhotoListSearchTrial(keystrokes: keystrokes) },
      targets: [.time(atMostNanoseconds: 2_000_000)],
      showsRatioToBareReducer: false
    )
  }
}

/// W7's trial: types "sunset" one letter at a time, then erases it, over and over; each keystroke
/// computes the view state the list would show.
@MainActor
final class PhotoListSearchTrial: Trial {
  private static let typing = [
    "s", "su", "sun", "suns", "sunse", "sunset", "sunse", "suns", "sun", "su", "s", "",
  ]
  private let search: SearchKeystroke
  private let keystrokes: Int
  private var rowsShown: [String: Int] = [:]

  init(keystrokes: Int) {
    do {
      search = try SearchKeystroke()
    } catch {
      fatalError("W7 needs the demo's bundled photos: \(error)")
    }
    self.keystrokes = keystrokes
  }

  func run() async {
    for keystroke in 0..<keystrokes {
      let text = Self.typing[keystroke % Self.typing.count]
      rowsShown[text] = search.viewState(searching: text).rows.count
    }
  }

  func verify() throws(BenchmarkFailure) -> Int? {
    try check(search.photoCount == 5_000, "the bundled catalogue has \(search.photoCount) photos, not 5,000")
    try check(rowsShown[""] == 5_000, "an empty search shows \(rowsShown[""] ?? -1) rows, not all 5,000")
    let sun = rowsShown["sun"] ?? 0
    let sunset = rowsShown["sunset"] ?? 0
    try check(sun > 0 && sun < 5_000, "searching \"sun\" shows \(sun) rows")
    try check(sunset <= sun, "\"sunset\" shows more rows (\(sunset)) than \"sun\" (\(sun))")
    return nil
  }
}
