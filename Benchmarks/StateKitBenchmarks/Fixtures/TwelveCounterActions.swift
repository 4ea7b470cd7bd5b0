/// The action of the twelve chained `ifLet`s and of the twelve destinations: one counter action per
/// case, with the extracting properties of the `extract:` form.
enum TwelveCounterActions: Sendable {
  case c1(CounterAction)
  case c2(CounterAction)
  case c3(CounterAction)
  case c4(CounterAction)
  case c5(CounterAction)
  case c6(CounterAction)
  case c7(CounterAction)
  case c8(CounterAction)
  case c9(CounterAction)
  case c10(CounterAction)
  case c11(CounterAction)
  case c12(CounterAction)

  /// The payload of `.c1`, for the `extract:` form.
  var c1: CounterAction? {
    if case .c1(let action) = self { action } else { nil }
  }
  /// The payload of `.c2`, for the `extract:` form.
  var c2: CounterAction? {
    if case .c2(let action) = self { action } else { nil }
  }
  /// The payload of `.c3`, for the `extract:` form.
  var c3: CounterAction? {
    if case .c3(let action) = self { action } else { nil }
  }
  /// The payload of `.c4`, for the `extract:` form.
  var c4: CounterAction? {
    if case .c4(let action) = self { action } else { nil }
  }
  /// The payload of `.c5`, for the `extract:` form.
  var c5: CounterAction? {
    if case .c5(let action) = self { action } else { nil }
  }
  /// The payload of `.c6`, for the `extract:` form.
  var c6: CounterAction? {
    if case .c6(let action) = self { action } else { nil }
  }
  /// The payload of `.c7`, for the `extract:` form.
  var c7: CounterAction? {
    if case .c7(let action) = self { action } else { nil }
  }
  /// The payload of `.c8`, for the `extract:` form.
  var c8: CounterAction? {
    if case .c8(let action) = self { action } else { nil }
  }
  /// The payload of `.c9`, for the `extract:` form.
  var c9: CounterAction? {
    if case .c9(let action) = self { action } else { nil }
  }
  /// The payload of `.c10`, for the `extract:` form.
  var c10: CounterAction? {
    if case .c10(let action) = self { action } else { nil }
  }
  /// The payload of `.c11`, for the `extract:` form.
  var c11: CounterAction? {
    if case .c11(let action) = self { action } else { nil }
  }
  /// The payload of `.c12`, for the `extract:` form.
  var c12: CounterAction? {
    if case .c12(let action) = self { action } else { nil }
  }
}
