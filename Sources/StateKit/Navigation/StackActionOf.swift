/// The stack action of a stack whose screens the reducer `R` runs: `StackActionOf<Path>` is
/// `StackAction<Path.State, Path.Action>`.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
