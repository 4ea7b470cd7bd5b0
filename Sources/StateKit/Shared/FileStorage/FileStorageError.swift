/// A file storage operation that failed, described for a runtime warning.
struct FileStorageError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
