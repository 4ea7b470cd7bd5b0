#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the Swift runtime knows about an enum type: a value's case, as a tag, its payload, moved in and
/// out of place, and the cases' names and payload types.
///
/// This is the one file that reads runtime metadata by pointer. It reads only what the Swift ABI fixes on
/// every platform Swift is ABI-stable on (the layouts of `docs/ABI/TypeMetadata.rst`,
/// `include/swift/ABI/Metadata.h` and `include/swift/RemoteInspection/Records.h`), checks every kind,
/// flag and count it relies on before going further, and answers `nil` rather than guess. The value
/// witnesses it calls are the functions the runtime itself calls for `Mirror` and for generic code.
///
/// Not covered: pointer authentication (arm64e), where metadata and witness pointers are signed; apps are
/// built for arm64, not arm64e.
struct EnumCaseLayout: Sendable {
  /// The enum type.
  let type: Any.Type

  /// The layout of `type`, or `nil` if it is not an enum (or `Optional`) with enum value witnesses.
  init?(_ type: Any.Type) {
    // NB: Metadata kinds and value witness flags are fixed by the ABI (MetadataKind.def: Enum = 0x201,
    // Optional = 0x202; ValueWitnessFlags::HasEnumWitnesses = 0x200000). The kind is the metadata's first
    // word for every non-class type; a class's first word is an isa pointer, never one of these values.
    let kind = Self.metadata(type).load(as: UInt.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
    let flags = Self.valueWitnesses(type).load(fromByteOffset: Self.flagsOffset, as: UInt32.self)
    guard flags & 0x20_0000 != 0 else { return nil }
    self.type = type
  }

  /// The layout of `type`, which an earlier `init(_:)` found to be an enum's.
  init(knownEnum type: Any.Type) {
    self.type = type
  }

  // MARK: - Value witnesses

  /// The case of the enum value at `value`: its tag, from 0 in declaration order of the cases with a
  /// payload, then of those without.
  func tag(of value: UnsafeRawPointer) -> UInt32 {
    // NB: `init` checked that the table has enum witnesses; `value` points to an initialized value of
    // `type`, which `getEnumTag` only reads.
    let witness = unsafeBitCast(witness(at: Self.getEnumTagOffset), to: GetEnumTag.self)
    return witness(value, Self.metadata(type))
  }

  /// The case of `value`, an enum value of `type`.
  func tag<Value>(of value: Value) -> UInt32 {
    withUnsafePointer(to: value) { tag(of: UnsafeRawPointer($0)) }
  }

  /// Turns the enum value at `value` into its payload, in place: the memory then holds the payload (of the
  /// case's payload type, or its box for an `indirect` case) until ``injectTag(_:into:)`` turns it back.
  func projectPayload(_ value: UnsafeMutableRawPointer) {
    // NB: As `tag(of:)`; the caller owns the memory and keeps it from being read as `type` until it
    // injects the tag back, or moves the payload out and forgets the enum.
    let witness = unsafeBitCast(witness(at: Self.projectOffset), to: ProjectEnumData.self)
    witness(value, Self.metadata(type))
  }

  /// Turns a payload in place at `value` back into the enum value of the case `tag`.
  func injectTag(_ tag: UInt32, into value: UnsafeMutableRawPointer) {
    // NB: As `projectPayload(_:)`; the memory holds a payload of the case `tag` (or nothing, for a case
    // without one).
    let witness = unsafeBitCast(witness(at: Self.injectOffset), to: InjectEnumTag.self)
    witness(value, tag, Self.metadata(type))
  }

  private typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  private typealias ProjectEnumData = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  private typealias InjectEnumTag = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  // NB: The value witness table is 8 function pointers, `size`, `stride` (words), `flags`,
  // `extraInhabitantCount` (32 bits each), then, for enums, `getEnumTag`, `destructiveProjectEnumData`
  // and `destructiveInjectEnumTag`. The witnesses use the Swift calling convention, which passes these
  // arguments (pointers and a 32-bit integer) and returns a 32-bit integer in the same registers as C.
  private static let word = MemoryLayout<UnsafeRawPointer>.size
  private static let flagsOffset = 10 * word
  private static let getEnumTagOffset = 10 * word + 8
  private static let projectOffset = 11 * word + 8
  private static let injectOffset = 12 * word + 8

  private func witness(at offset: Int) -> UnsafeRawPointer {
    Self.valueWitnesses(type).load(fromByteOffset: offset, as: UnsafeRawPointer.self)
  }

  /// The type's metadata: a metatype value is its metadata pointer.
  private static func metadata(_ type: Any.Type) -> UnsafeRawPointer {
    unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  /// The type's value witness table, the word before its metadata.
  private static func valueWitnesses(_ type: Any.Type) -> UnsafeRawPointer {
    metadata(type).load(fromByteOffset: -word, as: UnsafeRawPointer.self)
  }

  // MARK: - Cases

  /// One case, as the enum's field descriptor records it.
  struct Case: Sendable {
    /// The case's name.
    let name: String
    /// Whether the case has a payload.
    let hasPayload: Bool
    /// The payload's type, when the runtime could resolve its name.
    let payloadType: Any.Type?
    /// Whether the payload lives in a heap box: an `indirect` case.
    let isIndirect: Bool
  }

  /// The cases, by tag, or `nil` if the type's reflection records are missing or not as expected.
  func cases() -> [Case]? {
    // NB: Enum metadata holds its nominal type descriptor in its second word, and its generic arguments
    // from its third. The descriptor (TargetEnumDescriptor) is 32-bit fields: flags (kind in the low 5
    // bits: enum = 18), parent, name, access function and fields (relative pointers), the number of
    // payload cases (low 24 bits) and of empty cases.
    let metadata = Self.metadata(type)
    let descriptor = metadata.load(fromByteOffset: Self.word, as: UnsafeRawPointer.self)
    guard descriptor.load(as: UInt32.self) & 0x1F == 18,
      let fields = Self.relativePointer(descriptor + 16)
    else { return nil }
    let payloadCases = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF)
    let emptyCases = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
    // NB: The field descriptor: type name and superclass (relative pointers), kind (16 bits: enum 2,
    // multi-payload enum 3), record size (16 bits: 12) and count (32 bits), then the records. A record is
    // flags (bit 0: indirect case), payload type name and case name (relative pointers). The compiler
    // emits the records in tag order, payload cases first: the runtime's own `Mirror` relies on it.
    let kind = fields.load(fromByteOffset: 8, as: UInt16.self)
    guard kind == 2 || kind == 3,
      fields.load(fromByteOffset: 10, as: UInt16.self) == 12,
      Int(fields.load(fromByteOffset: 12, as: UInt32.self)) == payloadCases + emptyCases
    else { return nil }
    var cases: [Case] = []
    for index in 0..<(payloadCases + emptyCases) {
      let record = fields + 16 + 12 * index
      let typeName = Self.relativePointer(record + 4)
      guard (typeName != nil) == (index < payloadCases), let name = Self.relativePointer(record + 8) else {
        return nil
      }
      cases.append(
        Case(
          name: String(cString: name.assumingMemoryBound(to: CChar.self)),
          hasPayload: typeName != nil,
          payloadType: typeName.flatMap {
            Self.resolve(
              $0.assumingMemoryBound(to: UInt8.self), in: descriptor, arguments: metadata + 2 * Self.word)
          },
          isIndirect: record.load(as: UInt32.self) & 1 != 0
        )
      )
    }
    return cases
  }

  /// The target of the 32-bit relative pointer at `pointer`, or `nil` for a null one.
  private static func relativePointer(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = pointer.loadUnaligned(as: Int32.self)
    return offset == 0 ? nil : pointer + Int(offset)
  }

  /// The type a mangled name in a field record names, resolved by the runtime in the enum's context.
  private static func resolve(
    _ name: UnsafePointer<UInt8>,
    in descriptor: UnsafeRawPointer,
    arguments: UnsafeRawPointer
  ) -> Any.Type? {
    guard let resolver = typeResolver else { return nil }
    return resolver(name, UInt(mangledNameLength(name)), descriptor, arguments)
      .map { unsafeBitCast($0, to: Any.Type.self) }
  }

  /// The length of a mangled name: it ends with a 0 byte, but a symbolic reference (a byte from 1 to
  /// 0x17 then a 32-bit offset, or from 0x18 to 0x1F then a pointer) may contain 0 bytes.
  private static func mangledNameLength(_ name: UnsafePointer<UInt8>) -> Int {
    var length = 0
    while name[length] != 0 {
      switch name[length] {
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + word
      default: length += 1
      }
    }
    return length
  }

  private typealias TypeResolver =
    @convention(c) (UnsafePointer<UInt8>, UInt, UnsafeRawPointer, UnsafeRawPointer) -> UnsafeRawPointer?

  /// `swift_getTypeByMangledNameInContext`, the runtime function compiled code calls to turn a mangled
  /// name into metadata, found by name (a Swift declaration of a runtime symbol is reserved to the
  /// standard library); `nil` where the process does not export it, and then payload types are learned
  /// from values instead.
  private static let typeResolver: TypeResolver? = {
    #if canImport(Darwin)
      let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
      let handle = dlopen(nil, RTLD_NOW)
    #endif
    // NB: The function takes a name pointer, a length, a context descriptor and a generic argument vector,
    // and returns metadata or null: the same registers in the Swift and the C conventions.
    return dlsym(handle, "swift_getTypeByMangledNameInContext").map {
      unsafeBitCast($0, to: TypeResolver.self)
    }
  }()

  // MARK: - Tuples

  /// The element types of a tuple type, or `nil` if `type` is not a tuple.
  static func tupleElements(of type: Any.Type) -> [Any.Type]? {
    // NB: Tuple metadata (kind 0x301) holds its element count in its second word, its labels in its third,
    // then a type and an offset (a word each) per element.
    let metadata = metadata(type)
    guard metadata.load(as: UInt.self) == 0x301 else { return nil }
    let count = metadata.load(fromByteOffset: word, as: Int.self)
    return (0..<count).map {
      metadata.load(fromByteOffset: (3 + 2 * $0) * word, as: Any.Type.self)
    }
  }
}
