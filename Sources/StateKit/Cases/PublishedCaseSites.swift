#if canImport(Synchronization)
  import Synchronization

  /// The call sites whose resolution is final (see ``CaseSites``), readable without a lock: a `Scope`,
  /// `ifLet` or `forEach` given a case alone asks on every action, at every level, and a lock taken and
  /// released costs two atomic read-modify-writes each time, for an answer that never changes once it is
  /// resolved or invalid.
  ///
  /// An open-addressing table of fixed size whose slots are filled once and never changed after: a slot
  /// is written, then marked filled with a releasing store, so a reader that finds the mark with an
  /// acquiring load sees the slot written. A reader probes from the key's slot to the first slot not
  /// marked. Writers are serialized by ``CaseSites``' lock. A site still learning its case is not here;
  /// nor, once half the slots are filled, any site resolved after: both stay in ``CaseSites``' locked
  /// table only.
  // NB: `@unchecked Sendable` because of `slots` and `count`, which are safe to share by the protocol
  // above: a slot is written once, before the releasing store that marks it, only under the lock of
  // `CaseSites` (one writer at a time), and read only after an acquiring load found it marked; `count`
  // is read and written only under that lock. The table lives for the process and is never freed.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  final class PublishedCaseSites: @unchecked Sendable {
    /// The table of the process.
    static let shared = PublishedCaseSites()

    /// How many slots the table has, a power of two: it publishes half as many sites.
    static let slotCount = 512

    /// One site's final resolution, and the case it learned, if any, ready to return.
    private struct Slot {
      let key: CaseSiteKey
      let resolution: CaseResolution
      let learnedCase: LearnedCase?
    }

    private let filled = UnsafeMutablePointer<Atomic<Bool>>.allocate(capacity: PublishedCaseSites.slotCount)
    private let slots = UnsafeMutablePointer<Slot>.allocate(capacity: PublishedCaseSites.slotCount)
    /// How many slots are filled: read and written under ``CaseSites``' lock only.
    private var count = 0

    private init() {
      for index in 0..<Self.slotCount {
        (filled + index).initialize(to: Atomic(false))
      }
    }

    /// The final resolution of `key` and the case it learned, if it was published.
    func published(_ key: CaseSiteKey) -> CaseSites.Published? {
      slot(of: key).map { (slots[$0].resolution, slots[$0].learnedCase) }
    }

    /// The slot that holds `key`, if it was published.
    private func slot(of key: CaseSiteKey) -> Int? {
      var index = key.slot(among: Self.slotCount)
      while filled[index].load(ordering: .acquiring) {
        if slots[index].key == key { return index }
        index = (index + 1) & (Self.slotCount - 1)
      }
      return nil
    }

    /// Publishes `resolution`, which is final, for `key`, if there is room. Called only under
    /// ``CaseSites``' lock.
    func publish(_ resolution: CaseResolution, for key: CaseSiteKey) {
      guard count < Self.slotCount / 2 else { return }
      var index = key.slot(among: Self.slotCount)
      while filled[index].load(ordering: .relaxed) {
        if slots[index].key == key { return }
        index = (index + 1) & (Self.slotCount - 1)
      }
      (slots + index).initialize(
        to: Slot(key: key, resolution: resolution, learnedCase: LearnedCase(resolution)))
      filled[index].store(true, ordering: .releasing)
      count += 1
    }
  }
#endif
