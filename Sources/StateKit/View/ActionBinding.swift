/// A two-way value for a control that reads the view state and, when written, sends an action instead of
/// writing the state.
///
/// The view state stays the single source of truth: writing `true` to a toggle's binding sends
/// `.showCountToggled(true)`, the reducer decides what happens, and the next read returns whatever the
/// state now says. Make one from any ``ViewStore`` with `binding(_:send:)` or its variants:
///
/// ```swift
/// let showsCount = viewStore.binding(\.showsPhotoCount, send: PhotoList.Action.showCountToggled)
/// showsCount.wrappedValue = true  // sends .showCountToggled(true)
/// ```
///
/// For a form whose action is a ``BindableAction``, ``ViewStore/binding(_:)`` binds any field with the one
/// binding action case:
///
/// ```swift
/// let name = store.binding(\.name)
/// name.wrappedValue = "Blob"  // sends .binding(.set(\.name, "Blob"))
/// ```
///
/// On Apple platforms, `Binding(showsCount)` turns it into a SwiftUI `Binding`.
@MainActor
@dynamicMemberLookup
public struct ActionBinding<Value> {
  private let source: Source

  /// Creates a binding from a getter and a setter, both called on the main actor.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.source = Source(get: get, set: set)
  }

  /// The current value; setting it performs the binding's action.
  public var wrappedValue: Value {
    get { source.get() }
    nonmutating set { source.set(newValue) }
  }

  /// A binding of a property of this binding's value: reading reads the property, writing writes the
  /// property into the current value and sets the whole value through this binding.
  public subscript<Property>(
    dynamicMember keyPath: WritableKeyPath<Value, Property>
  ) -> ActionBinding<Property> {
    ActionBinding<Property>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      }
    )
  }

  // NB: A main-actor class rather than two stored closures, so the binding is `Sendable` (main-actor
  // classes are) and can be handed to APIs that require it, such as SwiftUI's `Binding`.
  @MainActor
  private final class Source {
    let get: @MainActor () -> Value
    let set: @MainActor (Value) -> Void

    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
      self.get = get
      self.set = set
    }
  }
}

extension ActionBinding: Sendable {}
