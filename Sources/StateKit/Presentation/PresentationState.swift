/// Optional child state that a parent presents: an alert, a sheet, one destination among several.
///
/// Mark the property with it where TCA writes `@Presents`:
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var alert: AlertState<Action.Alert>?
///   @PresentationState var destination: Destination.State?
/// }
/// ```
///
/// The property reads and writes as the optional it wraps: `state.alert = AlertState { … }` presents,
/// `state.alert = nil` dismisses, and `state.destination?.count += 1` changes the child in place. Its
/// projected value, `state.$destination`, is the `PresentationState` itself, so that a reducer can take
/// the place of the child as a `WritableKeyPath<State, PresentationState<Child>>` (`\.$destination`).
///
/// The child lives in a box of its own, shared by copies of the parent until one of them changes it. A
/// parent that holds a large child is as cheap to copy as one that holds none, and a feature may present
/// itself (a folder that opens a sub-folder), which a plain optional of the same type cannot hold. A
/// change to the child through the property happens in place, without copying it, whenever the parent
/// is the box's only owner.
///
/// Change the child through the property, `state.destination?.count += 1`, rather than through the
/// projected value: Swift reads and writes `state.$destination` whole, as a copy, and so it does any
/// computed property applied through a key path, so that a change through them copies the child. A
/// reducer given the key path `\.destination` copies the child for every child action; one given
/// `\.$destination` can move the child out of the parent and back instead, and never copy it.
///
/// Test failures and `printChanges` show the property as the optional it wraps, under its own name:
/// `alert: nil`, `\.destination?.count: 1 → 2`.
@propertyWrapper
public struct PresentationState<State> {
  // NB: `nil` while nothing is presented, so a dismissed child costs no allocation. A box may hold `nil`
  // too (see `PresentationStorage`): every read goes through `storage?.value`, which answers `nil` for both.
  @usableFromInline var storage: PresentationStorage<State>?

  /// Presents `wrappedValue`, or nothing if it is `nil`.
  ///
  /// - Parameter wrappedValue: The child state to present.
  @inlinable
  public init(wrappedValue: State?) {
    storage = wrappedValue.map(PresentationStorage.init)
  }

  /// The presented child state, or `nil` while nothing is presented.
  ///
  /// Changing the child through it (`state.destination?.count += 1`, or a reducer running on
  /// `&state.destination!`) happens in place when this value is the box's only owner, and copies the
  /// child once when a copy of the parent shares the box.
  @inlinable
  public var wrappedValue: State? {
    get { storage?.value }
    set {
      guard let newValue else {
        storage = nil
        return
      }
      if isKnownUniquelyReferenced(&storage) {
        storage.unsafelyUnwrapped.value = newValue
      } else {
        storage = PresentationStorage(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&storage) {
        // NB: A copy of the parent shares the box (or there is none): copy the child once, into a box of
        // this value's own. One `yield` on one path: a coroutine with two is several times slower.
        storage = PresentationStorage(storage?.value)
      }
      yield &storage.unsafelyUnwrapped.value
      if case .none = storage.unsafelyUnwrapped.value { storage = nil }
    }
  }

  /// The property wrapper itself: `state.$destination`, so that a reducer can take the child's place as
  /// the key path `\.$destination`.
  @inlinable
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// Whether a child is presented: ``wrappedValue`` is not `nil`, learned without copying the child.
  @inlinable
  var isPresenting: Bool {
    guard let storage else { return false }
    return storage.value != nil
  }

  /// Whether both values hold the same box: the same child, without comparing it. Equal values may hold
  /// different boxes.
  @inlinable
  func sharesStorage(with other: Self) -> Bool {
    storage === other.storage
  }
}

/// The box of a presented child: a reference, so that the parent's size does not depend on the child's
/// and a child type may present itself.
///
/// `value` is `nil` only when a change through `PresentationState`'s `_modify` dismissed the child (the
/// box is then dropped) or was interrupted by an error thrown inside it (the box stays, and reads as
/// nothing presented).
@usableFromInline
final class PresentationStorage<State> {
  // NB: The run-time exclusivity check is off (it would run once per presented level on every action),
  // and it cannot fire. The value is reached only through a `PresentationState`, whose
  // writes go to a box it holds alone (`isKnownUniquelyReferenced`, or it copies first): while `_modify`
  // lends the value to a child reducer, that reducer has the parent's state `inout`, so nothing else can
  // reach the box until it returns. A copy of the state on another thread holds a reference of its own,
  // so its reads never share a box with a write.
  @exclusivity(unchecked) @usableFromInline var value: State?

  @inlinable
  init(_ value: State?) {
    self.value = value
  }
}

// NB: The box is written only through `PresentationState`, and only after `isKnownUniquelyReferenced`
// said that the one value writing to it holds the only reference (otherwise it copies first): the same
// check, with the same memory ordering, that makes `Array`'s in-place writes safe. Another value on
// another thread that can read the box holds a reference of its own, so the writer copies instead.
extension PresentationState: @unchecked Sendable where State: Sendable {}
