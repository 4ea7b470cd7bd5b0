import Testing

@testable import StateKitTesting

/// Tells a process that runs tests from one that only links `StateKitTesting` (a benchmark), which must
/// keep live values.
@Suite struct TestProcessTests {
  @Test func testRunnersAreRecognized() {
    #expect(TestProcess.isRunningTests, "this very process runs tests")
    let runners: [([String], [String: String])] = [
      (["/repo/.build/debug/StateKitPackageTests.xctest"], [:]),
      (["/repo/.build/debug/StateKitPackageTests.xctest", "--testing-library", "swift-testing"], [:]),
      (["/Applications/Xcode.app/Contents/Developer/usr/bin/xctest", "Tests.xctest"], [:]),
      (["/usr/bin/swiftpm-testing-helper", "--test-bundle-path", "Tests.xctest"], [:]),
      (["/Users/me/App"], ["XCTestConfigurationFilePath": "/tmp/config.xctestconfiguration"]),
    ]
    for (arguments, environment) in runners {
      #expect(TestProcess.isTestRunner(arguments: arguments, environment: environment), "\(arguments)")
    }
  }

  @Test func programsThatLinkStateKitTestingAreNotTestRunners() {
    let programs: [[String]] = [
      ["/repo/.build/release/StateKitBenchmarks", "--filter", "W1"],
      ["PhotoListDemo"],
      [],
    ]
    for arguments in programs {
      #expect(!TestProcess.isTestRunner(arguments: arguments, environment: ["HOME": "/root"]), "\(arguments)")
    }
  }
}
