public import Foundation

/// The user defaults where `.appStorage` shared values are kept: the
/// ``DependencyValues/defaultAppStorage`` dependency.
///
/// ```swift
/// let store = Store(initialState: Settings.State()) {
///   Settings()
/// } withDependencies: {
///   $0.defaultAppStorage = SharedDefaults(suiteName: "group.com.example.app")!
/// }
/// ```
public struct SharedDefaults: Sendable {
  private let box: Box

  /// Keeps values in `userDefaults`.
  ///
  /// - Parameter userDefaults: The user defaults, such as `UserDefaults(suiteName:)`'s.
  public init(_ userDefaults: UserDefaults) {
    self.box = Box(userDefaults, removesDomainNamed: nil)
  }

  /// Keeps values in the user defaults of the suite `suiteName`, or `nil` if there is no such suite.
  ///
  /// - Parameter suiteName: The suite's name, such as an app group's.
  public init?(suiteName: String) {
    guard let userDefaults = UserDefaults(suiteName: suiteName) else { return nil }
    self.init(userDefaults)
  }

  /// `UserDefaults.standard`: the app's defaults.
  public static var standard: SharedDefaults { SharedDefaults(.standard) }

  /// The user defaults.
  public var userDefaults: UserDefaults { box.userDefaults }

  /// A suite of its own, removed with everything in it when the last copy of this value is released: what
  /// tests and previews use, so that they never see each other's values nor leave any behind.
  package static func temporary() -> SharedDefaults {
    let name = "StateKit.temporary.\(UUID().uuidString)"
    return SharedDefaults(box: Box(UserDefaults(suiteName: name) ?? .standard, removesDomainNamed: name))
  }

  private init(box: Box) {
    self.box = box
  }

  /// The user defaults, and the suite to remove when they are released.
  private final class Box: @unchecked Sendable {
    // NB: @unchecked because `UserDefaults` is not `Sendable` in every Foundation: it is documented as
    // thread-safe, and Apple's SDKs declare it `Sendable`. The properties never change.
    let userDefaults: UserDefaults
    let domain: String?

    init(_ userDefaults: UserDefaults, removesDomainNamed domain: String?) {
      self.userDefaults = userDefaults
      self.domain = domain
    }

    deinit {
      guard let domain else { return }
      userDefaults.removePersistentDomain(forName: domain)
      // NB: Removes the file the suite may have been written to already.
      userDefaults.synchronize()
    }
  }

  /// Identifies the user defaults, for keys' ids.
  var identity: ObjectIdentifier { ObjectIdentifier(box.userDefaults) }
}
