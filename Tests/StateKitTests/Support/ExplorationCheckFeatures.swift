import Foundation
import StateKit

// Features with the bugs the exploration's own checks find, each with its fix (`isFixed: true`).

/// A child that counts the ticks its parent's timer sends it.
struct Metronome: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case tick
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.ticks += 1
    return .none
  }
}

/// Presents a ``Metronome`` and starts its timer, under a cancellation identifier that dismissing it
/// forgets to cancel: the timer outlives its child.
struct MetronomeHost: Reducer {
  struct State: Equatable {
    var metronome: Metronome.State?
  }

  enum Action: Equatable {
    case present
    case dismiss
    case metronome(Metronome.Action)

    var metronome: Metronome.Action? {
      if case .metronome(let action) = self { action } else { nil }
    }
  }

  enum CancelID { case timer }

  var isFixed = false
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .present:
        state.metronome = Metronome.State()
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.metronome(.tick))
          }
        }
        .cancellable(id: CancelID.timer)
      case .dismiss:
        state.metronome = nil
        return isFixed ? .cancel(id: CancelID.timer) : .none
      case .metronome:
        return .none
      }
    }
    .ifLet(\.metronome, action: Action.metronome, extract: \.metronome) { Metronome() }
  }

  static func actions(_ state: State) -> [Action] {
    state.metronome == nil ? [.present] : [.dismiss]
  }
}

/// Stamps the time a button was tapped with `Date()`, which no test controls, instead of the `\.date`
/// dependency.
struct Stamp: Reducer {
  struct State: Equatable {
    var taps = 0
    var tappedAt: Date?
  }

  enum Action: Equatable {
    case tap
  }

  var isFixed = false
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.taps += 1
    state.tappedAt = isFixed ? date.now : Date()
    return .none
  }
}
