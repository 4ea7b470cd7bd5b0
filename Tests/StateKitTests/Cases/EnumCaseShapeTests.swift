import StateKit
import Testing

/// `EnumCase` finds the payload of every shape of enum case from its embedding function alone, and reads
/// it in place, or from its heap box for `indirect` cases.
@MainActor
@Suite struct EnumCaseShapeTests {
  enum Child: Equatable, Sendable {
    case tapped
    case renamed(String)
  }

  enum Action: Equatable, Sendable {
    case plain
    case number(Int)
    case text(String)
    case pair(Int, String)
    case row(id: Int, action: Child)
    case set(value: Int)
    case maybe(Int?)
    case child(Child)
    case other(Child)
  }

  @Test func aSinglePayloadIsFoundInItsCaseOnly() {
    let number = enumCase(Action.number)
    #expect(number.extract(from: .number(42)) == 42)
    #expect(number.extract(from: .text("42")) == nil)
    #expect(number.extract(from: .plain) == nil)
    #expect(number.extract(from: .number(-1)) == -1)
    #expect(number.site.readsInPlace)
    #expect(number.name == "number")
  }

  @Test func aPayloadOfSeveralValuesIsFoundAsATuple() {
    let pair = enumCase(Action.pair)
    let payload = pair.extract(from: .pair(1, "one"))
    #expect(payload?.0 == 1 && payload?.1 == "one")
    #expect(pair.extract(from: .number(1)) == nil)
    #expect(pair.site.readsInPlace)
  }

  @Test func aLabeledTupleIsFoundByAnEmbeddingFunctionWithoutLabels() {
    let row = enumCase(Action.row)
    let payload = row.extract(from: .row(id: 7, action: .renamed("seven")))
    #expect(payload?.0 == 7 && payload?.1 == .renamed("seven"))
    #expect(row.extract(from: .child(.tapped)) == nil)
    #expect(row.site.readsInPlace)
  }

  @Test func aSingleLabeledValueIsFound() {
    let set = enumCase(Action.set)
    #expect(set.extract(from: .set(value: 3)) == 3)
    #expect(set.extract(from: .number(3)) == nil)
    #expect(set.site.readsInPlace)
  }

  enum Measure: Sendable {
    case value(Double)
    case none
  }

  @Test func aPayloadThatIsNotEqualToItselfIsLearnedToo() async {
    let value = enumCase(Measure.value)
    let warnings = await withRuntimeWarnings {
      #expect(value.extract(from: .value(.nan))?.isNaN == true)
      #expect(value.extract(from: .value(1)) == 1)
    }
    #expect(warnings.isEmpty)
  }

  @Test func anOptionalPayloadIsFoundEvenWhenNil() {
    let maybe = enumCase(Action.maybe)
    #expect(maybe.extract(from: .maybe(nil)) == .some(nil))
    #expect(maybe.extract(from: .maybe(5)) == .some(5))
    #expect(maybe.extract(from: .number(5)) == nil)
  }

  @Test func aCaseWrappingAnotherEnumYieldsItAndACaseOfThatEnumToo() {
    let child = enumCase(Action.child)
    let renamed = enumCase(Child.renamed)
    #expect(child.extract(from: .child(.renamed("a"))) == .renamed("a"))
    #expect(child.extract(from: .child(.renamed("a"))).flatMap(renamed.extract(from:)) == "a")
    #expect(child.extract(from: .child(.tapped)).flatMap(renamed.extract(from:)) == nil)
  }

  @Test func twoCasesWithTheSamePayloadTypeAreToldApart() {
    // `other` is learned from a value of `child`: the embedding function builds another case.
    let other = enumCase(Action.other)
    #expect(other.extract(from: .child(.tapped)) == nil)
    #expect(other.extract(from: .other(.tapped)) == .tapped)
    #expect(other.extract(from: .child(.tapped)) == nil)
    #expect(other.name == "other")
  }

