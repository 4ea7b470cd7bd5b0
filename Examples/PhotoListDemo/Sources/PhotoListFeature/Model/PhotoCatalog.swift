package import Foundation
import StateKit

/// The demo's own data set: 5,000 photos generated from a seed and word lists written for this project,
/// shipped as the `photos.json` resource (about 0.8 MB).
///
/// The resource is generated, never edited by hand. After changing the generator, regenerate it with
///
/// ```sh
/// swift run PhotoListDemo --generate-data \
///   Examples/PhotoListDemo/Sources/PhotoListFeature/Resources/photos.json
/// ```
///
/// and commit the result: a test checks that the resource is exactly what ``json(for:)`` writes for
/// ``generate(count:seed:)``.
package enum PhotoCatalog {
  /// How many photos the bundled data set holds: 100 albums of 50, as JSONPlaceholder has.
  package static let bundledCount = 5_000

  /// The seed the bundled data set is generated from.
  package static let bundledSeed: UInt64 = 2_024

  /// The bundled photos, decoded from the package resource.
  package static func bundled() throws(PhotoLoadingError) -> [Photo] {
    try PhotoDecoding.photos(from: bundledData(), source: "the bundled photos.json")
  }

  /// The bytes of the bundled `photos.json`.
  package static func bundledData() throws(PhotoLoadingError) -> Data {
    guard let url = Bundle.module.url(forResource: "photos", withExtension: "json"),
      let data = try? Data(contentsOf: url)
    else { throw .missingBundledData }
    return data
  }

  /// `count` photos in albums of 50, the same for the same seed on every machine.
  package static func generate(count: Int = bundledCount, seed: UInt64 = bundledSeed) -> [Photo] {
    var random = PhotoRandom(seed: seed)
    return (0..<count).map { index in
      let id = index + 1
      let colour = String(random.next() & 0xFF_FFFF, radix: 16)
      let hex = String(repeating: "0", count: 6 - colour.count) + colour
      return Photo(
        albumId: index / 50 + 1,
        id: id,
        title: PhotoTitles.title(using: &random),
        url: "https://photos.example/600/\(hex)",
        thumbnailUrl: "https://photos.example/150/\(hex)"
      )
    }
  }

  /// `photos` as a JSON array, one photo a line, keys in the schema's order: the same bytes on every
  /// platform, unlike `JSONEncoder`'s output.
  package static func json(for photos: [Photo]) -> String {
    let lines = photos.map { photo in
      """
        {"albumId": \(photo.albumId), "id": \(photo.id), "title": \(quoted(photo.title)), \
      "url": \(quoted(photo.url)), "thumbnailUrl": \(quoted(photo.thumbnailUrl))}
      """
    }
    return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20: result += "\\u" + String(repeating: "0", count: 2) + hex(scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 2 - digits.count)) + digits
  }
}
