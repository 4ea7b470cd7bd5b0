extension CaseSite {
  /// The `extract` of a child reducer given the parent action's case alone (`action: Action.detail`):
  /// it finds a child action in a parent action by the case's site at `fileID`, `line` and `column`.
  @inlinable
  static func extractor<Root, Value>(
    of embed: @escaping @Sendable (Value) -> Root,
    fileID: StaticString,
    line: UInt,
    column: UInt
  ) -> (Root) -> Value? {
    let site = CaseSite(Root.self, Value.self, fileID: fileID, line: line, column: column)
    return { site.extract(from: $0, embed: embed) }
  }
}
