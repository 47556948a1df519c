import Foundation

/// Where the tests' files live, found from this source file: the package, the core's malformed catalogue
/// and fuzz regressions, and the command-line tool's fixtures.
public enum TraceFixtures {
  /// The package's root folder.
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// The folder of the tests of one module (`Tests/InteractionCoreTests`, …).
  public static func testsFolder(_ target: String) -> URL {
    packageRoot.appendingPathComponent("Tests").appendingPathComponent(target)
  }
  /// The catalogue of malformed traces, each with the error it must give.
  public static let malformed = testsFolder("InteractionCoreTests").appendingPathComponent("Malformed")
  /// Every input that ever crashed the fuzz target.
  public static let fuzzRegressions = testsFolder("InteractionCoreTests").appendingPathComponent(
    "FuzzRegressions")
  /// The command-line tool's traces and folders.
  public static let fixtures = testsFolder("InteractionSimTests").appendingPathComponent("Fixtures")
  /// The traces that ship with the package.
  public static let shippedTraces = packageRoot.appendingPathComponent("traces")

  /// The names (without `.trace`) of the malformed traces, sorted.
  public static func malformedNames() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: malformed.path)) ?? []
    return files.filter { $0.hasSuffix(".trace") }.map { String($0.dropLast(".trace".count)) }.sorted()
  }

  /// The bytes of a file.
  public static func bytes(_ url: URL) -> [UInt8] {
    (try? [UInt8](Data(contentsOf: url))) ?? []
  }

  /// The text of a file.
  public static func text(_ url: URL) -> String {
    String(decoding: bytes(url), as: UTF8.self)
  }
}

/// The package's executables, as `swift test` builds them.
public enum BuiltProduct {
  /// The executable named `name` (`interaction-sim`, `interaction-fuzz`): beside the test bundle in the
  /// build products folder (`swift test` builds every product first), else under the package's
  /// `.build/debug`. The environment variable `INTERACTION_SIM` names the `interaction-sim` to run, and
  /// the others are looked for beside it first.
  public static func executable(_ name: String) -> URL? {
    var candidates: [URL] = []
    if let override = ProcessInfo.processInfo.environment["INTERACTION_SIM"] {
      let url = URL(fileURLWithPath: override)
      candidates.append(
        name == "interaction-sim" ? url : url.deletingLastPathComponent().appendingPathComponent(name))
    }
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent().appendingPathComponent(name))
    }
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
    candidates.append(Bundle.main.bundleURL.appendingPathComponent(name))
    candidates.append(
      TraceFixtures.packageRoot.appendingPathComponent(".build/debug").appendingPathComponent(name))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
