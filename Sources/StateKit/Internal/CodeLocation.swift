/// A place in the user's source code with everything a test framework needs to show a failure there,
/// captured by default arguments.
@usableFromInline
package struct CodeLocation: Sendable, CustomStringConvertible {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  @usableFromInline
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// A place known by its file ID and line only, which is all a runtime warning names: the one place a
  /// `#filePath` would be used, a test failure in XCTest, then shows the file ID.
  @inlinable
  package init(fileID: StaticString, line: UInt) {
    self.init(fileID: fileID, filePath: fileID, line: line, column: 0)
  }

  /// `Module/File.swift:12`.
  @usableFromInline
  package var description: String { "\(fileID):\(line)" }
}
