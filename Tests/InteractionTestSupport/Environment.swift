import Foundation

/// Settings of the test run that come from the environment.
enum Environment {
  /// `INTERACTION_QUICK=1` (set by `.ci/run` for sanitizer runs) shrinks the exhaustive explorations.
  static var isQuick: Bool { ProcessInfo.processInfo.environment["INTERACTION_QUICK"] == "1" }
}
