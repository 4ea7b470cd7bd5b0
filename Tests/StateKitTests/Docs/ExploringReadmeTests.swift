import StateKitTesting
import Testing

// The README's "Exploring a feature", verbatim but for the namespace: if this stops compiling or passing,
// the README is wrong. The cart is the Exploring a feature article's (`ExploringAFeatureArticle.swift`).

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ExploringReadmeTests {
  typealias Cart = ExploringAFeatureArticle.Cart

  @Test func exploringACart() async {
    let report = await explore(
      Cart(),  // any Reducer
      from: Cart.State(),
      actions: { state in [.add(1), .add(2), .remove(1), .checkout] + state.items.map { .remove($0.id) } },
      maxDepth: 8,
      strategy: .exhaustive,  // or .random(seed: 42, runs: 10_000)
      withDependencies: { $0.uuid = .incrementing },
      invariant: { state in
        if state.total < 0 { throw InvariantViolation("total is negative: \(state.total)") }
      }
    )
    #expect(report.failure == nil, "\(report)")
  }

  /// The report the README shows, for the cart that forgets the free units.
  @Test func theReportOfTheCartThatForgetsTheFreeUnits() async throws {
    let report = await explore(
      Cart(forgetsFreeUnits: true),
      from: Cart.State(),
      actions: { state in [.add(1), .add(2), .remove(1), .checkout] + state.items.map { .remove($0.id) } },
      withDependencies: { $0.uuid = .incrementing },
      invariant: { state in
        if state.total < 0 { throw InvariantViolation("total is negative: \(state.total)") }
      }
    )
    let failure = try #require(report.failure)
    #expect(failure.actions == [.add(1), .add(1), .remove(1)])
    #expect(failure.message == "total is negative: -5")
    #expect(report.sequencesRun == 20)
    #expect(report.actionsSent == 39)
    #expect(report.distinctStates == 13)
    #expect(failure.testSource.contains("  await store.send(.add(1)) { $0.items[0].quantity = 2 }\n"))
  }
}
