/// How a child reducer's actions travel inside its parent's, as one `ifLet` or stack `forEach` call
/// wrote it: the function that embeds a child action in a parent action, the one that finds it in a
/// parent action, and where the call is, which the reducer's runtime warnings name.
// NB: Inlinable, as the reducers that hold it are: a `body` builds them, and so this, on every action.
@usableFromInline
struct ChildActionLink<ParentAction, ChildAction> {
  @usableFromInline let embed: @Sendable (ChildAction) -> ParentAction
  @usableFromInline let extract: (ParentAction) -> ChildAction?
  @usableFromInline let site: ReducerCallSite

  @inlinable
  init(
    embed: @escaping @Sendable (ChildAction) -> ParentAction,
    extract: @escaping (ParentAction) -> ChildAction?,
    fileID: StaticString,
    line: UInt
  ) {
    self.embed = embed
    self.extract = extract
    self.site = ReducerCallSite(fileID: fileID, line: line)
  }

  /// Where the call is written, as a warning names it.
  @usableFromInline
  var location: CodeLocation { site.location }
}
