/// Where a child reducer's call (`ifLet`, `forEach`) is written: its file and line, which are all its
/// runtime warnings name.
// NB: Not a whole `CodeLocation`, whose path and column no warning names: the reducer that holds this is
// built and copied whole on every action.
@usableFromInline
struct ReducerCallSite {
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(fileID: StaticString, line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  /// The call, as a warning names it.
  @usableFromInline
  var location: CodeLocation { CodeLocation(fileID: fileID, line: line) }
}
