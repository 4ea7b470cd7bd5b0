import StateKit
import StateKitTesting
import Testing

private struct Item: Identifiable, Equatable {
  let id: Int
  var value: Int
}

/// The reference model: a plain array searched linearly.
private struct Model {
  var items: [Item] = []

  func index(id: Int) -> Int? { items.firstIndex { $0.id == id } }

  @discardableResult
  mutating func append(_ item: Item) -> (inserted: Bool, index: Int) {
    if let index = index(id: item.id) { return (false, index) }
    items.append(item)
    return (true, items.count - 1)
  }

  mutating func insert(_ item: Item, at offset: Int) -> (inserted: Bool, index: Int) {
    if let index = index(id: item.id) { return (false, index) }
    items.insert(item, at: offset)
    return (true, offset)
  }

  mutating func set(id: Int, to item: Item?) {
    switch (index(id: id), item) {
    case (let index?, let item?): items[index] = item
    case (let index?, nil): items.remove(at: index)
    case (nil, let item?): items.append(item)
    case (nil, nil): break
    }
  }

  /// Removes the moved items, then reinserts them where `destination` lands after the removal.
  mutating func move(fromOffsets offsets: Set<Int>, toOffset destination: Int) {
    let moved = offsets.sorted().map { items[$0] }
    for offset in offsets.sorted(by: >) { items.remove(at: offset) }
    items.insert(contentsOf: moved, at: destination - offsets.filter { $0 < destination }.count)
  }
}

@Suite(.timeLimit(.minutes(5))) struct IdentifiedArrayRandomizedTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomOperationsMatchPlainArrayModel(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    var array = IdentifiedArrayOf<Item>()
    var model = Model()
    let idRange = 0..<40

    for step in 0..<3_000 {
      let id = Int.random(in: idRange, using: &rng)
      let item = Item(id: id, value: Int.random(in: 0..<100, using: &rng))
      let count = model.items.count
      switch Int.random(in: 0..<15, using: &rng) {
      case 0:
        #expect(array.append(item) == model.append(item))
      case 1:
        let offset = Int.random(in: 0...count, using: &rng)
        #expect(array.insert(item, at: offset) == model.insert(item, at: offset))
      case 2:
        #expect(array.remove(id: id) == model.index(id: id).map { model.items.remove(at: $0) })
      case 3 where count > 0:
        let offset = Int.random(in: 0..<count, using: &rng)
        #expect(array.remove(at: offset) == model.items.remove(at: offset))
      case 4:
        array[id: id] = nil
        model.set(id: id, to: nil)
      case 5:
        array[id: id] = item
        model.set(id: id, to: item)
      case 6:
        array[id: id]?.value += 1
        model.index(id: id).map { model.items[$0].value += 1 }
      case 7:
        func clear(_ item: inout Item?) { item = nil }
        clear(&array[id: id])
        model.set(id: id, to: nil)
      case 8 where count > 0:
        let offset = Int.random(in: 0..<count, using: &rng)
        array[offset].value -= 1
        model.items[offset].value -= 1
      case 9 where count > 0:
        let offsets = Set(
          (0..<Int.random(in: 0...3, using: &rng)).map { _ in
            Int.random(in: 0..<count, using: &rng)
          })
        let destination = Int.random(in: 0...count, using: &rng)
        array.move(fromOffsets: offsets, toOffset: destination)
        model.move(fromOffsets: offsets, toOffset: destination)
      case 10 where count > 0:
        let i = Int.random(in: 0..<count, using: &rng)
        let j = Int.random(in: 0..<count, using: &rng)
        array.swapAt(i, j)
        model.items.swapAt(i, j)
      case 11 where step.isMultiple(of: 7):
        let divisor = Int.random(in: 2...5, using: &rng)
        array.removeAll { $0.value.isMultiple(of: divisor) }
        model.items.removeAll { $0.value.isMultiple(of: divisor) }
      case 12:
        array.sort { $0.value < $1.value }
        model.items = model.items.enumerated()
          .sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }
          .map(\.element)
      case 13:
        let replaced = model.index(id: id).map { model.items[$0] }
        #expect(array.updateOrAppend(item) == replaced)
        model.set(id: id, to: item)
      default:
        let other = Item(id: Int.random(in: idRange, using: &rng), value: 0)
        array.append(contentsOf: [item, other])
        model.append(item)
        model.append(other)
      }

      let matches =
        array.elements == model.items
        && array.ids == model.items.map(\.id)
        && idRange.allSatisfy { id in
          array.index(id: id) == model.index(id: id)
            && array[id: id] == model.index(id: id).map { model.items[$0] }
        }
      #expect(matches, "diverged from the model at step \(step) with seed \(seed)")
      guard matches else { return }
    }
  }
}
