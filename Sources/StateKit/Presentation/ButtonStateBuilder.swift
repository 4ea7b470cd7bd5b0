/// Builds the buttons of an alert or a confirmation dialog from a closure: one ``ButtonState`` a line,
/// with `if`, `if`/`else`, `switch` and `for` loops.
///
/// ```swift
/// AlertState {
///   TextState("Delete \(items.count) items?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   if canArchive {
///     ButtonState(action: .archive) { TextState("Archive") }
///   }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// One button.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  /// The buttons of each line, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if` without an `else`, when its condition holds; none otherwise.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The buttons of the first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of the second branch of an `if`/`else` or a `switch`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of every pass of a `for` loop, in order.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if #available` branch.
  public static func buildLimitedAvailability(_ component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
}
