import Foundation

/// Settings of the test run that come from the environment.
public enum Environment {
  /// `INTERACTION_QUICK=1` (set by `.ci/run` for sanitizer runs) shrinks the exhaustive explorations.
  public static var isQuick: Bool { ProcessInfo.processInfo.environment["INTERACTION_QUICK"] == "1" }

  /// `UPDATE_GOLDENS=1` rewrites the expected files from what the package gives now (the golden
  /// transcripts, the malformed catalogue's errors) instead of comparing: review the diff, then commit.
  public static var updatesGoldens: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }
}
