import Foundation
import PhotoListFeature
import Testing

/// The bundled data set: ours, generated, deterministic, in the JSONPlaceholder schema.
@Suite(.timeLimit(.minutes(5))) struct PhotoCatalogTests {
  @Test func theBundledResourceIsExactlyWhatTheGeneratorWrites() throws {
    let bundled = String(decoding: try PhotoCatalog.bundledData(), as: UTF8.self)
    // If this fails, regenerate the resource: see PhotoCatalog's documentation.
    #expect(bundled == PhotoCatalog.json(for: PhotoCatalog.generate()))
  }

  @Test func theBundledDataSetHasFiveThousandPhotosInAHundredAlbums() throws {
    let photos = try PhotoCatalog.bundled()
    #expect(photos.count == 5_000)
    #expect(Set(photos.map(\.id)) == Set(1...5_000))
    #expect(Set(photos.map(\.albumId)) == Set(1...100))
    #expect(photos.filter { $0.title.lowercased().contains("sun") }.count > 100)
  }

  @Test func theGeneratorDependsOnlyOnItsSeed() {
    #expect(PhotoCatalog.generate(count: 200, seed: 7) == PhotoCatalog.generate(count: 200, seed: 7))
    #expect(PhotoCatalog.generate(count: 200, seed: 7) != PhotoCatalog.generate(count: 200, seed: 8))
  }

  @Test func generatedJSONDecodesBackToTheSamePhotos() throws {
    let photos = [Fixtures.photo(1, #"a "quoted" \ title"#), Fixtures.photo(2, "tab\there")]
    let json = Data(PhotoCatalog.json(for: photos).utf8)
    #expect(try JSONDecoder().decode([Photo].self, from: json) == photos)
  }

  @Test func jsonPlaceholdersOwnPhotosDecodeUnchanged() throws {
    let json = """
      [{"albumId": 1, "id": 1, "title": "accusamus beatae ad facilis cum similique qui sunt",
        "url": "https://via.placeholder.com/600/92c952",
        "thumbnailUrl": "https://via.placeholder.com/150/92c952"}]
      """
    let photos = try JSONDecoder().decode([Photo].self, from: Data(json.utf8))
    #expect(photos.first?.title == "accusamus beatae ad facilis cum similique qui sunt")
    #expect(photos.first?.thumbnailUrl == "https://via.placeholder.com/150/92c952")
  }
}
