public import StateKit

/// The test store of a feature, named by its reducer: `TestStoreOf<Counter>` is
/// `TestStore<Counter.State, Counter.Action>`.
///
/// ```swift
/// let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) {
///   Counter()
/// }
/// ```
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action>
