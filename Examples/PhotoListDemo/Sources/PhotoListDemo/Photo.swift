/// A photo, with the fields of the JSONPlaceholder `/photos` schema.
struct Photo: Identifiable, Equatable, Sendable {
  var albumId: Int
  var id: Int
  var title: String
  var url: String
  var thumbnailUrl: String
}

/// Loads photos: the feature receives one, so it can be swapped for a fake in tests.
struct PhotoProvider: Sendable {
  var photos: @Sendable () async throws -> [Photo]
}

extension PhotoProvider {
  /// A deterministic catalogue generated in code: the same photos on every run and every machine.
  static func generated(count: Int) -> PhotoProvider {
    PhotoProvider {
      let subjects = ["sunrise", "harbour", "sunflower", "mountain", "lantern", "forest", "sunset", "river"]
      let moods = ["quiet", "golden", "misty", "bright", "late", "first"]
      return (1...count).map { id in
        let subject = subjects[(id * 7) % subjects.count]
        let mood = moods[(id * 5) % moods.count]
        return Photo(
          albumId: (id - 1) / 50 + 1,
          id: id,
          title: "\(mood) \(subject) \(id)",
          url: "https://photos.example/600/\(id).png",
          thumbnailUrl: "https://photos.example/150/\(id).png"
        )
      }
    }
  }
}
