internal import StateKit

extension PhotoListScreen {
  /// The screen `options` ask for: the implementation (`--view-store`), the source, and `--log`.
  ///
  /// - Parameter clock: The clock for the search debounce and the bundled photos' latency.
  package init(options: Options, clock: some Clock<Duration>) {
    let provider = options.makeProvider(clock: clock)
    if options.usesViewStore {
      self = .viewStore(provider: provider, clock: clock)
    } else {
      self = .reducer(provider: provider, clock: clock, log: options.logsChanges ? .standardError : nil)
    }
  }
}
