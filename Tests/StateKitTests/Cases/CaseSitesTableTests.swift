import StateKit
import Testing

/// What a call site learned about its case is kept for the process, by site (a table read without a lock,
/// of a fixed size, then a locked table): every site keeps its own case, however many a process uses,
/// and whatever the threads that read them.
@Suite struct CaseSitesTableTests {
  enum Action: Equatable, Sendable {
    case number(Int)
    case count(Int)
    case text(String)
  }

  /// The case of the `index`th site: two cases of the same payload type in turn, so that only the site
  /// tells them apart.
  private static func embed(forSite index: Int) -> @Sendable (Int) -> Action {
    index.isMultiple(of: 2) ? Action.number : Action.count
  }

  /// The `index`th site: a line of its own, beyond this file's, at a column no literal here uses.
  private static func site(_ index: Int) -> EnumCase<Action, Int> {
    EnumCase(embed(forSite: index), fileID: #fileID, line: UInt(100_000 + index), column: 777)
  }

  @Test func manySitesOfTheSameTypesEachKeepTheirOwnCase() {
    // NB: 600 sites: more than the lock-free table publishes (256), whatever other tests learned first.
    for index in 0..<600 {
      let site = Self.site(index)
      // NB: Twice: the first learns the site's case, the second reads it where it was kept.
      for _ in 1...2 {
        let (own, other) =
          index.isMultiple(of: 2) ? (Action.number, Action.count) : (Action.count, Action.number)
        #expect(site.extract(from: own(index)) == index, "site \(index) missed its own case")
        #expect(site.extract(from: other(index)) == nil, "site \(index) took another case for its own")
        #expect(site.extract(from: .text("\(index)")) == nil)
        #expect(site.site.readsInPlace)
      }
    }
  }

  @Test func sitesLearnedOnSeveralThreadsAreReadAlikeOnAll() async {
    // NB: Sites no other test uses, each learned by whichever thread comes first while others read.
    let sites = (1_000..<1_064).map(Self.site)
    let misses = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var misses = 0
          for round in 0..<50 {
            for (offset, site) in sites.enumerated() {
              let index = 1_000 + offset
              let value = task * 1_000 + round
              let own = Self.embed(forSite: index)(value)
              let other = Self.embed(forSite: index + 1)(value)
              if site.extract(from: own) != value || site.extract(from: other) != nil { misses += 1 }
            }
          }
          return misses
        }
      }
      return await group.reduce(0, +)
    }
    #expect(misses == 0)
  }
}
