import Testing

@testable import StateKit

private final class OffsetCounter {
  var count = 0
}

private struct OffsetChild: Equatable {
  var name: String
  var tags: [String]
}

private struct OffsetRoot {
  var prefix = 7
  var child: OffsetChild? = OffsetChild(name: "a", tags: ["x"])
  var rows = [1, 2, 3]
  var suffix = "end"
  var counter = OffsetCounter()
  /// Computed, so it has no offset.
  var doubledPrefix: Int {
    get { prefix * 2 }
    set { prefix = newValue / 2 }
  }
}

/// `PropertyReader` and `PropertyAccess` read and change a stored property through its offset in the
/// root (`withStoredValue`), and anything else through the key path: both give the same answers.
@Suite struct StoredValueTests {
  @Test func aReaderReadsAStoredPropertyThroughItsOffset() {
    let root = OffsetRoot()
    let rows = PropertyReader(\OffsetRoot.rows)
    #expect(rows.offset >= 0)
    #expect(rows.read(root) == [1, 2, 3])
    #expect(rows.withValue(in: root) { $0.count } == 3)
    #expect(PropertyReader(\OffsetRoot.suffix).read(root) == "end")
    #expect(PropertyReader(\OffsetRoot.prefix).read(root) == 7)
  }

  @Test func aReaderReadsThroughTheKeyPathWithoutAnOffset() {
    let root = OffsetRoot()
    let doubled = PropertyReader(\OffsetRoot.doubledPrefix)
    #expect(doubled.offset == -1)
    #expect(doubled.read(root) == 14)
    let count = PropertyReader(\OffsetRoot.counter.count)
    #expect(count.offset == -1)
    root.counter.count = 5
    #expect(count.read(root) == 5)
  }

  @Test func aReaderLendsTheWrappedValueOfAnOptionalOrNil() {
    var root = OffsetRoot()
    let child = PropertyReader(\OffsetRoot.child)
    #expect(child.offset >= 0)
    #expect(child.withWrapped(in: root) { $0.name } == "a")
    root.child = nil
    #expect(child.withWrapped(in: root) { $0.name } == nil)
  }

  @Test func anAccessTellsWhetherAnOptionalHoldsAValue() {
    var root = OffsetRoot()
    let child = PropertyAccess(\OffsetRoot.child)
    #expect(child.offset != nil)
    #expect(child.isPresent(in: &root))
    root.child = nil
    #expect(!child.isPresent(in: &root))
  }

  @Test func anAccessChangesOnlyItsOwnPropertyInPlace() {
    var root = OffsetRoot()
    let child = PropertyAccess(\OffsetRoot.child)
    child.modify(in: &root) { $0?.tags.append("y") }
    PropertyAccess(\OffsetRoot.prefix).modify(in: &root) { $0 += 1 }
    #expect(root.child == OffsetChild(name: "a", tags: ["x", "y"]))
    #expect(root.prefix == 8)
    #expect(root.rows == [1, 2, 3])
    #expect(root.suffix == "end")
    #expect(child.read(in: &root) { $0?.tags.count } == 2)
  }

  @Test func anAccessWithoutAnOffsetGoesThroughTheKeyPath() {
    var root = OffsetRoot()
    let doubled = PropertyAccess(\OffsetRoot.doubledPrefix)
    #expect(doubled.offset == nil)
    doubled.modify(in: &root) { $0 = 20 }
    #expect(root.prefix == 10)
    #expect(doubled.read(in: &root) { $0 } == 20)
  }
}
