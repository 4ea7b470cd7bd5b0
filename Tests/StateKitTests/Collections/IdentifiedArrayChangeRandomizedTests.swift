import StateKit
import StateKitTesting
import Testing

private struct Row: Identifiable, Equatable {
  let id: Int
  var value: Int
}

/// The elements by id: what a mark's answer is checked against.
private typealias Snapshot = [Int: Int]

private func snapshot(_ array: IdentifiedArrayOf<Row>) -> Snapshot {
  Dictionary(uniqueKeysWithValues: array.map { ($0.id, $0.value) })
}

/// Applies one random mutation of any kind; returns whether the array can still answer a mark
/// taken just before it (it was not replaced, emptied or rebuilt).
private func mutate(_ array: inout IdentifiedArrayOf<Row>, using rng: inout SeededGenerator) -> Bool {
  let id = Int.random(in: 0..<12, using: &rng)
  let row = Row(id: id, value: Int.random(in: 0..<4, using: &rng))
  let count = array.count
  switch Int.random(in: 0..<19, using: &rng) {
  case 0: array.append(row)
  case 1: array.insert(row, at: Int.random(in: 0...count, using: &rng))
  case 2: array.remove(id: id)
  case 3 where count > 0: array.remove(at: Int.random(in: 0..<count, using: &rng))
  case 4: array[id: id] = nil
  case 5: array[id: id] = row
  case 6: array[id: id]?.value += 1
  case 7 where count > 0: array[Int.random(in: 0..<count, using: &rng)].value += 1
  case 8 where count > 0:
    let offset = Int.random(in: 0..<count, using: &rng)
    array[offset] = Row(id: array[offset].id, value: row.value)
  case 9: array.updateOrAppend(row)
  case 10: array.removeAll { $0.value == row.value }
  case 11 where count > 0:
    array.swapAt(Int.random(in: 0..<count, using: &rng), Int.random(in: 0..<count, using: &rng))
  case 12 where count > 0:
    let offsets = (0..<Int.random(in: 0...2, using: &rng)).map { _ in Int.random(in: 0..<count, using: &rng) }
    array.move(fromOffsets: offsets, toOffset: Int.random(in: 0...count, using: &rng))
  case 13: array.sort { $0.value < $1.value }
  case 14: array.reverse()
  case 15: array.append(contentsOf: [row, Row(id: (id + 1) % 12, value: 0)])
  case 16 where Int.random(in: 0..<4, using: &rng) == 0:
    array.removeAll()
    return false
  case 17 where Int.random(in: 0..<2, using: &rng) == 0:
    array = IdentifiedArray(uniqueElements: (0..<id).map { Row(id: $0, value: 0) })
    return false
  case 18 where Int.random(in: 0..<2, using: &rng) == 0:
    array = array.filter { $0.value != row.value }
    return false
  default: array[id: id]?.value -= 1
  }
  return true
}

/// Returns a failure message unless `changes` is a sound answer for a value that was `before`
/// when marked and is `after` now.
private func unsoundness(
  _ changes: IdentifiedArrayChanges<Int>, before: Snapshot, after: Snapshot
) -> String? {
  let differing = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
  switch changes {
  case .unknown:
    return nil
  case .unchanged:
    return differing.isEmpty ? nil : "answered .unchanged, but ids \(differing.sorted()) differ"
  case .changed(let ids):
    let missed = differing.subtracting(ids)
    return missed.isEmpty ? nil : "answered .changed(\(ids)), missing ids \(missed.sorted())"
  }
}

@Suite(.timeLimit(.minutes(5))) struct IdentifiedArrayChangeRandomizedTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func answersNeverMissAChangeAcrossRandomCopiesAndMarks(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    var precise = 0
    var unknown = 0
    // NB: How often the one-change answer was given, each time checked against `changes(since:)`.
    var onlyOne = 0
    for sequence in 0..<1_000 {
      var slots = [IdentifiedArrayOf<Row>](repeating: [], count: 3)
      var marks: [(mark: IdentifiedArrayChangeMark, snapshot: Snapshot)] = []
      for step in 0..<30 {
        let slot = Int.random(in: 0..<slots.count, using: &rng)
        let before = (mark: slots[slot].changeMark, snapshot: snapshot(slots[slot]))
        var tracked = true
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
          // A copy that shares storage with another slot.
          slots[slot] = slots[Int.random(in: 0..<slots.count, using: &rng)]
          tracked = false
        case 1:
          // The reducer pattern: copy, mutate the copy, assign it back.
          var copy = slots[slot]
          for _ in 0..<Int.random(in: 1...3, using: &rng) {
            tracked = mutate(&copy, using: &rng) && tracked
          }
          slots[slot] = copy
        case 2 where Int.random(in: 0..<3, using: &rng) == 0:
          // A burst of changes, about as long as the log, to overflow it.
          for _ in 0..<Int.random(in: 20...40, using: &rng) {
            _ = mutate(&slots[slot], using: &rng)
          }
          tracked = false
        case 3:
          marks.append((slots[slot].changeMark, snapshot(slots[slot])))
          if marks.count > 8 { marks.removeFirst() }
        default:
          tracked = mutate(&slots[slot], using: &rng)
        }

        let context = "seed \(seed), sequence \(sequence), step \(step), slot \(slot)"
        let changes = slots[slot].changes(since: before.mark)
        if tracked {
          // NB: One step is a handful of ids, far below the log's capacity.
          #expect(changes != .unknown, "a tracked step answered .unknown (\(context))")
        }
        for (index, value) in slots.enumerated() {
          let now = snapshot(value)
          for (offset, marked) in (marks + [before]).enumerated() {
            let answer = value.changes(since: marked.mark)
            if answer == .unknown { unknown += 1 } else { precise += 1 }
            if let (id, position) = value.onlyChange(since: marked.mark) {
              onlyOne += 1
              #expect(
                answer == .changed([id]),
                "onlyChange answered \(id) where changes(since:) answered \(answer) (\(context))")
              // NB: A position given is where the element is.
              #expect(
                position == -1 || value.ids[position] == id,
                "onlyChange placed \(id) at \(position), where the ids are \(value.ids) (\(context))")
            }
            let failure = unsoundness(answer, before: marked.snapshot, after: now)
            #expect(failure == nil, "\(failure ?? "") for mark \(offset) on slot \(index) (\(context))")
            guard failure == nil else { return }
          }
        }
      }
    }
    // NB: Most marks compared are of other slots or long ago, so many answers are `.unknown`;
    // the check is that tracking answers most of the rest rather than giving up.
    #expect(precise > unknown / 2, "answered \(precise) precisely, \(unknown) .unknown (seed \(seed))")
    #expect(onlyOne > 0, "never answered a single change by its id (seed \(seed))")
  }
}
