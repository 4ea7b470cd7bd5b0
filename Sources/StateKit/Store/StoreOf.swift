/// The store of a feature, named by its reducer: `StoreOf<Counter>` is `Store<Counter.State, Counter.Action>`.
///
/// ```swift
/// struct CounterView: View {
///   let store: StoreOf<Counter>
///   …
/// }
/// ```
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
