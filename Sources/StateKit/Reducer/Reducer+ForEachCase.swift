extension Reducer {
  /// Runs an element feature's reducer on the element of an identified collection an action of the case
  /// `action` is for, then this reducer: the logic of list rows, with one case for every row's actions.
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
  /// ```
  ///
  /// The case is all `forEach` needs: it finds the element action by itself, as ``Scope`` does (see
  /// ``Scope/init(state:action:fileID:line:column:child:)-(WritableKeyPath<ParentState,ChildState>,_,_,_,_,_)``);
  /// everything else is as ``forEach(_:action:extract:fileID:line:element:)`` describes.
  ///
  /// - Parameters:
  ///   - elements: Where the collection lives.
  ///   - action: This reducer's action case that carries an ``IdentifiedAction``: `Action.rows`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  ///   - element: The element feature's reducer.
  @inlinable
  public consuming func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: @escaping @Sendable (IdentifiedAction<ID, ElementAction>) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> Reducers.ForEach<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    let site = CaseSite(
      Action.self, IdentifiedAction<ID, ElementAction>.self, fileID: fileID, line: line, column: column)
    return Reducers.ForEach(
      parent: self,
      element: element(),
      elements: elements,
      embed: { action(.element(id: $0, action: $1)) },
      extract: {
        guard case .element(let id, let elementAction)? = site.extract(from: $0, embed: action) else {
          return nil
        }
        return (id, elementAction)
      },
      fileID: fileID,
      line: line
    )
  }

  /// Runs an element feature's reducer on the element of an identified collection an action of the case
  /// `action` is for, then this reducer: the logic of list rows, with a case that carries a row's id
  /// beside its action.
  ///
  /// ```swift
  /// enum Action {
  ///   case row(id: Row.State.ID, action: Row.Action)
  /// }
  ///
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: Action.row) {
  ///     Row()
  ///   }
  /// ```
  ///
  /// The case is all `forEach` needs: it finds the id and the element action by itself, as ``Scope``
  /// does (see
  /// ``Scope/init(state:action:fileID:line:column:child:)-(WritableKeyPath<ParentState,ChildState>,_,_,_,_,_)``);
  /// everything else is as ``forEach(_:action:extract:fileID:line:element:)`` describes.
  ///
  /// - Parameters:
  ///   - elements: Where the collection lives.
  ///   - action: This reducer's action case that carries an element's id and action: `Action.row`.
  ///   - fileID: The file of the call, which identifies it; leave the default.
  ///   - line: The line of the call, which identifies it; leave the default.
  ///   - column: The column of the call, which identifies it; leave the default.
  ///   - element: The element feature's reducer.
  @inlinable
  public consuming func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: @escaping @Sendable (ID, ElementAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> Reducers.ForEach<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    let site = CaseSite(Action.self, (ID, ElementAction).self, fileID: fileID, line: line, column: column)
    let embed: @Sendable ((ID, ElementAction)) -> Action = { action($0.0, $0.1) }
    return Reducers.ForEach(
      parent: self,
      element: element(),
      elements: elements,
      embed: action,
      extract: { site.extract(from: $0, embed: embed).map { (id: $0.0, action: $0.1) } },
      fileID: fileID,
      line: line
    )
  }
}
