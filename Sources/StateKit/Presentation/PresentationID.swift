/// The identity of one alert or confirmation dialog, made when it is created, never reused in the
/// process.
///
/// Copies of an alert keep its identity; an alert made again, even with the same title and buttons, has a
/// new one. `==`, `hash(into:)`, `Codable` and test failures leave it out, so a test compares alerts by
/// what they show. What it is for: a reducer that sends a button's action to the parent, and then must
/// clear the alert, compares the identity before and after. The same identity is the alert it presented,
/// untouched by the parent, to clear; another one is an alert the parent presented anew in response to
/// the button, to keep.
package struct PresentationID: Hashable, Sendable, CustomStringConvertible {
  private static let counter = LockedState<UInt64>(0)

  private let rawValue: UInt64

  /// A new identity, distinct from every other one made in this process.
  package init() {
    rawValue = Self.counter.withLock { next in
      defer { next += 1 }
      return next
    }
  }

  /// `#12`.
  package var description: String { "#\(rawValue)" }
}

/// State that has a ``PresentationID``: what a presentation reducer reads to tell an alert presented anew
/// from the one it presented.
package protocol PresentationIdentified {
  /// The identity made when the value was created.
  var presentationID: PresentationID { get }
}
