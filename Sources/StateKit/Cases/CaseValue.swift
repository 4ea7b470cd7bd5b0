/// One case of an enum given as a value of it (`Action.sortCompletedTodos`), matched by case alone: how a
/// test receives an action of a case without a payload when the action enum is not `Equatable`.
package struct CaseValue<Root> {
  private let layout: EnumCaseLayout?
  private let tag: UInt32
  /// The case's name, or the value's description when `Root` is not an enum.
  package let name: String
  /// Whether the value has a payload, which matching by case alone ignores.
  package let carriesPayload: Bool

  /// The case of `value`.
  package init(_ value: Root) {
    let cases = EnumCases.of(Root.self)
    self.layout = cases?.layout
    self.tag = cases?.layout.tag(of: value) ?? 0
    let mirror = Mirror(reflecting: value)
    self.carriesPayload = cases != nil && !mirror.children.isEmpty
    self.name = cases?.name(ofTag: tag) ?? mirror.children.first?.label ?? "\(value)"
  }

  /// Whether `Root` is an enum, whose cases can be compared.
  package var isEnum: Bool { layout != nil }

  /// Whether `root` is of this case.
  package func matches(_ root: Root) -> Bool {
    layout.map { $0.tag(of: root) == tag } ?? false
  }
}
