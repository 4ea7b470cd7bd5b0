extension Workload {
  /// Every workload, in the order the report lists them.
  static func catalog(_ scale: Scale) -> [Workload] {
    [bareReducer(scale), observedRoot(scale), unobservedRoot(scale)]
      + debuggedRoots(scale)
      + rowLists(scale)
      + rowTableFloors(scale)
      + [sheetRowList(scale)]
      + [
        bigStateCounter(scale),
        bigStateElements(scale),
        nestedScopes(scale),
      ]
      + nestedScopeReducers(scale)
      + [
        testStoreSteps(scale),
        photoListSearch(scale),
        scrollingList(scale),
        rowEdits(scale),
        watchedRowEdits(scale),
        rowTrackings(scale),
        rowStoreTrackings(scale),
        unchangedFieldTracking(scale),
      ]
      + dependencyReads(scale)
      + [
        sharedObservers(scale),
        sharedFileBurst(scale),
      ]
      + sharedBesideRows(scale)
      + [exploration(scale), explorationWithoutChecks(scale)]
      + tcaStoreShapes(scale)
      + referenceStore(scale)
  }
}
