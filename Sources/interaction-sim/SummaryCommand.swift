import Foundation
import InteractionCore

/// `interaction-sim` with no argument: replays the traces that ship with the package and summarizes.
enum SummaryCommand {
  /// The package's `traces` folder: `./traces` when the current directory has one, else the one beside
  /// this source file's package.
  static func tracesFolder() -> String? {
    if TraceFiles.isFolder("traces") { return "traces" }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folder = packageRoot.appendingPathComponent("traces").path
    return TraceFiles.isFolder(folder) ? folder : nil
  }

  static func run() -> ExitStatus {
    guard let folder = tracesFolder() else {
      Output.error.line(
        Output.error.paint("error:", "1;31")
          + " no traces folder: looked for ./traces and for the package's traces")
      return .badInput
    }
    let sources = TraceFiles.traces(inFolder: folder)
    let prefix = TraceFiles.join(folder, "")
    let names = sources.map { $0.name.hasPrefix(prefix) ? String($0.name.dropFirst(prefix.count)) : $0.name }
    let width = names.map { $0.count }.max() ?? 0
    var passed = 0
    var failed = 0
    var badInput = false
    var expectationFailed = false
    let output = Output.standard
    for (source, name) in zip(sources, names) {
      let padded = name + String(repeating: " ", count: max(0, width - name.count))
      guard let trace = TraceFiles.trace(of: source) else {
        failed += 1
        badInput = true
        output.line(padded + "  bad input  " + output.paint("FAIL", "31"))
        continue
      }
      var sink = DiscardingSink()
      guard let result = try? trace.replay(to: &sink) else {
        failed += 1
        badInput = true
        output.line(padded + "  bad input  " + output.paint("FAIL", "31"))
        continue
      }
      let counts =
        plural(result.inputCount, "input") + ", " + plural(result.outcomes.count, "outcome")
      if result.passed {
        passed += 1
        output.line(padded + "  " + counts + "  " + output.paint("PASS", "32"))
      } else {
        failed += 1
        expectationFailed = true
        output.line(padded + "  " + counts + "  " + output.paint("FAIL", "31"))
        for failure in result.failures { Output.error.line(failure.formatted(file: source.name)) }
      }
    }
    output.line("\(passed) passed, \(failed) failed")
    if badInput { return .badInput }
    return expectationFailed ? .expectationFailed : .success
  }

  private static func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)" + (count == 1 ? "" : "s")
  }
}
