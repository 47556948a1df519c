import Foundation
import InteractionTestSupport
import Testing

/// What the tool does when its streams fail it, or a folder holds a file that is not a trace to read:
/// bad input, exit 2, never a result that claims what it did not do (SPEC section 10).
@Suite("SPEC section 10: failed streams")
struct StreamFailureTests {
  /// Runs the binary with its standard output and input as given, and returns its exit status and what
  /// it wrote to standard error.
  static func run(_ arguments: [String], stdout: FileHandle, stdin: FileHandle) throws -> (
    status: Int32, stderr: String
  ) {
    let binary = try #require(InteractionSim.binary, "interaction-sim is not built: run `swift build` first")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = TraceFixtures.fixtures
    process.standardOutput = stdout
    process.standardInput = stdin
    let error = Pipe()
    process.standardError = error
    try process.run()
    let stderr = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stderr)
  }

  @Test("a full standard output: exit 2 and the error, whatever the subcommand found")
  func fullStandardOutput() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let empty = try #require(FileHandle(forReadingAtPath: "/dev/null"))
    for arguments in [
      ["replay", "pass.trace"], ["check", "pass.trace"], ["summary", "pass.trace"], ["--version"],
    ] {
      let result = try Self.run(arguments, stdout: full, stdin: empty)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr.hasSuffix("error: cannot write to standard output\n"), "\(arguments): \(result.stderr)")
    }
  }

  @Test("standard input that cannot be read (a folder): bad input, not an empty trace that passes")
  func unreadableStandardInput() throws {
    let folder = try #require(FileHandle(forReadingAtPath: TraceFixtures.fixtures.path))
    let output = Pipe()
    for arguments in [["check", "-"], ["replay", "-"], ["summary", "-"]] {
      let result = try Self.run(arguments, stdout: output.fileHandleForWriting, stdin: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr.contains("<stdin>: error: cannot read standard input"), "\(arguments): \(result.stderr)"
      )
    }
  }

  @Test("standard input is read once: '-' named twice is bad usage")
  func standardInputNamedTwice() throws {
    let result = try InteractionSim.run(["check", "-", "-"], in: TraceFixtures.fixtures, stdin: "trace 1\n")
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: standard input (-) can be read once, and is named 2 times\n"))
    #expect(result.stdout.isEmpty)
  }

  @Test("a pipe named like a trace in a folder is not read (it would wait for a writer); its traces are")
  func pipeInAFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(contentsOf: TraceFixtures.fixtures.appendingPathComponent("pass.trace"))
      .write(to: folder.appendingPathComponent("pass.trace"))
    #expect(mkfifo(folder.appendingPathComponent("waiting.trace").path, 0o600) == 0)
    let result = try InteractionSim.run(["check", folder.path])
    #expect(result.status == 0)
    #expect(result.stdout == "1 passed, 0 failed\n")
  }
}
