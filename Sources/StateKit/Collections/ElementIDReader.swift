/// How an ``IdentifiedArray`` reads the id of an element: through the key path it was given, or, for
/// `Identifiable` elements, their `id` directly.
//
// NB: Every write of an element checks that its id did not change, so the id is read often: through the
// protocol for `Identifiable` elements (a witness call), rather than through a key path applied at run
// time. A protocol with two conformances
// rather than a closure, because a `Sendable` closure made in generic code captures the element's
// metatype, which is not `Sendable`.
@usableFromInline
protocol ElementIDReader<Element, ID>: Sendable {
  associatedtype Element
  associatedtype ID

  /// The id of `element`.
  func id(of element: Element) -> ID
}

/// Reads ids through a key path.
@usableFromInline
struct KeyPathIDReader<Element, ID>: ElementIDReader {
  let keyPath: any KeyPath<Element, ID> & Sendable

  @usableFromInline
  init(_ keyPath: any KeyPath<Element, ID> & Sendable) {
    self.keyPath = keyPath
  }

  @usableFromInline
  func id(of element: Element) -> ID {
    element[keyPath: keyPath]
  }
}

/// Reads the `id` of `Identifiable` elements.
@usableFromInline
struct IdentifiableIDReader<Element: Identifiable>: ElementIDReader {
  @inlinable
  init() {}

  @inlinable
  func id(of element: Element) -> Element.ID {
    element.id
  }
}
