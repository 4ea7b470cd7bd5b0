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
}
