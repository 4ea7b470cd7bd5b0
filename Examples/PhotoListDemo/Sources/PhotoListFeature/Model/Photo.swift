/// A photo, with exactly the fields of the JSONPlaceholder `/photos` endpoint, so its JSON decodes unchanged:
///
/// ```json
/// {"albumId": 1, "id": 1, "title": "golden sunrise over the harbour",
///  "url": "https://photos.example/600/e8c547", "thumbnailUrl": "https://photos.example/150/e8c547"}
/// ```
package struct Photo: Codable, Identifiable, Equatable, Sendable {
  /// The album the photo belongs to.
  package var albumId: Int
  /// The photo's unique identifier.
  package var id: Int
  /// The caption, which search matches against.
  package var title: String
  /// The full-size image's address, as the endpoint gives it (not validated).
  package var url: String
  /// The thumbnail's address, as the endpoint gives it (not validated).
  package var thumbnailUrl: String

  /// Creates a photo from its fields.
  package init(albumId: Int, id: Int, title: String, url: String, thumbnailUrl: String) {
    self.albumId = albumId
    self.id = id
    self.title = title
    self.url = url
    self.thumbnailUrl = thumbnailUrl
  }
}
