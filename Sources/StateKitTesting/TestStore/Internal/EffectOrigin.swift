/// The action a test store's store is processing, as the effects its reducer returns know it: set by the
/// ``Timeline`` before the reducer runs for the action, read by the ``EffectInterceptor`` for each effect.
///
/// Not generic: it is made for every action the store processes.
struct EffectOrigin {
  /// Renders the action, when an effect it started needs naming.
  let describe: () -> String
  /// The `send` of the test the action belongs to: see ``TestStoreTask``.
  let group: Int
  /// The step of the test the action belongs to, as far as the timeline knows it now.
  let step: EffectStep

  /// The origin before the store processed any action.
  static var none: Self {
    Self(describe: { "" }, group: 0, step: EffectStep(entry: 0, location: nil, isSent: true))
  }
}
