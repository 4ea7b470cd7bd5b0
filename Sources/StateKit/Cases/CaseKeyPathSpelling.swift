/// The root of a case key path as The Composable Architecture spells one, `\.child`, where StateKit takes
/// a case function, `Action.child`: it exists only so that the TCA spelling fails to compile with a message
/// that says what to write.
///
/// StateKit's reducers, stores and test stores declare, beside each function that takes a case, an
/// unavailable twin that takes a key path from this type. A key path literal such as `\.child` or
/// `\.destination.presented` is one from it (any name is a member), so the call resolves to the twin, and
/// the compiler reports its message:
///
/// ```text
/// error: 'ifLet(_:action:then:)' is unavailable: StateKit spells a case as a function: `action: Action.child`
/// ```
///
/// A call with a case function never matches the twin, and one with a key path to a property (as
/// `extract: \.child`) prefers the available function: the twins leave valid code as it was.
@dynamicMemberLookup
public struct CaseKeyPathSpelling<Root>: Sendable {
  private init() {}

  /// Any name, as the next component of a TCA case key path.
  ///
  /// - Parameter member: The name written after the dot.
  public subscript(dynamicMember member: String) -> Self {
    self
  }
}