  @Test func aPayloadIsChangedInPlace() {
    let text = enumCase(Action.text)
    var action = Action.text("a")
    #expect(text.extract(from: action) == "a")
    let count = text.modify(&action) { text -> Int in
      text += "bc"
      return text.count
    }
    #expect(count == 3)
    #expect(action == .text("abc"))
    var other = Action.number(1)
    #expect(text.modify(&other) { $0 = "never" } == nil)
    #expect(other == .number(1))
  }

  // MARK: - Generic, indirect, single-case and payload-less enums

  enum Box<Value> {
    case value(Value)
    case empty
  }

  @Test func aGenericEnumsCaseIsFoundForEachOfItsTypes() {
    let strings = enumCase(Box<String>.value)
    let numbers = enumCase(Box<Int>.value)
    #expect(strings.extract(from: .value("s")) == "s")
    #expect(strings.extract(from: .empty) == nil)
    #expect(numbers.extract(from: .value(1)) == 1)
  }

  indirect enum Tree: Equatable, Sendable {
    case leaf(Int)
    case node(Tree, Tree)
  }

  enum Expression: Equatable, Sendable {
    case literal(Int)
    indirect case negated(Expression)
  }

  @Test func anIndirectCaseIsReadFromItsBox() {
    let negated = enumCase(Expression.negated)
    #expect(negated.extract(from: .negated(.literal(1))) == .literal(1))
    #expect(negated.extract(from: .literal(1)) == nil)
    #expect(negated.extract(from: .negated(.negated(.literal(3)))) == .negated(.literal(3)))
    #expect(!negated.site.readsInPlace)
    #expect(negated.site.readsFromBox)
    var expression = Expression.negated(.literal(1))
    negated.modify(&expression) { $0 = .negated(.literal(2)) }
    #expect(expression == .negated(.negated(.literal(2))))
  }

  @Test func everyCaseOfAnIndirectEnumIsReadFromItsBox() {
    let node = enumCase(Tree.node)
    let leaf = enumCase(Tree.leaf)
    let payload = node.extract(from: .node(.leaf(1), .leaf(2)))
    #expect(payload?.0 == .leaf(1) && payload?.1 == .leaf(2))
    let again = node.extract(from: .node(.node(.leaf(3), .leaf(4)), .leaf(5)))
    #expect(again?.0 == .node(.leaf(3), .leaf(4)) && again?.1 == .leaf(5))
    #expect(leaf.extract(from: .leaf(3)) == 3)
    #expect(leaf.extract(from: .leaf(-7)) == -7)
    #expect(leaf.extract(from: .node(.leaf(1), .leaf(2))) == nil)
    #expect(!leaf.site.readsInPlace)
    #expect(leaf.site.readsFromBox && node.site.readsFromBox)
  }

  indirect enum Mixed: Equatable, Sendable {
    case byte(UInt8)
    case wide(Double, String)
    case aligned(Int8, Int64)
    case list([Int])
    case vector(SIMD4<Float>)
    case empty
  }

  @Test func boxedPayloadsOfEveryAlignmentAreReadWhole() {
    let byte = enumCase(Mixed.byte)
    let wide = enumCase(Mixed.wide)
    let aligned = enumCase(Mixed.aligned)
    let list = enumCase(Mixed.list)
    let vector = enumCase(Mixed.vector)
    // The first read of each learns its case; the second reads from the box.
    for round in 0..<2 {
      #expect(byte.extract(from: .byte(200 + UInt8(round))) == 200 + UInt8(round))
      let widePayload = wide.extract(from: .wide(1.5, "a string long enough for the heap \(round)"))
      #expect(widePayload?.0 == 1.5 && widePayload?.1 == "a string long enough for the heap \(round)")
      let alignedPayload = aligned.extract(from: .aligned(-3, Int64.max - Int64(round)))
      #expect(alignedPayload?.0 == -3 && alignedPayload?.1 == Int64.max - Int64(round))
      #expect(list.extract(from: .list([1, 2, round])) == [1, 2, round])
      #expect(vector.extract(from: .vector(SIMD4(1, 2, 3, Float(round)))) == SIMD4(1, 2, 3, Float(round)))
      #expect(list.extract(from: .empty) == nil && byte.extract(from: .list([])) == nil)
    }
    #expect(byte.site.readsFromBox && wide.site.readsFromBox && aligned.site.readsFromBox)
    #expect(list.site.readsFromBox && vector.site.readsFromBox)
  }

