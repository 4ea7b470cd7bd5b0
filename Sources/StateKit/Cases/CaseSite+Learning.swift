extension CaseSite {
  /// Records what the enum's cases say about this site, the first time it is used: the cases whose
  /// payload could be a `Value`, or that no case could be one.
  @discardableResult
  func start<Root, Value>(_: Root.Type, _: Value.Type) -> CaseResolution {
    guard let cases = EnumCases.of(Root.self) else {
      return invalidate(Root.self, Value.self, because: "\(dumpTypeName(Root.self)) is not an enum")
    }
    let tags = cases.tags(carrying: Value.self)
    if tags?.isEmpty == true {
      return invalidate(Root.self, Value.self, because: Self.noCase(Root.self, Value.self))
    }
    return CaseSites.record(.learning(tags: tags), for: key).resolution
  }

  /// The payload of `root` if it is of the case `embed` builds, learning which case that is when `root`
  /// is of one of `tags` (of any case if `nil`), and how to read its payload.
  func learn<Root, Value>(from root: Root, among tags: [UInt32]?, embed: (Value) -> Root) -> Value? {
    guard let cases = EnumCases.of(Root.self) else { return nil }
    let tag = cases.layout.tag(of: root)
    guard tags?.contains(tag) ?? true else { return nil }
    guard let (_, payload) = Self.mirrorPayload(of: root, as: Value.self) else {
      forget(tag, among: tags, Root.self, Value.self)
      return nil
    }
    let embedded = embed(payload)
    let embeddedTag = cases.layout.tag(of: embedded)
    // NB: A case's embedding function keeps the payload as given, in a case with a payload of that type:
    // `root`'s case if it builds that one, or another, and then `root` is not of it.
    guard let (embeddedLabel, again) = Self.mirrorPayload(of: embedded, as: Value.self),
      Self.isSame(again, payload)
    else {
      let given = embeddedTag == tag ? "\(dump(root))'s payload" : dump(payload)
      invalidate(Root.self, Value.self, because: "it turned \(given) into \(dump(embedded))")
      return nil
    }
    resolve(embeddedTag, named: embeddedLabel, in: cases, from: embedded, holding: again)
    return embeddedTag == tag ? payload : nil
  }

  /// Whether `value` is `other`: by their bytes, which are the same for a payload handed through
  /// unchanged (the same references, the same storage); otherwise by `==` when they are `Equatable`,
  /// which is cheap for a copy (an array compares its storage first), and otherwise, or when `==` says
  /// no (a `Double.nan`), by their dumps, to a depth that keeps a large state from costing its whole
  /// dump.
  private static func isSame<Value>(_ value: Value, _ other: Value) -> Bool {
    // NB: The bytes first: equal bytes are the same value, and they decide nearly every site without
    // asking the runtime whether `Value` is `Equatable` (a search of every conformance in the process,
    // once per type) or dumping the payload, which grows with the payload's size and nesting. Bytes that
    // differ prove nothing (a copy need not copy padding).
    let sameBytes = withUnsafeBytes(of: value) { bytes in
      withUnsafeBytes(of: other) { otherBytes in bytes.elementsEqual(otherBytes) }
    }
    if sameBytes { return true }
    func isEqual<E: Equatable>(_ value: E) -> Bool { (other as? E) == value }
    if let value = value as? any Equatable, isEqual(value) { return true }
    return dump(value, maxDepth: 8) == dump(other, maxDepth: 8)
  }

  /// The case name and payload of `root` as `Mirror` reads them, if the payload's type is `Value` (up to
  /// tuple labels).
  private static func mirrorPayload<Root, Value>(
    of root: Root,
    as _: Value.Type
  ) -> (label: String, payload: Value)? {
    guard let child = Mirror(reflecting: root).children.first, let label = child.label else { return nil }
    // NB: `Mirror` hands the payload over in an `Any` of the case's payload type, not of the payload's
    // dynamic type: opening it tells a case of `any Error` from one of a concrete error, and a case of a
    // class from one of its subclass, where a cast would not.
    func staticType<T>(_: T) -> Any.Type { T.self }
    let payloadType = _openExistential(child.value, do: staticType)
    guard EnumCases.isPayload(payloadType, of: Value.self) else { return nil }
    return payload(child.value, as: Value.self).map { (label, $0) }
  }

  /// A payload `Mirror` handed over, as a `Value`.
  static func payload<Value>(_ payload: Any, as _: Value.Type) -> Value? {
    // NB: A single labeled value, `case set(value: Int)`, is a one-element tuple that does not cast to its
    // element: its element is its mirror's only child.
    if let value = payload as? Value { return value }
    let tuple = Mirror(reflecting: payload)
    guard tuple.displayStyle == .tuple, tuple.children.count == 1 else { return nil }
    return tuple.children.first?.value as? Value
  }

  /// Records that the function builds the case `tag`, which `Mirror` calls `name`, and how to read its
  /// payload, found on `value`, a value of that case.
  private func resolve<Root, Value>(
    _ tag: UInt32,
    named name: String,
    in cases: EnumCases,
    from value: Root,
    holding payload: Value
  ) {
    // NB: Not through `Mirror` only when the records name the case as `Mirror` does: a record read wrong
    // would not.
    guard cases.name(ofTag: tag) == name else {
      CaseSites.record(.resolved(tag: tag, read: .mirror), for: key)
      return
    }
    if cases.storesInBox(tag: tag) {
      let boxed = Self.boxHolds(payload, for: value, in: cases.layout)
      CaseSites.record(.resolved(tag: tag, read: boxed ? .boxed : .mirror), for: key)
      return
    }
    guard cases.storesInPlace(tag: tag), MemoryLayout<Value>.size <= MemoryLayout<Root>.size else {
      CaseSites.record(.resolved(tag: tag, read: .mirror), for: key)
      return
    }
    let direct = Self.projectionKeepsPayload(of: value, as: Value.self, in: cases.layout)
    CaseSites.record(.resolved(tag: tag, read: direct ? .direct : .projected), for: key)
  }

  /// Whether the box that `value`, of an `indirect` case, keeps its payload in holds the bytes of
  /// `payload`, as `Mirror` read it, where ``CaseSite/boxedPayload(in:as:)`` says.
  private static func boxHolds<Root, Value>(
    _ payload: Value,
    for value: Root,
    in layout: EnumCaseLayout
  ) -> Bool {
    guard MemoryLayout<Root>.size >= MemoryLayout<UnsafeRawPointer>.size else { return false }
    // NB: The box's bytes are compared, not loaded as a `Value`: nothing is read as a value before the box
    // is known to hold one there. (Padding bytes may differ; the case is then read through `Mirror`.)
    return CaseSite.readProjected(value, tag: layout.tag(of: value), layout: layout) { raw in
      let stored = CaseSite.boxedPayload(in: raw.load(as: UnsafeRawPointer.self), as: Value.self)
      return withUnsafeBytes(of: payload) { expected in
        expected.elementsEqual(UnsafeRawBufferPointer(start: stored, count: MemoryLayout<Value>.size))
      }
    }
  }

  /// Whether projecting `value` leaves the bytes of its payload as they are.
  ///
  /// Projecting a value clears the bits that hold its case's tag among its payload's, if any: bits fixed by
  /// the case alone, so one value tells for all values of its case.
  private static func projectionKeepsPayload<Root, Value>(
    of value: Root,
    as _: Value.Type,
    in layout: EnumCaseLayout
  ) -> Bool {
    var copy = value
    return withUnsafeMutablePointer(to: &copy) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      // NB: Reads bytes of a copy this function owns, which is whole again (its tag injected back) before
      // it is destroyed; the payload, at the start of the value, is `MemoryLayout<Value>.size` bytes.
      let before = (0..<MemoryLayout<Value>.size).map { raw.load(fromByteOffset: $0, as: UInt8.self) }
      let tag = layout.tag(of: UnsafeRawPointer(raw))
      layout.projectPayload(raw)
      let after = (0..<MemoryLayout<Value>.size).map { raw.load(fromByteOffset: $0, as: UInt8.self) }
      layout.injectTag(tag, into: raw)
      return before == after
    }
  }

  /// Removes `tag` from the cases the function could build; when none is left, it builds none.
  private func forget<Root, Value>(_ tag: UInt32, among tags: [UInt32]?, _: Root.Type, _: Value.Type) {
    guard let tags else { return }
    let remaining = tags.filter { $0 != tag }
    if remaining.isEmpty {
      invalidate(Root.self, Value.self, because: Self.noCase(Root.self, Value.self))
    } else {
      CaseSites.record(.learning(tags: remaining), for: key)
    }
  }

  private static func noCase<Root, Value>(_: Root.Type, _: Value.Type) -> String {
    "no case of \(dumpTypeName(Root.self)) has a payload of type \(dumpTypeName(Value.self))"
  }

  /// Records that the function is not a case's embedding function, and reports why, once per site.
  @discardableResult
  private func invalidate<Root, Value>(
    _: Root.Type,
    _: Value.Type,
    because reason: String
  ) -> CaseResolution {
    let (resolution, isNew) = CaseSites.record(.invalid, for: key)
    if isNew {
      RuntimeWarning.report(
        """
        The function given at \(location) is not a case of \(dumpTypeName(Root.self)) with a payload of \
        type \(dumpTypeName(Value.self)): \(reason). Pass the case itself, such as \
        `\(dumpTypeName(Root.self)).someCase`, or find the payload with `extract:`; meanwhile nothing \
        matches it.
        """
      )
    }
    return resolution
  }
}
