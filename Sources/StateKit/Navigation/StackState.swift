/// The screens of a navigation stack, bottom to top, each with a ``StackElementID`` the stack generates.
///
/// Keep it in the parent's state and run it with
/// ``Reducer/forEach(_:action:fileID:line:column:destination:)``:
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Detail.State>()
/// }
///
/// state.path.append(Detail.State(photo: photo))  // pushes; the first element gets id 0
/// state.path.popLast()
/// ```
///
/// Each element is one feature instance, named by its id: its effects, and a store scoped to it, belong to
/// it, and popping it cancels them. A collection of the elements, bottom to top; ``ids`` lists their ids
/// in the same order. Two stacks are equal when their elements and their ids are.
public struct StackState<Element> {
  /// One element with its id.
  @usableFromInline
  struct Entry {
    @usableFromInline let id: StackElementID
    @usableFromInline var element: Element

    @inlinable
    init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }
  }

  // NB: An identified array, so that a store scoped to one element is told about its element only, by
  // the same element watchers as a list row. Inlinable, with the methods below: a stack's `forEach` runs
  // for every action of a feature with a navigation stack, and run by the library's generic copy, each
  // access looked up generic metadata.
  @usableFromInline var entries: IdentifiedArray<StackElementID, Entry>
  /// The id the next pushed element gets.
  @usableFromInline var nextID = 0

  /// An empty stack.
  @inlinable
  public init() {
    entries = IdentifiedArray(id: \Entry.id)
  }

  /// A stack of `elements`, bottom to top, with ids 0, 1, 2, …
  @inlinable
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// The ids of the elements, bottom to top.
  @inlinable
  public var ids: [StackElementID] { entries.ids }

  /// The element with the given id, or `nil`. Setting `nil` pops nothing else: it removes that element
  /// only (use ``pop(from:)`` to pop it and the ones above); setting a value for an id not in the stack
  /// pushes it with that id.
  @inlinable
  public subscript(id id: StackElementID) -> Element? {
    get { entries[id: id]?.element }
    set {
      guard let newValue else {
        entries.remove(id: id)
        return
      }
      if let index = entries.index(id: id) {
        entries[index].element = newValue
      } else {
        push(newValue, id: id)
      }
    }
  }

  /// Pushes `element` on top of the stack, with the next id.
  @inlinable
  public mutating func append(_ element: Element) {
    push(element, id: StackElementID(rawValue: nextID))
  }

  /// Pops the top element and returns it, or returns `nil` if the stack is empty.
  @inlinable
  @discardableResult
  public mutating func popLast() -> Element? {
    guard !entries.isEmpty else { return nil }
    return entries.remove(at: entries.count - 1).element
  }

  /// Pops the element with the given id and every element above it; does nothing if no element has it.
  @inlinable
  public mutating func pop(from id: StackElementID) {
    guard let index = entries.index(id: id) else { return }
    while entries.count > index {
      entries.remove(at: entries.count - 1)
    }
  }

  /// Pushes `element` with `id`, and moves the counter past `id`, as ``append(_:)`` would have.
  @inlinable
  mutating func push(_ element: Element, id: StackElementID) {
    entries.append(Entry(id: id, element: element))
    nextID = Swift.max(nextID, id.rawValue + 1)
  }

  /// Runs `body` on the element with the given id, in place, if there is one.
  mutating func modifyElement(id: StackElementID, _ body: (inout Element) -> Void) {
    guard let index = entries.index(id: id) else { return }
    body(&entries[index].element)
  }
}

extension StackState: RandomAccessCollection {
  /// The position of the bottom element: 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position after the top element: the number of elements.
  @inlinable
  public var endIndex: Int { entries.count }

  /// The element at `position`, counted from the bottom.
  @inlinable
  public subscript(position: Int) -> Element {
    entries[position].element
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the given elements, bottom to top, with ids 0, 1, 2, …
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Whether both stacks have the same elements with the same ids, in the same order.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.ids == rhs.entries.ids
      && lhs.entries.elements.map(\.element) == rhs.entries.elements.map(\.element)
  }
}

extension StackState: CustomReflectable {
  /// The elements by id, as test failures and `printChanges` show them: `[#0: …, #1: …]`.
  public var customMirror: Mirror {
    Mirror(
      self, children: entries.map { (label: nil, value: ($0.id, $0.element) as Any) },
      displayStyle: .dictionary)
  }
}

extension StackState: Sendable where Element: Sendable {}
extension StackState.Entry: Sendable where Element: Sendable {}
