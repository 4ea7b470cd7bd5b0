import StateKit
import StateKitTesting

/// A small feature with every origin an action can have, for the debugging tests: actions sent by the
/// view, a `.send` effect, a `.run` effect that can be cancelled, and a child feature in a `Scope`.
struct Scoreboard: Reducer {
  struct State: Equatable, Codable, Sendable {
    var score = 0
    var announcements = 0
    var bonus = Bonus.State()
  }

  enum Action: Equatable, Codable, Sendable {
    /// Adds `points × pointsPerGoal` to the score, and announces it with a `.send` effect.
    case scored(Int)
    case announced
    /// Starts a `.run` effect that feeds back `bonusLoaded(10)`.
    case fetchBonus
    case bonusLoaded(Int)
    /// Starts a `.run` effect that runs until it is cancelled.
    case watchOpponent
    /// Resets the score, and cancels the bonus and the watch.
    case reset
    case bonus(Bonus.Action)

    var bonus: Bonus.Action? { if case .bonus(let action) = self { action } else { nil } }
  }

  /// The child feature: a multiplier the score's bonus is multiplied by.
  struct Bonus: Reducer {
    struct State: Equatable, Codable, Sendable {
      var multiplier = 1
    }

    enum Action: Equatable, Codable, Sendable {
      case doubled
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.multiplier *= 2
      return .none
    }
  }

  enum CancelID { case bonus, opponent }

  /// What one goal is worth: a test changes it to make the reducer diverge from a recording.
  var pointsPerGoal = 1

  var body: some Reducer<State, Action> {
    Scope(state: \.bonus, action: Action.bonus, extract: \.bonus) { Bonus() }
    Reduce { state, action in
      switch action {
      case .scored(let points):
        state.score += points * pointsPerGoal
        return .send(.announced)
      case .announced:
        state.announcements += 1
        return .none
      case .fetchBonus:
        return .run { send in await send(.bonusLoaded(10)) }
          .cancellable(id: CancelID.bonus, cancelInFlight: true)
      case .bonusLoaded(let bonus):
        state.score += bonus * state.bonus.multiplier
        return .none
      case .watchOpponent:
        return .run { _ in await waitForCancellation() }
          .cancellable(id: CancelID.opponent)
      case .reset:
        state.score = 0
        return .merge(.cancel(id: CancelID.bonus), .cancel(id: CancelID.opponent))
      case .bonus:
        return .none
      }
    }
  }
}
