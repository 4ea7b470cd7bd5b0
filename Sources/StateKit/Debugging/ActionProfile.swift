/// A ready-made instrument that tallies what actions cost by kind (their case path, such as
/// `path.element.albumLoaded`), and prints the costliest as a table.
///
/// ```swift
/// let profile = ActionProfile<App.Action>()
/// store.instrument = profile.instrument
/// // … use the app, then:
/// print(profile.table(top: 10))
/// ```
///
/// It keeps every reducer time it was told, to compute medians: its memory grows with every action.
@MainActor
public final class ActionProfile<Action> {
  /// What the actions of one kind cost, together.
  public struct Entry: Equatable, Sendable {
    /// The kind: the action's enum case names, outside in (`search.queryChanged`).
    public let kind: String
    /// How many actions of this kind were processed.
    public let count: Int
    /// The time their reducers took, in all.
    public let totalTime: Duration
    /// The median time one of them took in the reducer.
    public let medianTime: Duration
    /// The observers they woke, in all.
    public let observersWoken: Int
    /// The derived stores and connectors they woke, in all.
    public let storesWoken: Int
    /// The effects they started, in all.
    public let effectsStarted: Int
  }

  private struct Tally {
    var times: [Duration] = []
    var total = Duration.zero
    var observersWoken = 0
    var storesWoken = 0
    var effectsStarted = 0
  }

  private var tallies: [String: Tally] = [:]

  /// Creates an empty profile.
  public init() {}

  /// The instrument to install on the root store: it adds every action's cost to this profile.
  public var instrument: StoreInstrument<Action> {
    StoreInstrument { [weak self] cost in self?.add(cost) }
  }

  /// Adds the cost of one action.
  ///
  /// - Parameter cost: What the action cost.
  public func add(_ cost: ActionCost<Action>) {
    let kind = ActionKind.name(of: cost.action)
    tallies[kind, default: Tally()].times.append(cost.reducerTime)
    tallies[kind]!.total += cost.reducerTime
    tallies[kind]!.observersWoken += cost.observersWoken
    tallies[kind]!.storesWoken += cost.derivedStoresWoken + cost.connectorsWoken
    tallies[kind]!.effectsStarted += cost.effectsStarted
  }

  /// Every kind seen, the costliest (by total time in the reducer) first; ties by name.
  public var entries: [Entry] {
    tallies.map { kind, tally in
      let sorted = tally.times.sorted()
      return Entry(
        kind: kind,
        count: tally.times.count,
        totalTime: tally.total,
        medianTime: sorted[sorted.count / 2],
        observersWoken: tally.observersWoken,
        storesWoken: tally.storesWoken,
        effectsStarted: tally.effectsStarted
      )
    }
    .sorted { ($0.totalTime, $1.kind) > ($1.totalTime, $0.kind) }
  }

  /// The costliest kinds as a text table: count, total and median time in the reducer, and the
  /// observers and stores woken.
  ///
  /// ```text
  /// Action kind           Count  Total (ms)  Median (µs)  Observers  Stores
  /// photosLoaded              1       3.912      3912.40          1       1
  /// searchApplied             2       2.105      1052.50          2       2
  /// ```
  ///
  /// - Parameter top: How many kinds to list, the costliest first.
  /// - Returns: The table, a line per kind after a header, each ending with a newline.
  public func table(top: Int = 10) -> String {
    let rows = entries.prefix(top).map { entry in
      [
        entry.kind, "\(entry.count)", Self.format(entry.totalTime, scale: 1e3, decimals: 3),
        Self.format(entry.medianTime, scale: 1e6, decimals: 2), "\(entry.observersWoken)",
        "\(entry.storesWoken)",
      ]
    }
    let header = ["Action kind", "Count", "Total (ms)", "Median (µs)", "Observers", "Stores"]
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }
      .joined(separator: "  ") + "\n"
    }
    return ([header] + rows).map(line).joined()
  }

  private static func format(_ duration: Duration, scale: Double, decimals: Int) -> String {
    let (seconds, attoseconds) = duration.components
    let value = (Double(seconds) + Double(attoseconds) / 1e18) * scale
    let factor = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
    let rounded = (value * factor).rounded() / factor
    let text = "\(rounded)"
    let fraction = text.split(separator: ".").dropFirst().first?.count ?? 0
    return fraction >= decimals ? text : text + String(repeating: "0", count: decimals - fraction)
  }
}

@available(*, unavailable) extension ActionProfile: Sendable {}
