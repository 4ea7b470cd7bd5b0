/// The watched child instances that live in the elements of one collection (a `forEach`'s identified
/// array, a stack), reached from the root's state by the same steps: the group the root store checks in
/// one pass after an action.
///
/// The store reduces one route to the collection for the whole group (``_ChildRoute/init(sweeping:)``);
/// the reducer that owns the collection shows it to the sweep (``visit(_:)``), which compares it with
/// the mark it took the last time through the collection's change log. Only the members in elements that
/// changed since are looked at: an element the log does not name holds, unchanged, the instances that
/// were there at the last check.
final class ElementsSweep {
  /// Whether an element a sweep looked at is in the collection.
  enum Presence {
    case present, absent
    /// The element's id is not of the collection's type: its routes say.
    case unknown
  }

  /// The watched instances of one element: the element's own, and those below it.
  struct Member {
    var own: Set<EffectNamespace> = []
    var below: Set<EffectNamespace> = []

    var isEmpty: Bool { own.isEmpty && below.isEmpty }
    /// Every instance of the element: its own and those below it.
    var all: Set<EffectNamespace> { own.union(below) }
  }

  /// The steps from the root's state to the collection, the last one without an element.
  let steps: [RouteStep]
  /// The members, by their element's id.
  private(set) var members: [AnyHashable: Member] = [:]
  /// The collection as the last sweep that reached it saw it; `nil` before the first, or after one that
  /// did not reach it (then every member is looked at).
  private var mark: IdentifiedArrayChangeMark?
  /// What the current sweep found: the elements it looked at, with members, and whether each is there
  /// (an element may appear more than once).
  private(set) var looked: [(member: Member, presence: Presence)] = []
  /// Whether the current sweep reached the collection.
  private(set) var reached = false

  init(steps: [RouteStep]) {
    self.steps = steps
  }

  var isEmpty: Bool { members.isEmpty }

  func insert(_ namespace: EffectNamespace, in element: AnyHashable, isOwn: Bool) {
    if isOwn {
      members[element, default: Member()].own.insert(namespace)
    } else {
      members[element, default: Member()].below.insert(namespace)
    }
  }

  func remove(_ namespace: EffectNamespace, in element: AnyHashable) {
    guard var member = members[element] else { return }
    member.own.remove(namespace)
    member.below.remove(namespace)
    members[element] = member.isEmpty ? nil : member
  }

  /// Starts a sweep: nothing looked at, the collection not reached.
  func begin() {
    looked.removeAll(keepingCapacity: true)
    reached = false
  }

  /// Ends a sweep: one that did not reach the collection forgets the mark.
  func end() {
    if !reached { mark = nil }
  }

  /// Looks at `elements`, the collection: at the members in the elements that changed since the last
  /// sweep that reached it (in every member's, without a mark to compare with).
  func visit<ID: Hashable & Sendable, Element>(_ elements: IdentifiedArray<ID, Element>) {
    reached = true
    let previous = mark
    elements.advance(&mark)
    if !elements.forEachChange(since: previous, { id, _ in look(at: id, of: elements) }) {
      lookAtEveryMember(of: elements)
    }
  }

  private func look<ID: Hashable & Sendable, Element>(
    at id: ID,
    of elements: borrowing IdentifiedArray<ID, Element>
  ) {
    guard let member = members[AnyHashable(id)] else { return }
    looked.append((member, elements.index(id: id) == nil ? .absent : .present))
  }

  private func lookAtEveryMember<ID: Hashable & Sendable, Element>(
    of elements: borrowing IdentifiedArray<ID, Element>
  ) {
    for (element, member) in members {
      guard let id = element.base as? ID else {
        looked.append((member, .unknown))
        continue
      }
      looked.append((member, elements.index(id: id) == nil ? .absent : .present))
    }
  }
}
