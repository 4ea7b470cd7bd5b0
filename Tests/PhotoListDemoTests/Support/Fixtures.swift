import PhotoListFeature

/// A few photos with known titles, for tests that check exact rows.
enum Fixtures {
  static let photos = [
    photo(1, "Sunrise over the harbour", album: 1),
    photo(2, "Forest path", album: 1),
    photo(3, "late SUNSET", album: 2),
    photo(4, "Harbour lights", album: 2),
  ]

  static func photo(_ id: Int, _ title: String, album: Int = 1) -> Photo {
    Photo(
      albumId: album,
      id: id,
      title: title,
      url: "https://photos.example/600/\(id)",
      thumbnailUrl: "https://photos.example/150/\(id)"
    )
  }

  /// `photos` as JSON in the `/photos` schema.
  static var json: String {
    PhotoCatalog.json(for: photos)
  }
}
