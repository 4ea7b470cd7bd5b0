/// The namespace of the reducers that ``Reducer``'s operators return: `Counter().ifLet(…)` is a
/// `Reducers.IfLet`, as Combine's `Publishers` holds its operators' publishers.
///
/// You rarely name these types: `some Reducer<State, Action>` hides them in a feature's `body`.
public enum Reducers {}
