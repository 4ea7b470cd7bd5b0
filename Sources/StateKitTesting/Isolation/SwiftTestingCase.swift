#if canImport(Testing)
  import Testing

  /// One Swift Testing test, or one case of a parameterized test: cases may run in parallel, and each
  /// gets its own dependency values.
  struct SwiftTestingCase: Hashable, Sendable {
    let test: Test.ID
    /// What tells the test's cases apart: each argument's id, and the discriminator of cases whose
    /// arguments are equal; empty for a test without parameters.
    let arguments: [[UInt8]]
    let discriminator: Int

    init(test: Test.ID, testCase: Test.Case?) {
      self.test = test
      guard let testCase, testCase.isParameterized else {
        (arguments, discriminator) = ([], 0)
        return
      }
      (arguments, discriminator) = Self.identity(of: testCase)
    }

    /// The arguments' ids and the discriminator of a parameterized case, which Swift Testing does not
    /// make public: read by reflection, `_kind.parameterized.(arguments, discriminator, isStable)`.
    /// Should the layout change, the discriminator is -1 and the test's cases share one scope.
    private static func identity(of testCase: Test.Case) -> (arguments: [[UInt8]], discriminator: Int) {
      guard let payload = Mirror(reflecting: testCase).descendant("_kind", "parameterized") else {
        return ([], -1)
      }
      let payloadMirror = Mirror(reflecting: payload)
      let discriminator = payloadMirror.descendant("discriminator") as? Int ?? -1
      let arguments = payloadMirror.descendant("arguments").map { arguments in
        Mirror(reflecting: arguments).children.map { argument in
          Mirror(reflecting: argument.value).descendant("id", "bytes") as? [UInt8] ?? []
        }
      }
      return (arguments ?? [], discriminator)
    }
  }
#endif
