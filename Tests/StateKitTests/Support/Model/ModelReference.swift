import StateKit

/// A reference model of a root store running ``ModelFeature``: a plain queue and the pure reducer, with no
/// observers, scopes, locks or tasks.
///
/// It processes an action and everything it feeds back synchronously in the order the store promises:
/// the action, then the actions its `.send` effects queued, each in turn; then it tells the observers
/// once, and processes what they sent in reaction the same way, until they send nothing. The only
/// observer it models is the echo: one that sends `.echo(a)` whenever it is told that `a` changed to a
/// multiple of 3.
struct ModelReference {
  private(set) var state = ModelFeature.State()
  /// The `.run` effects started so far: their serials and how many results each will send.
  private(set) var runs: [(serial: Int, count: Int)] = []
  private let feature = ModelFeature()

  /// Processes `action` and what it feeds back; returns every action processed, in order.
  mutating func send(_ action: ModelFeature.Action, echoing: Bool) -> [ModelFeature.Action] {
    var queue = [action]
    var head = 0
    // The `a` the echo was last told about, which its scoped store compares with.
    var toldA = state.counters.a
    while head < queue.count {
      while head < queue.count {
        let next = queue[head]
        head += 1
        let effect = feature.reduce(into: &state, action: next)
        queue += effect.synchronousActions()
        switch next {
        case .run(let serial, let count, _): runs.append((serial, count))
        case .echo: runs.append((-state.echoes, ModelFeature.echoResultCount))
        default: break
        }
      }
      // One notification for everything processed since the last.
      if echoing, state.counters.a != toldA, state.counters.a.isMultiple(of: 3) {
        queue.append(.echo(state.counters.a))
      }
      toldA = state.counters.a
    }
    return queue
  }

  /// The state once every `.run` effect started so far has delivered all its results: the fold of the
  /// reducer over them, in any order, since they commute.
  func stateAfterAllEffects() -> ModelFeature.State {
    var state = self.state
    for run in runs {
      for index in 0..<run.count {
        _ = feature.reduce(into: &state, action: .effectResult(serial: run.serial, index: index))
      }
    }
    return state
  }
}

extension ModelFeature.State {
  /// The state without what effects change (their results, and the version that counts them too): the
  /// part that only synchronous processing decides.
  var synchronousPart: Self {
    var state = self
    state.version = 0
    state.effectResults = [:]
    return state
  }
}
