// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InteractionCore",
  products: [
    .library(name: "InteractionCore", targets: ["InteractionCore"]),
    .library(name: "InteractionTesting", targets: ["InteractionTesting"]),
    .executable(name: "interaction-sim", targets: ["interaction-sim"]),
    // The C ABI (include/interaction.h), as a shared and a static library.
    .library(name: "InteractionC", type: .dynamic, targets: ["InteractionC"]),
    .library(name: "InteractionCStatic", type: .static, targets: ["InteractionC"]),
  ],
  targets: [
    .target(name: "InteractionCore"),
    .target(name: "InteractionTesting", dependencies: ["InteractionCore"]),
    .systemLibrary(name: "CInteraction", path: "include"),
    .target(name: "InteractionC", dependencies: ["InteractionCore", "CInteraction"]),
    .target(name: "InteractionAnalysis", dependencies: ["InteractionCore"]),
    .executableTarget(name: "interaction-sim", dependencies: ["InteractionCore", "InteractionAnalysis"]),
    .executableTarget(name: "interaction-explore", dependencies: ["InteractionAnalysis"]),
    .executableTarget(name: "interaction-fuzz", dependencies: ["InteractionCore", "InteractionAnalysis"]),
    // The C ABI fuzzed call by call (scripts/fuzz): the header's calls with any field values.
    .executableTarget(name: "interaction-fuzz-cabi", dependencies: ["InteractionC", "CInteraction"]),
    // scripts/regenerate: writes every file derived from the core's tables, and the guides' figures.
    .executableTarget(
      name: "interaction-regenerate",
      dependencies: ["InteractionCore", "InteractionC", "CInteraction", "InteractionAnalysis"]),
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "interaction-bench",
      dependencies: ["InteractionCore", "CAllocationCounter", "InteractionC", "CInteraction"]),
    // The tests: one target per module (issue 12), and what they share (paths, the seeded generator,
    // reading the tool's SVG) in InteractionTestSupport. `swift test` runs them all.
    .target(
      name: "InteractionTestSupport", dependencies: ["InteractionCore"], path: "Tests/InteractionTestSupport"),
    .testTarget(
      name: "InteractionCoreTests", dependencies: ["InteractionCore", "InteractionTestSupport"],
      exclude: ["Malformed", "FuzzRegressions"]),
    .testTarget(
      name: "InteractionCTests", dependencies: ["InteractionCore", "InteractionC", "CInteraction"]),
    .testTarget(name: "InteractionTestingTests", dependencies: ["InteractionCore", "InteractionTesting"]),
    .testTarget(
      name: "InteractionAnalysisTests",
      dependencies: ["InteractionCore", "InteractionAnalysis", "InteractionTestSupport"]),
    .testTarget(
      name: "InteractionSimTests",
      dependencies: ["InteractionCore", "InteractionAnalysis", "InteractionTestSupport", "interaction-sim"],
      exclude: ["Fixtures"]),
  ]
)
