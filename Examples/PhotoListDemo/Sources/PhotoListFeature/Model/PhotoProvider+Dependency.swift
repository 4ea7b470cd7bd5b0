package import StateKit

extension DependencyValues {
  /// Where ``PhotoList`` gets its photos: the bundled data set live. A test sets a fake; the command line
  /// sets the file or URL it was given.
  package var photoProvider: PhotoProvider {
    get { self[PhotoProviderKey.self] }
    set { self[PhotoProviderKey.self] = newValue }
  }
}

/// The key of ``StateKit/DependencyValues/photoProvider``. It has no test value: a test that loads photos
/// without setting a provider fails, rather than reading the bundled file.
private enum PhotoProviderKey: DependencyKey {
  static var liveValue: PhotoProvider { .bundled(clock: ContinuousClock()) }
}
