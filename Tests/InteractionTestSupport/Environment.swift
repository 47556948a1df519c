import Foundation

/// Settings of the test run that come from the environment.
public enum Environment {
  /// `INTERACTION_QUICK=1` (set by `.ci/run` for sanitizer runs) shrinks the exhaustive explorations.
  public static var isQuick: Bool { ProcessInfo.processInfo.environment["INTERACTION_QUICK"] == "1" }
}
