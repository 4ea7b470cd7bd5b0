/// Where loading the photos stands; both implementations of the list show it in their status line.
package enum LoadPhase: Equatable, Codable, Sendable {
  /// Nothing was asked for yet.
  case idle
  /// A load is in flight. Photos from an earlier load stay on screen meanwhile.
  case loading
  /// The latest load succeeded.
  case loaded
  /// The latest load failed; the message says why, in words a user can act on.
  case failed(String)
}
