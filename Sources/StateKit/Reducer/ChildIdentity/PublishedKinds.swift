#if canImport(Synchronization)
  import Synchronization

  /// The identity kinds learned so far (see ``IdentityKinds``), readable without a lock: `ifLet` asks on
  /// every action, and a lock taken and released costs two atomic read-modify-writes each time, for an
  /// answer that never changes once known.
  ///
  /// A fixed table, filled from the start and never changed after: a kind is written to the next free
  /// slot, then the count is raised with a releasing store, so a reader that loads the count with an
  /// acquiring load sees every slot below it written. Writers are serialized by ``IdentityKinds``' lock.
  /// A process learns a kind per child state type; one with more than ``capacity`` keeps the rest in
  /// ``IdentityKinds``' locked list only.
  // NB: `@unchecked Sendable` because of `slots`, a pointer, which is safe to share by the protocol above:
  // a slot is written once, before the releasing store that makes it visible, only under the lock of
  // `IdentityKinds` (one writer at a time), and read only below a count loaded with an acquiring load.
  // The table lives for the process and is never freed.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  final class PublishedKinds: @unchecked Sendable {
    /// The table of the process.
    static let shared = PublishedKinds()

    /// How many kinds the table holds at most.
    static let capacity = 128

    /// One learned kind.
    private struct Slot {
      let type: ObjectIdentifier
      let kind: IdentityKinds.Kind
    }

    private let count = Atomic<Int>(0)
    private let slots = UnsafeMutablePointer<Slot>.allocate(capacity: PublishedKinds.capacity)

    private init() {}

    /// The kind of `type`'s identity, if it was published; `nil` also when it is not, but the table is
    /// full (see ``isFull``).
    func kind(of type: ObjectIdentifier) -> IdentityKinds.Kind? {
      let count = count.load(ordering: .acquiring)
      for index in 0..<count where slots[index].type == type {
        return slots[index].kind
      }
      return nil
    }

    /// Whether the table is full: a kind it does not hold may still be known.
    var isFull: Bool {
      count.load(ordering: .acquiring) == Self.capacity
    }

    /// Publishes the kind of `type`, if there is room. Called only under ``IdentityKinds``' lock, once per
    /// type.
    func publish(_ kind: IdentityKinds.Kind, of type: ObjectIdentifier) {
      let count = count.load(ordering: .relaxed)
      guard count < Self.capacity else { return }
      (slots + count).initialize(to: Slot(type: type, kind: kind))
      self.count.store(count + 1, ordering: .releasing)
    }
  }
#endif
