import StateKit
import StateKitTesting
import TestSupport
import Testing

/// A client with two endpoints, a live and a preview value, and no test value.
private struct MailClient: Sendable {
  var send: @Sendable (String) -> String
  var count: @Sendable () -> Int
}

private enum MailClientKey: DependencyKey {
  static let liveValue = MailClient(send: { "live: \($0)" }, count: { 100 })
  static let previewValue = MailClient(send: { "preview: \($0)" }, count: { 7 })
}

extension DependencyValues {
  fileprivate var mailClient: MailClient {
    get { self[MailClientKey.self] }
    set { self[MailClientKey.self] = newValue }
  }
}

private struct Outbox: Reducer {
  enum Action: Equatable, Sendable { case send(String), count }
  @Dependency(\.mailClient) var mailClient

  func reduce(into state: inout [String], action: Action) -> Effect<Action> {
    switch action {
    case .send(let text): state.append(mailClient.send(text))
    case .count: state.append("\(mailClient.count())")
    }
    return .none
  }
}

/// Setting one endpoint of a client whose key has no test value starts from a value the test did not set:
/// the key's preview value. The test fails there, naming the key, rather than letting the other endpoints
/// answer with preview data unnoticed.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PartialOverrideTests {
  nonisolated static let expectedFailure = """
    MailClientKey has no test value, and the test set part of it (as in `$0.client.endpoint = …`), or \
    read it while setting dependencies: the rest of it would be the key's preview value, which would \
    answer for the test unnoticed. Set the whole value, `$0[MailClientKey.self] = …`; or implement \
    `static var testValue` in MailClientKey, with an `unimplemented` endpoint for each one a test must set.
    """

  @Test func settingOneEndpointInATestStoreFailsNamingTheKey() async {
    await withKnownIssue {
      let store = TestStore(initialState: [String]()) {
        Outbox()
      } withDependencies: {
        $0.mailClient.send = { "sent: \($0)" }
      }
      await store.send(.send("hi")) { $0 = ["sent: hi"] }
    } matching: { issue in
      issue.message == Self.expectedFailure
    }
  }

  @Test func settingOneEndpointInWithDependenciesFailsInATest() async {
    installTestIssueReporter()
    withKnownIssue {
      withDependencies {
        $0.context = .test
        $0.mailClient.count = { 1 }
      } operation: {
        @Dependency(\.mailClient) var mailClient
        _ = mailClient.count()
      }
    } matching: { issue in
      issue.message == Self.expectedFailure
    }
  }

  @Test func settingTheWholeValueIsFine() async {
    let store = TestStore(initialState: [String]()) {
      Outbox()
    } withDependencies: {
      $0.mailClient = MailClient(send: { "sent: \($0)" }, count: { 1 })
    }
    await store.send(.send("hi")) { $0 = ["sent: hi"] }
    await store.send(.count) { $0.append("1") }
  }

  @Test func overridingTheWholeValueOnAReducerIsFine() async {
    let store = TestStore(initialState: [String]()) {
      Outbox().dependency(\.mailClient, MailClient(send: { "child: \($0)" }, count: { 2 }))
    }
    await store.send(.send("hi")) { $0 = ["child: hi"] }
  }

  @Test func outsideTheTestContextSettingOneEndpointIsFine() {
    let count = withDependencies {
      $0.context = .preview
      $0.mailClient.send = { $0 }
    } operation: {
      @Dependency(\.mailClient) var mailClient
      return mailClient.count()
    }
    #expect(count == 7)
  }
}
