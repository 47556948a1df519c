import Foundation
import InteractionTestSupport
import Testing

@testable import interaction_sim

/// Paths that hold no trace at all are bad usage: a message naming the path, exit 2, never `0 passed`
/// (SPEC section 10, issue 15).
@Suite("SPEC section 10: paths that hold no trace")
struct NoTraceTests {
  /// A scratch folder with an empty folder `empty`, a folder `notes` holding no `*.trace`, and a
  /// copy of `pass.trace`.
  static func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("no-trace-\(UUID().uuidString)")
    let fileManager = FileManager.default
    try fileManager.createDirectory(
      at: url.appendingPathComponent("empty"), withIntermediateDirectories: true)
    try fileManager.createDirectory(
      at: url.appendingPathComponent("notes/deeper"), withIntermediateDirectories: true)
    try Data("not a trace\n".utf8).write(to: url.appendingPathComponent("notes/readme.txt"))
    try Data("at 0 tick\n".utf8).write(to: url.appendingPathComponent("notes/deeper/tick.trace.txt"))
    try Data(contentsOf: TraceFixtures.fixtures.appendingPathComponent("pass.trace"))
      .write(to: url.appendingPathComponent("pass.trace"))
    return url
  }

  @Test("SPEC section 10: check, coverage and summary of a folder without traces exit 2 and name it")
  func foldersWithoutTraces() throws {
    let scratch = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let commands: [any Subcommand.Type] = [CheckCommand.self, CoverageCommand.self, SummaryCommand.self]
    for subcommand in commands {
      for folder in ["empty", "notes", "notes/", "./empty"] {
        try assertExecute(
          [subcommand.name, folder], in: scratch, status: 2, stdout: "",
          stderr: usageErrorOutput("no trace in '\(folder)': the folder holds no *.trace file", subcommand))
        // Beside a good trace too: nothing is checked, so no `1 passed` hides the mistake.
        try assertExecute(
          [subcommand.name, "pass.trace", folder], in: scratch, status: 2, stdout: "",
          stderr: usageErrorOutput("no trace in '\(folder)': the folder holds no *.trace file", subcommand))
      }
    }
    try assertExecute(["check", "pass.trace"], in: scratch, status: 0, stdout: "1 passed, 0 failed\n")
  }

  @Test("SPEC section 10: replay, timeline, shrink and play take one trace file, not a folder")
  func oneTraceNotAFolder() throws {
    let scratch = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let commands: [(any Subcommand.Type, [String])] = [
      (ReplayCommand.self, []), (TimelineCommand.self, ["-o", "-"]), (ShrinkCommand.self, []),
      (PlayCommand.self, []),
    ]
    for (subcommand, options) in commands {
      try assertExecute(
        [subcommand.name, "empty"] + options, in: scratch, status: 2, stdout: "",
        stderr: usageErrorOutput("expected one trace file, found the folder 'empty'", subcommand))
    }
  }

  @Test("SPEC section 10: the default run with an empty traces folder, or none anywhere, is bad usage")
  func defaultRunWithoutTraces() throws {
    let scratch = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.createDirectory(
      at: scratch.appendingPathComponent("traces"), withIntermediateDirectories: true)
    try assertExecute(
      [], in: scratch, status: 2, stdout: "",
      stderr: usageErrorOutput("no trace in 'traces': the folder holds no *.trace file", SummaryCommand.self))
    // Where neither the current folder nor the package has one.
    let empty = scratch.appendingPathComponent("empty").path
    let result = SummaryCommand.tracesFolder(in: empty, packageRoot: empty)
    #expect(throws: UsageMessage.self) { try result.get() }
    if case .failure(let message) = result {
      #expect(
        message.text
          == "no traces folder: neither '\(empty)/traces' nor the package's '\(empty)/traces' is there")
    }
    // The package's own folder is found from anywhere else.
    #expect((try? SummaryCommand.tracesFolder(in: empty).get())?.hasSuffix("/traces") == true)
  }

  @Test("summary of paths prints a line per trace, named relative to a single folder")
  func summaryOfPaths() throws {
    let shipped = TraceFixtures.fixtures.appendingPathComponent("shipped")
    let expected = """
      long-press.trace  3 inputs, 1 outcome  PASS
      tap.trace         2 inputs, 1 outcome  PASS
      2 passed, 0 failed

      """
    try assertExecute(["summary"], in: shipped, status: 0, stdout: expected, stderr: "")
    try assertExecute(["summary", "traces"], in: shipped, status: 0, stdout: expected, stderr: "")
    try assertExecute(
      ["summary", "traces/tap.trace", "-"], in: shipped, stdin: "", status: 0,
      stdout: """
        traces/tap.trace  2 inputs, 1 outcome  PASS
        <stdin>           0 inputs, 0 outcomes  PASS
        2 passed, 0 failed

        """, stderr: "")
  }
}
