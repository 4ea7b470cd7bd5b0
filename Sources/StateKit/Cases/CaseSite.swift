/// One use of an enum case's embedding function (`Action.counter`, `State.detail`), in the user's code:
/// what finds the payload of a value of that case, knowing only the embedding function.
///
/// Swift has no way to pull a case's payload out of an enum value without a `switch` written for that
/// case. An embedding function only goes the other way, but it is enough: the first time a value of a
/// case whose payload has the function's parameter type shows up, StateKit reads that payload with
/// `Mirror`, embeds it again and compares the cases, and from then on knows the case's tag. After that, a
/// value of another case costs a comparison of tags, and a value of this case a copy of its payload, read
/// in place through the enum's value witnesses (through `Mirror` for an `indirect` case).
///
/// What is learned is kept by call site (`fileID`, `line`, `column`) and types, in ``CaseSites``, for the
/// life of the process: reducers are rebuilt for every action, so it cannot live in them. A function that
/// is not a case's embedding function is reported once, as a runtime warning that names the call site, and
/// then matches nothing.
///
/// Not generic, so that a closure capturing it needs no generic metadata: that alone would cost more
/// than reading a payload.
@usableFromInline
package struct CaseSite: Sendable {
  @usableFromInline let key: CaseSiteKey
  // NB: The file alone, and the location made when a warning names it: a `CodeLocation` kept here would
  // grow every `Scope` (two sites), which each level copies whole on every action.
  let fileID: StaticString

  /// The use of an embedding function from `Value` to `Root` at the given call site.
  @usableFromInline
  package init<Root, Value>(
    _: Root.Type,
    _: Value.Type,
    fileID: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.key = CaseSiteKey(fileID: fileID, line: line, column: column, root: Root.self, payload: Value.self)
    self.fileID = fileID
  }

  /// Where the site is written, as a warning names it.
  @usableFromInline
  var location: CodeLocation { CodeLocation(fileID: fileID, line: key.line) }

  /// The payload of `root`, if it is of the case `embed` builds.
  // NB: Inlined, so that the payload of a learned case is read in code specialized for both types: the
  // value's tag read where it is and its payload loaded as a `Value`, where generic code would copy both
  // through their value witnesses. A case read
  // through `Mirror`, and learning, happen in `readPayload(of:embed:)`.
  @inlinable
  package func extract<Root, Value>(from root: Root, embed: (Value) -> Root) -> Value? {
    guard let learned = CaseSites.learnedCase(of: key), learned.read != .mirror else {
      return readPayload(of: root, embed: embed)
    }
    let tag = learned.tag
    let matches = withUnsafePointer(to: root) { Self.tag(of: UnsafeRawPointer($0), in: Root.self) == tag }
    guard matches else { return nil }
    if learned.read == .direct {
      // NB: As `payload(of:read:tag:layout:)` reads `.direct`: the case keeps a `Value` at the start of
      // the enum's memory, at the enum's alignment, and projecting would change none of its bytes.
      return withUnsafePointer(to: root) { UnsafeRawPointer($0).load(as: Value.self) }
    }
    let isBoxed = learned.read == .boxed
    var copy = root
    return withUnsafeMutablePointer(to: &copy) { pointer in
      // NB: As `payload(of:read:tag:layout:)` reads `.projected` and `.boxed`: the copy is whole again,
      // its tag injected back, before it is destroyed.
      let raw = UnsafeMutableRawPointer(pointer)
      Self.projectPayload(raw, in: Root.self)
      defer { Self.injectTag(tag, into: raw, in: Root.self) }
      guard isBoxed else { return raw.load(as: Value.self) }
      return Self.boxedPayload(in: raw.load(as: UnsafeRawPointer.self), as: Value.self).load(as: Value.self)
    }
  }

  /// The case of the enum value at `value`, of type `type`, which is an enum's.
  @usableFromInline
  static func tag(of value: UnsafeRawPointer, in type: Any.Type) -> UInt32 {
    EnumCaseLayout(knownEnum: type).tag(of: value)
  }

  /// Turns the value of the enum `type` at `value` into its payload, in place (see
  /// ``EnumCaseLayout/projectPayload(_:)``).
  @usableFromInline
  static func projectPayload(_ value: UnsafeMutableRawPointer, in type: Any.Type) {
    EnumCaseLayout(knownEnum: type).projectPayload(value)
  }

  /// Turns a payload in place at `value` back into the value of the enum `type` of the case `tag`.
  @usableFromInline
  static func injectTag(_ tag: UInt32, into value: UnsafeMutableRawPointer, in type: Any.Type) {
    EnumCaseLayout(knownEnum: type).injectTag(tag, into: value)
  }

  /// The payload of `root`, if it is of the case `embed` builds, however the site reads it; learning the
  /// case, the first times.
  @usableFromInline
  func readPayload<Root, Value>(of root: Root, embed: (Value) -> Root) -> Value? {
    switch CaseSites.resolution(of: key) {
    case .resolved(let tag, let read)?:
      let layout = EnumCaseLayout(knownEnum: Root.self)
      guard layout.tag(of: root) == tag else { return nil }
      return Self.payload(of: root, read: read, tag: tag, layout: layout) as Value?
    case .invalid?:
      return nil
    case .learning(let tags)?:
      return learn(from: root, among: tags, embed: embed)
    case nil:
      start(Root.self, Value.self)
      return readPayload(of: root, embed: embed)
    }
  }

  /// The payload of `root`, of the case `tag`, read as `read` says.
  private static func payload<Root, Value>(
    of root: Root,
    read: PayloadRead,
    tag: UInt32,
    layout: EnumCaseLayout
  ) -> Value? {
    switch read {
    case .direct:
      // NB: The case keeps a `Value` (or a tuple of the same elements) at the start of the enum's memory,
      // and projecting would change none of its bytes: it is copied from there as it is.
      return withUnsafePointer(to: root) { UnsafeRawPointer($0).load(as: Value.self) }
    case .projected:
      // NB: As above, once the tag bits are cleared from a copy of `root`.
      return readProjected(root, tag: tag, layout: layout) { $0.load(as: Value.self) }
    case .boxed:
      // NB: The projected copy holds the box, whose address is the payload once the tag bits are cleared;
      // the payload is copied out of the box.
      return readProjected(root, tag: tag, layout: layout) {
        boxedPayload(in: $0.load(as: UnsafeRawPointer.self), as: Value.self).load(as: Value.self)
      }
    case .mirror:
      return Mirror(reflecting: root).children.first.flatMap { Self.payload($0.value, as: Value.self) }
    }
  }

  /// What `read` finds in a copy of `root`, a value of the case `tag`, once its tag bits are cleared.
  ///
  /// The tag is injected back after `read` has run, so that the copy is whole again when it is destroyed.
  // NB: `read` returns a `Result`, not a `Result?`: in generic code, an optional as a generic argument
  // costs a metadata lookup per call.
  static func readProjected<Root, Result>(
    _ root: Root,
    tag: UInt32,
    layout: EnumCaseLayout,
    _ read: (UnsafeMutableRawPointer) -> Result
  ) -> Result {
    var copy = root
    return withUnsafeMutablePointer(to: &copy) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      layout.projectPayload(raw)
      defer { layout.injectTag(tag, into: raw) }
      return read(raw)
    }
  }

  /// Where a heap box of an `indirect` case keeps its `Value`: after the heap object's header (its
  /// metadata and its reference counts, a word each), at `Value`'s alignment.
  @inlinable
  static func boxedPayload<Value>(in box: UnsafeRawPointer, as _: Value.Type) -> UnsafeRawPointer {
    let header = 2 * MemoryLayout<UnsafeRawPointer>.size
    let alignment = MemoryLayout<Value>.alignment
    return box + (header + alignment - 1) / alignment * alignment
  }

  /// Runs `body` on the payload of `root` in place, if `root` is of the case `embed` builds, and returns
  /// its result.
  // NB: Inlined for the reason `extract(from:embed:)` is: the payload is changed in code specialized for
  // the types and for `body`.
  @inlinable
  package func modify<Root, Value, Result>(
    _ root: inout Root,
    embed: (Value) -> Root,
    _ body: (inout Value) -> Result
  ) -> Result? {
    // NB: A boxed payload is not changed in place: the box may be shared by copies of the value.
    guard let learned = CaseSites.learnedCase(of: key), learned.read == .direct || learned.read == .projected
    else { return modifyCopy(&root, embed: embed, body) }
    let tag = learned.tag
    let matches = withUnsafePointer(to: root) { Self.tag(of: UnsafeRawPointer($0), in: Root.self) == tag }
    guard matches else { return nil }
    // NB: A closure that does not return an optional: in generic code, an optional as a generic argument
    // costs a metadata lookup per call.
    let result = withUnsafeMutablePointer(to: &root) { pointer -> Result in
      let raw = UnsafeMutableRawPointer(pointer)
      // NB: The payload is changed where it is, between projecting the value and injecting its tag back:
      // nothing reads `root` as a `Root` meanwhile, since `pointer` is the only access to it, and the
      // memory is bound to `Value` meanwhile.
      Self.projectPayload(raw, in: Root.self)
      let payload = raw.bindMemory(to: Value.self, capacity: 1)
      defer {
        Self.injectTag(tag, into: raw, in: Root.self)
        raw.bindMemory(to: Root.self, capacity: 1)
      }
      return body(&payload.pointee)
    }
    return result
  }

  /// Runs `body` on a copy of the payload of `root`, if `root` is of the case `embed` builds, then embeds
  /// the payload again: for a payload not read in place.
  @usableFromInline
  func modifyCopy<Root, Value, Result>(
    _ root: inout Root,
    embed: (Value) -> Root,
    _ body: (inout Value) -> Result
  ) -> Result? {
    guard var payload = extract(from: root, embed: embed) else { return nil }
    defer { root = embed(payload) }
    return body(&payload)
  }

  /// Whether this site has learned its case and reads its payloads in place, rather than from a box (an
  /// `indirect` case), through `Mirror`, or not at all (not learned yet, or not a case): for tests.
  package var readsInPlace: Bool {
    switch CaseSites.resolution(of: key) {
    case .resolved(_, .direct)?, .resolved(_, .projected)?: true
    default: false
    }
  }

  /// Whether this site has learned its case, an `indirect` one, and reads its payloads from their heap
  /// boxes, rather than through `Mirror`: for tests.
  package var readsFromBox: Bool {
    if case .resolved(_, .boxed)? = CaseSites.resolution(of: key) { true } else { false }
  }

  /// The name of the case `embed` builds, when known: before a value of it was seen, only the cases'
  /// payload types tell which it is.
  package func caseName<Root, Value>(_: Root.Type, _: Value.Type) -> String? {
    guard let cases = EnumCases.of(Root.self) else { return nil }
    switch CaseSites.resolution(of: key) ?? start(Root.self, Value.self) {
    case .resolved(let tag, _):
      return cases.name(ofTag: tag)
    case .learning(let tags?):
      let names = tags.compactMap(cases.name(ofTag:))
      return names.isEmpty || names.count != tags.count ? nil : names.joined(separator: " or ")
    case .learning(nil), .invalid:
      return nil
    }
  }
}
