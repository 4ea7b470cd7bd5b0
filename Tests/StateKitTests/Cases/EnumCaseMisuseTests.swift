import StateKit
import Testing

/// A function that is not an enum case's embedding function is reported once, naming its call site, and
/// then matches nothing; what a site learned holds across threads and is kept apart from other sites.
@MainActor
@Suite struct EnumCaseMisuseTests {
  typealias Action = EnumCaseShapeTests.Action
  typealias Child = EnumCaseShapeTests.Child

  @Test func aFunctionThatBuildsACaseWithoutPayloadIsReported() async {
    let ignoring: EnumCase<Action, Child> = enumCase { _ in .plain }
    let warnings = await withRuntimeWarnings {
      #expect(ignoring.extract(from: .child(.tapped)) == nil)
      #expect(ignoring.extract(from: .child(.tapped)) == nil)
      #expect(ignoring.extract(from: .plain) == nil)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("EnumCaseMisuseTests.swift:12") == true)
    #expect(
      warnings.first?.contains(
        "is not a case of EnumCaseShapeTests.Action with a payload of type EnumCaseShapeTests.Child: it "
          + "turned EnumCaseShapeTests.Child.tapped into EnumCaseShapeTests.Action.plain"
      ) == true
    )
  }

  @Test func aFunctionThatWrapsItsArgumentInAnotherCaseIsReported() async {
    let wrapping: EnumCase<Action, String> = enumCase { .child(.renamed($0)) }
    let warnings = await withRuntimeWarnings {
      #expect(wrapping.extract(from: .child(.renamed("a"))) == nil)
      #expect(wrapping.extract(from: .text("a")) == nil)
      #expect(wrapping.extract(from: .text("a")) == nil)
    }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains(
        #"it turned "a" into EnumCaseShapeTests.Action.child(.renamed("a"))"#) == true
    )
  }

  @Test func aFunctionOfATypeNoCaseCarriesIsReportedOnItsFirstUse() async {
    let converting: EnumCase<Action, Double> = enumCase { .number(Int($0)) }
    let warnings = await withRuntimeWarnings {
      #expect(converting.extract(from: .number(1)) == nil)
    }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains("no case of EnumCaseShapeTests.Action has a payload of type Double") == true)
  }

  @Test func aFunctionThatChangesThePayloadIsReported() async {
    let adding: EnumCase<Action, Int> = enumCase { .number($0 + 1) }
    let warnings = await withRuntimeWarnings {
      #expect(adding.extract(from: .number(1)) == nil)
    }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains(
        "it turned EnumCaseShapeTests.Action.number(1)'s payload into EnumCaseShapeTests.Action.number(2)")
        == true
    )
  }

  struct Wrapper: Equatable {
    var value: Int
  }

  @Test func aTypeThatIsNotAnEnumIsReported() async {
    let wrapper: EnumCase<Wrapper, Int> = enumCase { Wrapper(value: $0) }
    var value = Wrapper(value: 1)
    let warnings = await withRuntimeWarnings {
      #expect(wrapper.extract(from: value) == nil)
      #expect(wrapper.modify(&value) { $0 = 2 } == nil)
    }
    #expect(value == Wrapper(value: 1))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("EnumCaseMisuseTests.Wrapper is not an enum") == true)
  }

  @Test func twoSitesOnOneLineLearnTheirOwnCase() {
    let (child, other) = (enumCase(Action.child), enumCase(Action.other))
    #expect(child.extract(from: .child(.tapped)) == .tapped)
    #expect(other.extract(from: .child(.tapped)) == nil)
    #expect(other.extract(from: .other(.tapped)) == .tapped)
    #expect(child.extract(from: .other(.tapped)) == nil)
  }

  @Test func aSiteLearnsOnceWhateverTheThreadsThatUseIt() async {
    let text = enumCase(Action.text)
    let results = await withTaskGroup(of: [String?].self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<500).map { index in
            text.extract(from: index.isMultiple(of: 2) ? .text("\(task)-\(index)") : .number(index))
          }
        }
      }
      var results: [[String?]] = []
      for await values in group { results.append(values) }
      return results
    }
    #expect(results.count == 8)
    for values in results {
      #expect(values.count == 500)
      #expect(values.enumerated().allSatisfy { $0.offset.isMultiple(of: 2) == ($0.element != nil) })
    }
    #expect(text.site.readsInPlace)
  }
}
