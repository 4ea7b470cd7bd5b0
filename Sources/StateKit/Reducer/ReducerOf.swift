/// A reducer of the same state and action as the feature `R`: what a feature's `body` returns, as
/// `some ReducerOf<Self>`.
///
/// ```swift
/// struct Counter: Reducer {
///   …
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in … }
///   }
/// }
/// ```
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
