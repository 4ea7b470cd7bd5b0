import Foundation
import StateKit
import Testing

@MainActor
@Suite(.timeLimit(.minutes(5))) struct AppStorageKeyTests {
  enum Theme: String, Sendable { case light, dark }
  enum Level: Int, Sendable { case low = 1, high = 2 }

  /// Runs `body` with a suite of user defaults of its own, which it also passes.
  func withDefaults(_ body: (UserDefaults) throws -> Void) rethrows {
    try withTestStorage {
      @Dependency(\.defaultAppStorage) var defaults
      try body(defaults.userDefaults)
    }
  }

  @Test func everySupportedTypeIsStoredAndLoaded() {
    withDefaults { defaults in
      let date = Date(timeIntervalSince1970: 1_000)
      let url = URL(fileURLWithPath: "/tmp/statekit")
      Shared(wrappedValue: false, .appStorage("bool")).withLock { $0 = true }
      Shared(wrappedValue: 0, .appStorage("int")).withLock { $0 = 3 }
      Shared(wrappedValue: 0.5, .appStorage("double")).withLock { $0 = 1.5 }
      Shared(wrappedValue: "", .appStorage("string")).withLock { $0 = "Blob" }
      Shared(wrappedValue: URL(fileURLWithPath: "/"), .appStorage("url")).withLock { $0 = url }
      Shared(wrappedValue: Data(), .appStorage("data")).withLock { $0 = Data([1, 2]) }
      Shared(wrappedValue: Date.distantPast, .appStorage("date")).withLock { $0 = date }
      Shared(wrappedValue: Theme.light, .appStorage("theme")).withLock { $0 = .dark }
      Shared(wrappedValue: Level.low, .appStorage("level")).withLock { $0 = .high }

      #expect(defaults.bool(forKey: "bool"))
      #expect(defaults.integer(forKey: "int") == 3)
      #expect(defaults.double(forKey: "double") == 1.5)
      #expect(defaults.string(forKey: "string") == "Blob")
      #expect(defaults.url(forKey: "url") == url)
      #expect(defaults.data(forKey: "data") == Data([1, 2]))
      #expect(defaults.object(forKey: "date") as? Date == date)
      #expect(defaults.string(forKey: "theme") == "dark")
      #expect(defaults.integer(forKey: "level") == 2)

      #expect(Shared(wrappedValue: false, .appStorage("bool")).wrappedValue)
      #expect(Shared(wrappedValue: Theme.light, .appStorage("theme")).wrappedValue == .dark)
    }
  }

  @Test func aValueAlreadyInUserDefaultsIsLoaded() {
    withDefaults { defaults in
      defaults.set(7, forKey: "launches")
      #expect(Shared(wrappedValue: 0, .appStorage("launches")).wrappedValue == 7)
      #expect(Shared(wrappedValue: "none", .appStorage("missing")).wrappedValue == "none")
    }
  }

  @Test func eachTestGetsItsOwnSuite() {
    withDefaults { _ in Shared(wrappedValue: 0, .appStorage("suite")).withLock { $0 = 1 } }
    withDefaults { _ in #expect(Shared(wrappedValue: 0, .appStorage("suite")).wrappedValue == 0) }
  }

  @Test func aChangeThatUserDefaultsPostIsTaken() {
    withDefaults { defaults in
      let launches = Shared(wrappedValue: 0, .appStorage("launches"))
      defaults.set(4, forKey: "launches")
      // What Apple's Foundation posts for a change made in the process.
      NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
      #expect(launches.wrappedValue == 4)
    }
  }
}
