public import Foundation

// The `.appStorage(_:)` keys, one per type user defaults store: the value's type, from the default value,
// picks one.

extension SharedKey {
  /// A `Bool` kept in user defaults under `key`: see ``AppStorageKey``.
  ///
  /// ```swift
  /// @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
  /// ```
  ///
  /// - Parameter key: The key in user defaults.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<Bool> {
    AppStorageKey(
      key,
      // NB: The closures are written where the value's type is concrete: a generic one would capture its
      // metatype, which the SDKs of the oldest supported systems cannot mark `SendableMetatype`.
      conversion: AppStorageConversion(
        read: { $0.object(forKey: $1) == nil ? nil : $0.bool(forKey: $1) }, write: { $0.set($2, forKey: $1) },
        isEqual: { $0 == $1 }))
  }

  /// An `Int` kept in user defaults under `key`: see ``AppStorageKey``.
  ///
  /// - Parameter key: The key in user defaults.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<Int> {
    AppStorageKey(
      key,
      // NB: The closures are written where the value's type is concrete: a generic one would capture its
      // metatype, which the SDKs of the oldest supported systems cannot mark `SendableMetatype`.
      conversion: AppStorageConversion(
        read: { $0.object(forKey: $1) == nil ? nil : $0.integer(forKey: $1) },
        write: { $0.set($2, forKey: $1) }, isEqual: { $0 == $1 }))
  }

  /// A `Double` kept in user defaults under `key`: see ``AppStorageKey``.
  ///
  /// - Parameter key: The key in user defaults.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<Double> {
    AppStorageKey(
      key,
      // NB: The closures are written where the value's type is concrete: a generic one would capture its
      // metatype, which the SDKs of the oldest supported systems cannot mark `SendableMetatype`.
      conversion: AppStorageConversion(
        read: { $0.object(forKey: $1) == nil ? nil : $0.double(forKey: $1) },
        write: { $0.set($2, forKey: $1) }, isEqual: { $0 == $1 }))
  }

  /// A `String` kept in user defaults under `key`: see ``AppStorageKey``.
  ///
  /// - Parameter key: The key in user defaults.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<String> {
    AppStorageKey(
      key,
      // NB: The closures are written where the value's type is concrete: a generic one would capture its
      // metatype, which the SDKs of the oldest supported systems cannot mark `SendableMetatype`.
      conversion: AppStorageConversion(
        read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) }, isEqual: { $0 == $1 }))
  }

  /// A `URL` kept in user defaults under `key`: see ``AppStorageKey``.
  ///
  /// - Parameter key: The key in user defaults.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<URL> {
    AppStorageKey(
      key,
      conversion: AppStorageConversion(
        read: { $0.url(forKey: $1) }, write: { defaults, key, url in defaults.set(url, forKey: key) },
        isEqual: { $0 == $1 }))
  }

  /// `Data` kept in user defaults under `key`: see ``AppStorageKey``.
  ///
  /// - Parameter key: The key in user defaults.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<Data> {
    AppStorageKey(
      key,
      // NB: The closures are written where the value's type is concrete: a generic one would capture its
      // metatype, which the SDKs of the oldest supported systems cannot mark `SendableMetatype`.
      conversion: AppStorageConversion(
        read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) }, isEqual: { $0 == $1 }))
  }

  /// A `Date` kept in user defaults under `key`: see ``AppStorageKey``.
  ///
  /// - Parameter key: The key in user defaults.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<Date> {
    AppStorageKey(
      key,
      // NB: The closures are written where the value's type is concrete: a generic one would capture its
      // metatype, which the SDKs of the oldest supported systems cannot mark `SendableMetatype`.
      conversion: AppStorageConversion(
        read: { $0.object(forKey: $1) as? Date }, write: { $0.set($2, forKey: $1) }, isEqual: { $0 == $1 }))
  }

  /// A value kept in user defaults as its `String` raw value, under `key`: see ``AppStorageKey``.
  ///
  /// ```swift
  /// @Shared(.appStorage("theme")) var theme = Theme.system  // enum Theme: String
  /// ```
  ///
  /// - Parameter key: The key in user defaults.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String
  ) -> Self where Self == AppStorageKey<Value>, Value.RawValue == String {
    AppStorageKey(
      key,
      conversion: AppStorageConversion(
        read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
        write: { defaults, key, value in defaults.set(value.rawValue, forKey: key) },
        isEqual: { $0.rawValue == $1.rawValue }
      )
    )
  }

  /// A value kept in user defaults as its `Int` raw value, under `key`: see ``AppStorageKey``.
  ///
  /// - Parameter key: The key in user defaults.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String
  ) -> Self where Self == AppStorageKey<Value>, Value.RawValue == Int {
    AppStorageKey(
      key,
      conversion: AppStorageConversion(
        read: { defaults, key in
          defaults.object(forKey: key) == nil ? nil : Value(rawValue: defaults.integer(forKey: key))
        },
        write: { defaults, key, value in defaults.set(value.rawValue, forKey: key) },
        isEqual: { $0.rawValue == $1.rawValue }
      )
    )
  }
}
