import StateKit
import Testing

@Suite(.timeLimit(.minutes(5))) struct EquatingTests {
  let ada = Profile.Header(title: "Ada", subtitle: "Engineer")

  @Test func equalByAPropertyComparesOnlyThatProperty() {
    let byTitle = Equating<Profile.Header>.equal(\.title)
    #expect(byTitle(ada, Profile.Header(title: "Ada", subtitle: "Poet")))
    #expect(!byTitle(ada, Profile.Header(title: "Grace", subtitle: "Engineer")))
  }

  @Test func combinedComparisonsMustAllAgree() {
    let both = Equating<Profile.Header>.equal(\.title) && .equal(\.subtitle)
    #expect(both(ada, ada))
    #expect(!both(ada, Profile.Header(title: "Ada", subtitle: "Poet")))
    #expect(!both(ada, Profile.Header(title: "Grace", subtitle: "Engineer")))
  }

  @Test func neverAndAlwaysIgnoreTheValues() {
    #expect(!Equating<Profile.Header>.neverEqual(ada, ada))
    #expect(Equating<Profile.Header>.alwaysEqual(ada, Profile.Header(title: "", subtitle: "")))
  }

  @Test func equalUsesEquatable() {
    #expect(Equating<Profile.Header>.equal(ada, ada))
    #expect(!Equating<Profile.Header>.equal(ada, Profile.Header(title: "Grace")))
  }
}
