/// A change of one field of a feature's state: the field's key path and its new value.
///
/// A form with ten fields needs one action case, not ten. The feature's action conforms to
/// ``BindableAction`` with a case that carries a binding action, and ``BindingReducer`` applies it:
///
/// ```swift
/// store.send(.binding(.set(\.name, "Blob")))  // sets state.name to "Blob"
/// ```
///
/// Two binding actions are equal when they change the same field to equal values. Match the field a
/// binding action changes with a key path, in a `switch` of the feature's own reducer:
///
/// ```swift
/// case .binding(\.name):
///   state.nameError = state.name.isEmpty ? "A name is required." : nil
///   return .none
/// ```
///
/// In failure messages and ``Reducer/printChanges(to:)``, a binding action reads as it is written:
/// `.set(\Settings.State.name, "Blob")`.
public struct BindingAction<Root>: Sendable {
  /// The field of the state this action changes.
  ///
  /// Compare it with a key path to find which field changed, `action.keyPath == \Settings.State.name`,
  /// or match the action against a key path in a `switch` (`case .binding(\.name):`).
  public let keyPath: any PartialKeyPath<Root> & Sendable

  /// The new value of the field.
  let value: any Equatable & Sendable

  /// Writes ``value`` at ``keyPath``.
  @usableFromInline let set: @Sendable (inout Root) -> Void

  /// An action that sets the field at `keyPath` to `value`.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.name, "Blob"))) { $0.name = "Blob" }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to change: a key path literal such as `\.name`.
  ///   - value: The field's new value.
  /// - Returns: The binding action; embed it in the feature's action with ``BindableAction/binding(_:)``.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value, set: { $0[keyPath: keyPath] = value })
  }

  /// The value the action sets the field at `keyPath` to, or `nil` if it changes another field: to match
  /// a binding of one field and read its value (TCA: `action[case: \.binding.$isOn]`).
  ///
  /// ```swift
  /// if case .binding(let binding) = action, let isOn = binding.value(for: \.isOn) {
  ///   state.status = isOn ? "On" : "Off"
  /// }
  /// await store.receive({ $0.binding?.value(for: \.isOn) == true }) { $0.isOn = true }
  /// ```
  ///
  /// - Parameter keyPath: The field: a key path literal such as `\.isOn`.
  /// - Returns: The field's new value if the action changes that field, `nil` otherwise.
  public func value<Value>(for keyPath: WritableKeyPath<Root, Value>) -> Value? {
    guard self.keyPath as AnyKeyPath == keyPath else { return nil }
    return value as? Value
  }

  /// Sets the field in `state`: what ``BindingReducer`` does with the action.
  @inlinable
  func apply(to state: inout Root) {
    set(&state)
  }

  /// Whether `action` changes the field at `keyPath`: what lets a `switch` match a binding action by
  /// its field.
  ///
  /// ```swift
  /// switch action {
  /// case .binding(\.name): …
  /// case .binding: …
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to match.
  ///   - action: The binding action the `switch` examines.
  /// - Returns: `true` if `action` changes the field at `keyPath`.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath as AnyKeyPath == keyPath
  }
}

extension BindingAction: Equatable {
  /// Two binding actions are equal when they change the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && isEqual(lhs.value, rhs.value)
  }
}

/// Whether two type-erased values are equal: of the same type, and `==`.
private func isEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
  func open<Value: Equatable>(_ lhs: Value) -> Bool {
    (rhs as? Value) == lhs
  }
  return open(lhs)
}