  enum Single: Equatable, Sendable {
    case only(String)
  }

  @Test func theCaseOfASingleCaseEnumIsFound() {
    let only = enumCase(Single.only)
    #expect(only.extract(from: .only("x")) == "x")
    var single = Single.only("x")
    only.modify(&single) { $0 += "y" }
    #expect(single == .only("xy"))
  }

  enum Direction: Equatable, Sendable {
    case up, down
  }

  @Test func aCaseWithoutPayloadIsMatchedAsAValue() {
    let up = CaseValue(Direction.up)
    #expect(up.isEnum && !up.carriesPayload && up.name == "up")
    #expect(up.matches(.up) && !up.matches(.down))
    let number = CaseValue(Action.number(1))
    #expect(number.carriesPayload && number.name == "number")
    #expect(number.matches(.number(2)) && !number.matches(.plain))
    #expect(CaseValue(Action.plain).matches(.plain))
    #expect(!CaseValue(42).isEnum)
  }

  // MARK: - Result, Optional, existentials and classes

  struct Failure: Error, Equatable {}

  @Test func resultsAndOptionalsAreEnumsLikeAnyOther() {
    let success = enumCase(Result<Int, Failure>.success)
    let failure = enumCase(Result<Int, Failure>.failure)
    #expect(success.extract(from: .success(1)) == 1)
    #expect(success.extract(from: .failure(Failure())) == nil)
    #expect(failure.extract(from: .failure(Failure())) == Failure())
    let some = enumCase(Optional<String>.some)
    #expect(some.extract(from: "x") == "x")
    #expect(some.extract(from: nil) == nil)
  }

  enum Outcome {
    case failed(any Error)
    case failedTyped(Failure)
  }

  @Test func anExistentialPayloadIsToldFromAConcreteOne() {
    let failed = enumCase(Outcome.failed)
    let typed = enumCase(Outcome.failedTyped)
    #expect(failed.extract(from: .failed(Failure())) is Failure)
    #expect(failed.extract(from: .failedTyped(Failure())) == nil)
    #expect(typed.extract(from: .failedTyped(Failure())) == Failure())
    #expect(typed.extract(from: .failed(Failure())) == nil)
  }

  class Animal {}
  final class Dog: Animal {}

  enum Pet {
    case animal(Animal)
    case dog(Dog)
    case none
  }

  @Test func aClassPayloadIsFoundByItsCaseNotItsInstancesClass() {
    let animal = enumCase(Pet.animal)
    let dog = enumCase(Pet.dog)
    let rex = Dog()
    #expect(animal.extract(from: .animal(rex)) === rex)
    #expect(animal.extract(from: .dog(rex)) == nil)
    #expect(dog.extract(from: .dog(rex)) === rex)
    #expect(dog.extract(from: .animal(rex)) == nil)
    #expect(dog.extract(from: Pet.none) == nil)
    var pet = Pet.dog(rex)
    let other = Dog()
    dog.modify(&pet) { $0 = other }
    #expect(dog.extract(from: pet) === other)
  }
}

/// The case `embed` builds, at the caller's line and column: every call is a call site of its own.
func enumCase<Root, Value>(
  _ embed: @escaping @Sendable (Value) -> Root,
  fileID: StaticString = #fileID,
  line: UInt = #line,
  column: UInt = #column
) -> EnumCase<Root, Value> {
  EnumCase(embed, fileID: fileID, line: line, column: column)
}
