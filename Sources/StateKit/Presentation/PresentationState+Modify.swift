extension PresentationState {
  /// Runs `body` on the child presented at `keyPath` in `root`, in place: what a reducer that presents
  /// children uses to run one, given the key path `\.$destination`.
  ///
  /// A key path to a property wrapper's projected value (`\.$destination`) is computed, and Swift applies
  /// it by reading the whole value and writing it back: a change to the child through it would find the
  /// child's box shared with the parent and copy it, with everything the child holds, for every action.
  /// This moves the box out of the parent instead (the parent holds nothing presented meanwhile), runs
  /// `body` on the child where it is, and moves the box back. It costs two applications of the key path,
  /// whatever the child's size.
  ///
  /// - Parameters:
  ///   - root: The state that holds the presentation.
  ///   - keyPath: Where the presentation is: `\.$destination`.
  ///   - body: Changes the child, or sets `nil` to dismiss it.
  /// - Returns: What `body` returns.
  @inlinable
  package static func modify<Root, Result>(
    in root: inout Root,
    at keyPath: WritableKeyPath<Root, Self>,
    _ body: (inout State?) throws -> Result
  ) rethrows -> Result {
    var presentation = Self(wrappedValue: nil)
    // NB: After the swap the parent holds nothing, so `presentation` owns the box alone: the child changes
    // in place.
    swap(&root[keyPath: keyPath], &presentation)
    defer { root[keyPath: keyPath] = presentation }
    return try body(&presentation.wrappedValue)
  }
}
