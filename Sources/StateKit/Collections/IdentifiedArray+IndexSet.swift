// NB: Only where SwiftUI is: SwiftUI declares `move(fromOffsets: IndexSet, toOffset: Int)` on every
// `MutableCollection`, and its version would assign elements across positions, which an identified array
// refuses (it traps on the ids). A method of the type itself, with the same `IndexSet`, is chosen over it.
// Elsewhere, the move from any sequence of offsets takes an `IndexSet` as it is.
#if canImport(SwiftUI)
  public import Foundation

  extension IdentifiedArray {
    /// Moves the elements at the given offsets in front of the element at `destination`, keeping their
    /// order: SwiftUI's `onMove`.
    ///
    /// ```swift
    /// List { … }.onMove { store.send(.rowsMoved($0, $1)) }
    /// …
    /// case .rowsMoved(let offsets, let destination):
    ///   state.rows.move(fromOffsets: offsets, toOffset: destination)
    /// ```
    ///
    /// The same as the move from any sequence of offsets, declared for `IndexSet` so that
    /// it is chosen over the `MutableCollection` method SwiftUI declares with this name.
    ///
    /// - Parameters:
    ///   - source: The offsets of the elements to move.
    ///   - destination: The offset, before the move, to move them in front of.
    @inlinable
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
      _tellMutation()
      move(fromOffsets: Array(source), toOffset: destination)
    }
  }
#endif
