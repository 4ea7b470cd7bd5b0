import StateKit
import Testing

@Suite struct ResultCatchingTests {
  struct Failure: Error, Equatable {}

  func load(_ value: Int) async throws -> Int {
    await Task.yield()
    return value
  }

  func fail() async throws -> Int {
    await Task.yield()
    throw Failure()
  }

  @Test func keepsWhatTheAsynchronousBodyReturnsOrThrows() async throws {
    let success = await Result { try await load(3) }
    #expect(try success.get() == 3)
    let failure = await Result { try await fail() }
    #expect(throws: Failure.self) { try failure.get() }
  }

  @Test func keepsATypedError() async {
    let result = await Result { () async throws(Failure) -> Int in throw Failure() }
    #expect(result == .failure(Failure()))
  }

  @Test func aSynchronousBodyStillUsesTheStandardLibrarys() throws {
    func compute() throws -> Int { 4 }
    let result = Result { try compute() }  // no `await`: the standard library's initializer
    #expect(try result.get() == 4)
  }

  @MainActor @Test func runsTheBodyOnTheCallersActor() async {
    var loads = 0  // the body changes the caller's state, on the caller's actor
    let result = await Result {
      MainActor.assertIsolated()
      await Task.yield()
      loads += 1
      return loads
    }
    #expect(result == .success(1))  // a body that cannot throw: a `Result<Int, Never>`
    #expect(loads == 1)
  }
}
