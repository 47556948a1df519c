// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InteractionCore",
  products: [
    .library(name: "InteractionCore", targets: ["InteractionCore"]),
    .executable(name: "interaction-sim", targets: ["interaction-sim"]),
  ],
  targets: [
    .target(name: "InteractionCore"),
    .executableTarget(name: "interaction-sim", dependencies: ["InteractionCore"]),
    .testTarget(
      name: "InteractionCoreTests", dependencies: ["InteractionCore"],
      exclude: ["Malformed", "Fixtures"]),
  ]
)
