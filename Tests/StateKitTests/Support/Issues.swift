import Testing

extension Issue {
  /// The text a `TestStore` recorded: the issue's comments, one per line.
  var message: String {
    comments.map(\.rawValue).joined(separator: "\n")
  }
}
