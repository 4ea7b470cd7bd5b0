/// The cases of one enum type, read from the runtime once per type: what StateKit needs to find the case an
/// embedding function builds.
struct EnumCases: Sendable {
  /// The type's value witnesses and records.
  let layout: EnumCaseLayout
  /// The cases by tag, or `nil` if the runtime's records could not be read: then every case is learned
  /// from values, through `Mirror`.
  let cases: [EnumCaseLayout.Case]?

  /// The cases of `type`, or `nil` if it is not an enum.
  static func of(_ type: Any.Type) -> EnumCases? {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known }
    let computed = EnumCaseLayout(type).map { EnumCases(layout: $0, cases: $0.cases()) }
    cache.withLock { $0[key] = computed }
    return computed
  }

  // NB: Read on the first use of a call site only; every later action goes through that site's
  // resolution.
  private static let cache = LockedState<[ObjectIdentifier: EnumCases?]>([:])

  /// The name of the case `tag`, if known.
  func name(ofTag tag: UInt32) -> String? {
    cases.flatMap { Int(tag) < $0.count ? $0[Int(tag)].name : nil }
  }

  /// The tags of the cases whose payload could be a `payload`: every case with a payload whose type is
  /// `payload` (up to tuple labels) or could not be resolved.
  func tags(carrying payload: Any.Type) -> [UInt32]? {
    guard let cases else { return nil }
    return cases.indices.compactMap { index in
      let this = cases[index]
      guard this.hasPayload else { return nil }
      guard let type = this.payloadType else { return UInt32(index) }
      return Self.isPayload(type, of: payload) ? UInt32(index) : nil
    }
  }

  /// Whether the case `tag` keeps its payload in a heap box: `indirect`, and known.
  func storesInBox(tag: UInt32) -> Bool {
    guard let cases, Int(tag) < cases.count else { return false }
    return cases[Int(tag)].isIndirect
  }

  /// Whether the case `tag` keeps a `payload` in place, so that it can be projected in place rather than
  /// through `Mirror`: not `indirect`, and known.
  func storesInPlace(tag: UInt32) -> Bool {
    guard let cases, Int(tag) < cases.count else { return false }
    return !cases[Int(tag)].isIndirect
  }

  /// Whether a case whose payload has the type `caseType` takes the argument of an embedding function of
  /// `parameter`: the same type, or the same tuple but for its labels (a case `row(id:action:)` is
  /// embedded by a function of `(ID, Action)`). Both then have the same layout.
  static func isPayload(_ caseType: Any.Type, of parameter: Any.Type) -> Bool {
    if caseType == parameter { return true }
    guard let caseElements = EnumCaseLayout.tupleElements(of: caseType) else { return false }
    // NB: A case with a single labeled value, `case set(value: Int)`, has a one-element tuple payload.
    if caseElements.count == 1 { return caseElements[0] == parameter }
    guard let elements = EnumCaseLayout.tupleElements(of: parameter), elements.count == caseElements.count
    else { return false }
    return zip(caseElements, elements).allSatisfy { $0 == $1 }
  }
}
