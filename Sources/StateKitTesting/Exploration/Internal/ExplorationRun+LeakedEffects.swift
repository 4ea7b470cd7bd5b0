import StateKit

extension ExplorationRun {
  /// An effect that outlives the child it was started for, after the last step removed that child and
  /// its effects ran as far as they could: what ``ExplorationChecks/leakedEffects`` fails.
  ///
  /// A child is what the step removed from the state: an optional cleared, an enum switched to another
  /// case with a payload, an element removed. An effect still live was started for it if it was started
  /// in the step that added the child (a timer the parent starts with the presentation, under an
  /// identifier the dismissal does not cancel), or by an action of the child (one whose description
  /// starts with the child's property, `.rows(.element(id: 3, …))` for `\.rows[id: 3]`). The effects of
  /// the child itself, which `ifLet` and `forEach` cancel, are cancelled by then and are not live.
  ///
  /// Costs nothing unless an effect is live after a step that changed the state.
  func leakedEffect() -> String? {
    guard let before = statesBeforeSteps.last else { return nil }
    let live = runner.ledger.running.filter(\.isLive)
    guard !live.isEmpty else { return nil }
    let removed = ChildChanges(from: before, to: state).removed
    guard !removed.isEmpty else { return nil }
    let step = statesBeforeSteps.count
    for effect in live {
      for child in removed where isStarted(effect, for: child, removedIn: step) {
        return """
          An effect started for \(child.path), which step \(step) removed, still runs after the step's \
          effects ran as far as they could: \(FailureMessage.describe(effect)), in step \(effect.group). \
          Cancel it when the child goes away (`.cancel(id:)` in the action that removes it), or start it \
          in the child's reducer, whose effects `ifLet` and `forEach` cancel.
          """
      }
    }
    return nil
  }

  /// Whether `effect` was started for `child`: in the step that added it, or by one of its actions.
  private func isStarted(
    _ effect: EffectLedger.RunningEffect, for child: ChildChanges.Child, removedIn step: Int
  ) -> Bool {
    if child.isAddressed(by: effect.origin) { return true }
    let started = effect.group
    guard started >= 1, started < step else { return false }
    let added = ChildChanges(from: statesBeforeSteps[started - 1], to: statesBeforeSteps[started]).added
    return added.contains { $0.path == child.path }
  }
}
