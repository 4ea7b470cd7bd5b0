import StateKit
import Testing

@Suite struct AnyHashableSendableTests {
  enum CancelID: Hashable, Sendable { case search, load }

  @Test func comparesAndHashesItsBase() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable(1) != AnyHashableSendable(2))
    #expect(AnyHashableSendable("1") != AnyHashableSendable(1))
    #expect(AnyHashableSendable(CancelID.search) == AnyHashableSendable(CancelID.search))
    #expect(AnyHashableSendable(CancelID.search) != AnyHashableSendable(CancelID.load))
    let set: Set = [AnyHashableSendable(1), AnyHashableSendable("search"), AnyHashableSendable(1)]
    #expect(set.count == 2)
    #expect(AnyHashableSendable(1).hashValue == AnyHashable(1).hashValue)
  }

  @Test func keepsItsBaseAndIsNotWrappedTwice() {
    let wrapped = AnyHashableSendable(CancelID.load)
    #expect(wrapped.base as? CancelID == .load)
    let again = AnyHashableSendable(wrapped)
    #expect(again.base as? CancelID == .load)
    #expect(again == wrapped)
  }

  @Test func describesAndDumpsAsItsBase() {
    #expect(AnyHashableSendable("search").description == "search")
    #expect(dump(AnyHashableSendable("search")) == #""search""#)
    #expect(dump([AnyHashableSendable(CancelID.load)]) == "[.load]")
  }

  @Test func crossesTasks() async {
    let id = AnyHashableSendable(CancelID.search)
    let echoed = await Task.detached { id }.value
    #expect(echoed == id)
  }
}
