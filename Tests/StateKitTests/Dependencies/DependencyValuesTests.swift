import StateKit
import StateKitTesting
import Testing

/// The values themselves: what a key answers in each context, and that a value created once never hides
/// one set later.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DependencyValuesTests {
  /// Counts how many times its live value was created.
  enum CountedKey: DependencyKey {
    static let creations = LockedState(0)
    static var liveValue: Int {
      creations.withLock { count in
        count += 1
        return count
      }
    }
  }

  /// A key whose live value reads another dependency while it is created.
  enum DependentKey: DependencyKey {
    static var liveValue: String {
      @Dependency(\.farewell) var farewell
      return "depends on \(farewell)"
    }
  }

  @Test func aLiveValueIsCreatedOncePerProcessEvenWhenReadConcurrently() async {
    await withLiveDefaults {
      let values = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<100 {
          group.addTask { DependencyValuesAccess.read(CountedKey.self) }
        }
        var values: [Int] = []
        for await value in group { values.append(value) }
        return values
      }
      #expect(Set(values) == [1])
      #expect(CountedKey.creations.withLock { $0 } == 1)
      // Previews fall back on the same live value: it is not created again.
      let preview = withDependencies {
        $0.context = .preview
      } operation: {
        DependencyValuesAccess.read(CountedKey.self)
      }
      #expect(preview == 1)
      #expect(CountedKey.creations.withLock { $0 } == 1)
    }
  }

  @Test func aLiveValueMayReadOtherDependenciesWhileItIsCreated() {
    withLiveDefaults {
      #expect(DependencyValuesAccess.read(DependentKey.self) == "depends on goodbye")
    }
  }

  @Test func aValueSetLaterIsNeverShadowedByTheOneCreatedBefore() {
    withLiveDefaults {
      @Dependency(\.greeting) var greeting
      #expect(greeting == "live")
      withDependencies {
        $0.greeting = "set"
      } operation: {
        #expect(greeting == "set")
        withDependencies {
          $0.context = .test
        } operation: {
          #expect(greeting == "set")  // set values win in every context
        }
      }
      #expect(greeting == "live")
    }
  }

  @Test func readsFromManyTasksAtOnceAgree() async {
    await withLiveDefaults {
      func readConcurrently() async -> Set<String> {
        await withTaskGroup(of: String.self) { group in
          for _ in 0..<200 {
            group.addTask {
              @Dependency(\.greeting) var greeting
              return greeting
            }
          }
          var greetings: Set<String> = []
          for await greeting in group { greetings.insert(greeting) }
          return greetings
        }
      }
      #expect(await readConcurrently() == ["live"])
      let set = await withDependencies {
        $0.greeting = "set"
      } operation: {
        await readConcurrently()
      }
      #expect(set == ["set"])
    }
  }

  @Test func theValuesThemselvesAreReadThroughSelf() {
    let greetings = withDependencies {
      $0.greeting = "set"
    } operation: {
      @Dependency(\.self) var values
      return [values.greeting, values.greeting]
    }
    #expect(greetings == ["set", "set"])
  }

  @Test func eachContextAnswersItsValue() {
    @Dependency(\.greeting) var greeting
    for (context, expected) in [(DependencyContext.live, "live"), (.test, "test"), (.preview, "preview")] {
      withDependencies {
        $0.context = context
      } operation: {
        #expect(greeting == expected)
      }
    }
  }

  @Test func withDependenciesAppliesAcrossSuspensionsAndReturnsTheResult() async {
    let greetings = await withDependencies {
      $0.greeting = "async"
    } operation: {
      let first = await GreetingReader().read()
      await Task.yield()
      @Dependency(\.greeting) var greeting
      return [first, greeting]
    }
    #expect(greetings == ["async", "async"])
  }
}

/// Reads a key through `@Dependency(\.self)`, the whole values.
enum DependencyValuesAccess {
  static func read<Key: DependencyKey>(_ key: Key.Type) -> Key.Value {
    @Dependency(\.self) var values
    return values[key]
  }
}
