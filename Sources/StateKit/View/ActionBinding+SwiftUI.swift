#if canImport(SwiftUI)
  public import SwiftUI

  extension Binding {
    /// A SwiftUI binding that reads and writes through `binding`: writing sends the binding's action.
    ///
    /// ```swift
    /// Toggle("Show count", isOn: Binding(store.binding(\.showsCount, send: Action.showCountToggled)))
    /// ```
    @MainActor
    public init(_ binding: ActionBinding<Value>) {
      self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }
  }
#endif
