/// Where a ``Shared`` value is kept, and how it is loaded, saved and kept up to date: in memory
/// (``InMemoryKey``), in a file (``FileStorageKey``), in user defaults (``AppStorageKey``), or anywhere
/// you implement, such as a database or a server.
///
/// Every `@Shared` declared with keys of the same ``id`` shares one value: the first one loads it (or
/// starts from its default when nothing is stored), and every change made through any of them is saved
/// through the key. A key that learns of a change made elsewhere (another process wrote the file, the
/// server pushed a new value) tells the value through ``subscribe(_:)``.
///
/// A key of your own:
///
/// ```swift
/// struct SettingsRowKey: SharedKey {
///   let database: Database
///   var id: String { "settings" }
///
///   func load() throws -> Settings? { try database.settings() }
///   func save(_ value: Settings) throws { try database.saveSettings(value) }
///   func subscribe(_ onChange: @escaping @Sendable (Settings) -> Void) -> SharedSubscription {
///     let observation = database.observeSettings(onChange)
///     return SharedSubscription { observation.cancel() }
///   }
/// }
///
/// @Shared(SettingsRowKey(database: .app)) var settings = Settings()
/// ```
public protocol SharedKey<Value>: Sendable {
  /// The type of the value.
  associatedtype Value: Sendable
  /// What identifies the stored value: keys with equal ids share one value.
  associatedtype ID: Hashable & Sendable

  /// Identifies the stored value: two keys with equal ids share one value.
  var id: ID { get }

  /// Reads the stored value: `nil` if nothing is stored yet, and the `@Shared` starts from its default.
  ///
  /// Called once, when the first `@Shared` of this key is created. A thrown error is reported as a runtime
  /// warning that names the key and the error, and the value starts from its default.
  func load() throws -> Value?

  /// Stores `value`, after a change, at the moment ``saving`` says.
  ///
  /// A thrown error is reported as a runtime warning that names the key and the error; the value keeps
  /// the change, and the next change saves again.
  func save(_ value: Value) throws

  /// When a change is saved: at once (the default), or at most once per interval.
  var saving: SharedSaving { get }

  /// Calls `onChange` with each value stored by someone else (another process, a server), until the
  /// subscription is cancelled. The `@Shared` takes the value without saving it back.
  ///
  /// The default never calls it.
  func subscribe(_ onChange: @escaping @Sendable (Value) -> Void) -> SharedSubscription
}

extension SharedKey {
  /// Saves every change at once.
  public var saving: SharedSaving { .immediately }

  /// A subscription that never calls `onChange`: nobody else changes the stored value.
  public func subscribe(_ onChange: @escaping @Sendable (Value) -> Void) -> SharedSubscription {
    SharedSubscription {}
  }
}
