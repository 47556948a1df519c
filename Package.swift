// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InteractionCore",
  products: [
    .library(name: "InteractionCore", targets: ["InteractionCore"]),
    .library(name: "InteractionTesting", targets: ["InteractionTesting"]),
    .executable(name: "interaction-sim", targets: ["interaction-sim"]),
  ],
  targets: [
    .target(name: "InteractionCore"),
    .target(name: "InteractionTesting", dependencies: ["InteractionCore"]),
    .target(name: "InteractionAnalysis", dependencies: ["InteractionCore"]),
    .executableTarget(name: "interaction-sim", dependencies: ["InteractionCore", "InteractionAnalysis"]),
    .executableTarget(name: "interaction-explore", dependencies: ["InteractionAnalysis"]),
    .executableTarget(name: "interaction-fuzz", dependencies: ["InteractionCore", "InteractionAnalysis"]),
    .target(name: "CAllocationCounter"),
    .executableTarget(name: "interaction-bench", dependencies: ["InteractionCore", "CAllocationCounter"]),
    .testTarget(
      name: "InteractionCoreTests",
      dependencies: ["InteractionCore", "InteractionTesting", "InteractionAnalysis", "interaction-sim"],
      exclude: ["Malformed", "Fixtures", "FuzzRegressions"]),
  ]
)
