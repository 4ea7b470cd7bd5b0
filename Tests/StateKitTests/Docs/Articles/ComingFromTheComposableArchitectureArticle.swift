import Foundation
import StateKitTesting
import Testing

// The StateKit samples of ComingFromTheComposableArchitecture.md, verbatim (ArticleSamplesTests checks
// it): if this stops compiling or passing, the article is wrong. The sample test runs as a test of this
// namespace.

struct ComingFromTheComposableArchitectureArticle {
  struct Contact: Equatable, Identifiable {
    let id: UUID
    var name: String
  }

  struct AddContact: Reducer {
    struct State: Equatable {
      var contact: Contact
    }

    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case cancelTapped
      case saveTapped
      case delegate(Delegate)

      enum Delegate: Equatable, Sendable {
        case save(Contact)
      }
    }

    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding, .delegate:
          return .none
        case .cancelTapped:
          return .dismiss
        case .saveTapped:
          return .send(.delegate(.save(state.contact)))
        }
      }
    }
  }

  struct Contacts: Reducer {
    struct State: Equatable {
      var contacts: IdentifiedArrayOf<Contact> = []
      @PresentationState var addContact: AddContact.State?
    }

    enum Action: Equatable, Sendable {
      case addTapped
      case deleteTapped(id: Contact.ID)
      case addContact(PresentationAction<AddContact.Action>)
    }

    @Dependency(\.uuid) var uuid

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .addTapped:
          state.addContact = AddContact.State(contact: Contact(id: uuid(), name: ""))
          return .none
        case .deleteTapped(let id):
          state.contacts.remove(id: id)
          return .none
        case .addContact(.presented(.delegate(.save(let contact)))):
          state.contacts.append(contact)
          state.addContact = nil
          return .none
        case .addContact:
          return .none
        }
      }
      .ifLet(\.$addContact, action: Action.addContact) {
        AddContact()
      }
    }
  }

  @MainActor @Test func addingAContact() async {
    let store = TestStore(initialState: Contacts.State()) {
      Contacts()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let id = UUID(0)
    await store.send(.addTapped) {
      $0.addContact = AddContact.State(contact: Contact(id: id, name: ""))
    }
    await store.send(.addContact(.presented(.binding(.set(\.contact.name, "Blob"))))) {
      $0.addContact?.contact.name = "Blob"
    }
    await store.send(.addContact(.presented(.saveTapped)))
    await store.receive(.addContact(.presented(.delegate(.save(Contact(id: id, name: "Blob")))))) {
      $0.contacts = [Contact(id: id, name: "Blob")]
      $0.addContact = nil
    }
  }
}

/// The shared state of the "Share state" section.
enum ComingFromTheComposableArchitectureSharing {
  struct Stats: Equatable, Sendable {
    var count = 0
    mutating func increment() { count += 1 }
  }

  struct SyncUp: Equatable, Codable, Identifiable, Sendable {
    let id: Int
    var title = ""
  }

  struct SyncUpDetail: Reducer {
    struct State: Equatable {
      @Shared var syncUp: SyncUp
    }

    enum Action: Equatable, Sendable {
      case titleChanged(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .titleChanged(let title):
        state.$syncUp.withLock { $0.title = title }
        return .none
      }
    }
  }

  struct CounterTab: Reducer {
    struct State: Equatable {
      @Shared(.inMemory("stats")) var stats = Stats()
    }

    enum Action: Equatable, Sendable {
      case incrementButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementButtonTapped:
        state.$stats.withLock { $0.increment() }
        return .none
      }
    }
  }

  struct SyncUpsList: Reducer {
    struct State: Equatable {
      @Shared(.fileStorage(.syncUps)) var syncUps: IdentifiedArrayOf<SyncUp> = []
      var detail: SyncUpDetail.State?
    }

    enum Action: Equatable, Sendable {
      case syncUpTapped(id: SyncUp.ID)
      case detail(SyncUpDetail.Action)

      var detail: SyncUpDetail.Action? { if case .detail(let action) = self { action } else { nil } }
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .syncUpTapped(let id):
          guard let syncUp = state.$syncUps[id: id] else { return .none }
          state.detail = SyncUpDetail.State(syncUp: syncUp)
          return .none
        case .detail:
          return .none
        }
      }
      .ifLet(\.detail, action: Action.detail, extract: \.detail) {
        SyncUpDetail()
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ComingFromTheComposableArchitectureArticleTests {
  typealias Contacts = ComingFromTheComposableArchitectureArticle.Contacts

  @Test func cancellingDismissesTheSheet() async {
    let store = TestStore(initialState: Contacts.State()) {
      Contacts()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addTapped) {
      $0.addContact = .init(
        contact: .init(id: UUID(0), name: ""))
    }
    await store.send(.addContact(.presented(.cancelTapped)))
    await store.receive(.addContact(.dismiss)) {
      $0.addContact = nil
    }
  }

  @Test func twoTabsCountTogetherAndTheDetailEditsTheStoredList() {
    typealias Sharing = ComingFromTheComposableArchitectureSharing
    withDependencies {
      $0.context = .test
    } operation: {
      let first = Store(initialState: Sharing.CounterTab.State()) { Sharing.CounterTab() }
      let second = Store(initialState: Sharing.CounterTab.State()) { Sharing.CounterTab() }
      first.send(.incrementButtonTapped)
      #expect(second.stats.count == 1)

      let list = Store(initialState: Sharing.SyncUpsList.State()) { Sharing.SyncUpsList() }
      list.state.$syncUps.withLock { $0.append(Sharing.SyncUp(id: 7)) }
      list.send(.syncUpTapped(id: 7))
      list.send(.detail(.titleChanged("Planning")))
      #expect(list.syncUps[id: 7]?.title == "Planning")
    }
  }
}
