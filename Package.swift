// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "StateKit",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "StateKit", targets: ["StateKit"]),
    .library(name: "StateKitTesting", targets: ["StateKitTesting"]),
    .executable(name: "PhotoListDemo", targets: ["PhotoListDemo"]),
  ],
  targets: [
    .target(name: "StateKit"),
    .target(name: "StateKitTesting", dependencies: ["StateKit"]),
    // The example's feature, view stores, rendering and command line, in a library so that tests (and
    // benchmarks) can import it; the executable keeps only the terminal I/O. Not a product.
    .target(
      name: "PhotoListFeature",
      dependencies: ["StateKit"],
      path: "Examples/PhotoListDemo/Sources/PhotoListFeature",
      resources: [.copy("Resources/photos.json")]
    ),
    .executableTarget(
      name: "PhotoListDemo",
      dependencies: ["StateKit", "PhotoListFeature"],
      path: "Examples/PhotoListDemo/Sources/PhotoListDemo"
    ),
    // Measures StateKit's cost per action against the bare reducer (issue 6). Not a product: run it with
    // `swift run -c release StateKitBenchmarks`; see the README's Performance section.
    .executableTarget(
      name: "StateKitBenchmarks",
      dependencies: ["StateKit", "StateKitTesting", "PhotoListFeature", "ReferenceStore"],
      path: "Benchmarks/StateKitBenchmarks"
    ),
    // The simplest store anyone would write, in a module of its own so that the benchmarks call it across
    // a module boundary, as they call StateKit: the reference row of W1, W4 and W5. Not a product.
    .target(name: "ReferenceStore", path: "Benchmarks/ReferenceStore"),
    // Declares Combine's and Observation's public names, so NameClashTests can prove none clashes with
    // StateKit's on every platform. Not a product.
    .target(name: "CombineLookalike", path: "Tests/Fixtures/CombineLookalike"),
    // A program that changes a shared value on disk and exits: the exit and cross-process tests run it.
    // Not a product.
    .executableTarget(
      name: "SharedExitProbe", dependencies: ["StateKit"], path: "Tests/Fixtures/SharedExitProbe"),
    // Fixtures every test target shares, defined once. Not a product.
    .target(name: "TestSupport", dependencies: ["StateKit"], path: "Tests/Support"),
    .testTarget(
      name: "StateKitTests",
      dependencies: ["StateKit", "StateKitTesting", "CombineLookalike", "TestSupport", "SharedExitProbe"]
    ),
    .testTarget(
      name: "PhotoListDemoTests",
      dependencies: ["PhotoListFeature", "StateKit", "StateKitTesting", "TestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// NB: settings every target shares live here, in one place.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
