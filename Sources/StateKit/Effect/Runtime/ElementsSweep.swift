/// The watched child instances that live in the elements of one collection (a `forEach`'s identified
/// array, a stack), reached from the root's state by the same steps: the group the root store checks in
/// one pass after an action.
///
/// The store reduces one route to the collection for the whole group (``_ChildRoute/init(sweeping:)``);
/// the reducer that owns the collection shows it to the sweep (``visit(_:at:)``), which compares it with
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
  }

  /// The steps from the root's state to the collection, the last one without an element.
  let steps: [RouteStep]
  /// The members, by their element's step.
  private(set) var members: [ChildEffectsID: Member] = [:]
  /// The collection as the last sweep that reached it saw it; `nil` before the first, or after one that
  /// did not reach it (then every member is looked at).
  private var mark: IdentifiedArrayChangeMark?
  /// What the current sweep found: the elements it looked at, with members, and whether each is there.
  private(set) var looked: [ChildEffectsID: Presence] = [:]
  /// Whether the current sweep reached the collection.
  private(set) var reached = false

  init(steps: [RouteStep]) {
    self.steps = steps
  }

  var isEmpty: Bool { members.isEmpty }

  func insert(_ namespace: EffectNamespace, in element: ChildEffectsID, isOwn: Bool) {
    if isOwn {
      members[element, default: Member()].own.insert(namespace)
    } else {
      members[element, default: Member()].below.insert(namespace)
    }
  }

  func remove(_ namespace: EffectNamespace, in element: ChildEffectsID) {
    guard var member = members[element] else { return }
    member.own.remove(namespace)
    member.below.remove(namespace)
    members[element] = member.isEmpty ? nil : member
  }

  /// Starts a sweep: nothing looked at, the collection not reached.
  func begin() {
    looked = [:]
    reached = false
  }

  /// Ends a sweep: one that did not reach the collection forgets the mark.
  func end() {
    if !reached { mark = nil }
  }

  /// Looks at `elements`, the collection at `path`: at the members in the elements that changed since
  /// the last sweep that reached it (in every member's, without a mark to compare with).
  func visit<ID: Hashable & Sendable, Element>(
    _ elements: borrowing IdentifiedArray<ID, Element>,
    at path: AnyKeyPath
  ) {
    reached = true
    var changes = IdentifiedArrayChanges<ID>.unknown
    if let mark { changes = elements.changes(since: mark) }
    mark = elements.changeMark
    switch changes {
    case .unchanged:
      return
    case .changed(let ids):
      for id in ids {
        let element = ChildEffectsID(path: path, element: id)
        guard members[element] != nil else { continue }
        looked[element] = elements.index(id: id) == nil ? .absent : .present
      }
    case .unknown:
      for element in members.keys {
        guard let id = element.element(as: ID.self) else {
          looked[element] = .unknown
          continue
        }
        looked[element] = elements.index(id: id) == nil ? .absent : .present
      }
    }
  }
}
