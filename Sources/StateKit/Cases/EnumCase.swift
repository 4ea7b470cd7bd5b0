/// One case of an enum, known by its embedding function alone (`Action.counter`, `State.detail`) at one
/// call site: the embedding function with its ``CaseSite``.
package struct EnumCase<Root, Value>: Sendable {
  /// Builds a value of the case from its payload.
  package let embed: @Sendable (Value) -> Root
  /// What finds the payload of a value of the case.
  package let site: CaseSite

  /// The case `embed` builds, used at the given call site.
  package init(
    _ embed: @escaping @Sendable (Value) -> Root,
    fileID: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.embed = embed
    self.site = CaseSite(Root.self, Value.self, fileID: fileID, line: line, column: column)
  }

  /// The payload of `root`, if it is of this case.
  package func extract(from root: Root) -> Value? {
    site.extract(from: root, embed: embed)
  }

  /// Runs `body` on the payload of `root` in place, if `root` is of this case, and returns its result.
  package func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result? {
    site.modify(&root, embed: embed, body)
  }

  /// The name of the case, when known.
  package var name: String? {
    site.caseName(Root.self, Value.self)
  }
}
