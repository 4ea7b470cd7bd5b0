internal import Foundation

/// Decodes the `/photos` JSON schema, turning decoder errors into one readable line.
enum PhotoDecoding {
  /// The photos in `data`, a JSON array of photo objects. A photo whose id came earlier is dropped, so
  /// ids are unique.
  ///
  /// - Parameter source: The URL or path the data came from, named in the error.
  static func photos(from data: Data, source: String) throws(PhotoLoadingError) -> [Photo] {
    do {
      var seen = Set<Int>()
      return try JSONDecoder().decode([Photo].self, from: data).filter { seen.insert($0.id).inserted }
    } catch let error as DecodingError {
      throw .malformed(source: source, reason: error.summary)
    } catch {
      throw .malformed(source: source, reason: "\(error)")
    }
  }
}

extension DecodingError {
  /// What went wrong and where, without the decoder's internals: `photo [3] has no "title"`.
  fileprivate var summary: String {
    switch self {
    case .keyNotFound(let key, let context):
      "\(Self.place(context.codingPath)) has no \"\(key.stringValue)\""
    case .typeMismatch(let type, let context):
      "expected \(Self.name(of: type)) at \(Self.place(context.codingPath))"
    case .valueNotFound(let type, let context):
      "expected \(Self.name(of: type)) at \(Self.place(context.codingPath)), found null"
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      "it is not valid JSON"
    case .dataCorrupted(let context):
      "invalid value at \(Self.place(context.codingPath))"
    @unknown default:
      "\(self)"
    }
  }

  /// `photo [3] "title"` for `[3].title`, `the top level` for the empty path.
  private static func place(_ path: [any CodingKey]) -> String {
    guard let first = path.first else { return "the top level" }
    var text = first.intValue.map { "photo [\($0)]" } ?? "\"\(first.stringValue)\""
    for key in path.dropFirst() {
      text += key.intValue.map { "[\($0)]" } ?? " \"\(key.stringValue)\""
    }
    return text
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is [Any].Type, is [Photo].Type: "an array"
    case is [String: Any].Type: "a photo object"
    case is String.Type: "a string"
    case is Int.Type: "a number"
    default: "\(type)"
    }
  }
}
