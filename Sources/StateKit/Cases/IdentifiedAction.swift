/// An action of one element of an identified collection: the element's id and its action.
///
/// Give the parent action one case that carries it, and run the collection with
/// ``Reducer/forEach(_:action:fileID:line:column:element:)-(_,(IdentifiedAction<ID,ElementAction>)->Self.Action,_,_,_,_)``:
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
///
/// Reduce { state, action in … }
///   .forEach(\.rows, action: Action.rows) {
///     Row()
///   }
///
/// store.send(.rows(.element(id: row.id, action: .toggled)))
/// ```
public enum IdentifiedAction<ID: Hashable, Action> {
  /// The action `action` of the element with the id `id`.
  case element(id: ID, action: Action)
}

/// The ``IdentifiedAction`` of the elements a reducer runs, by the reducer: `IdentifiedActionOf<Row>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}
