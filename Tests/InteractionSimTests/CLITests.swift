import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// What one run of the tool gave.
struct CommandResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs the real `interaction-sim` binary, as swift-argument-parser's `AssertExecuteCommand` does.
enum InteractionSim {
  /// The built binary (``BuiltProduct/executable(_:)``).
  static let binary = BuiltProduct.executable("interaction-sim")

  /// Runs the binary with arguments, in a folder, with standard input, and collects what it printed.
  static func run(_ arguments: [String], in directory: URL? = nil, stdin: String? = nil) throws
    -> CommandResult
  {
    let binary = try #require(binary, "interaction-sim is not built: run `swift build` first")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interaction-sim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    let inURL = scratch.appendingPathComponent("stdin")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((stdin ?? "").utf8))
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    process.environment = environment
    let output = try FileHandle(forWritingTo: outURL)
    let error = try FileHandle(forWritingTo: errURL)
    let input = try FileHandle(forReadingFrom: inURL)
    process.standardOutput = output
    process.standardError = error
    process.standardInput = input
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    try input.close()
    return CommandResult(
      status: process.terminationStatus, stdout: TraceFixtures.text(outURL),
      stderr: TraceFixtures.text(errURL))
  }
}

/// Runs the tool and compares its exit status, and its output where given, exactly.
func assertExecute(
  _ arguments: [String], in directory: URL? = TraceFixtures.fixtures, stdin: String? = nil, status: Int32,
  stdout: String? = nil, stderr: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let result = try InteractionSim.run(arguments, in: directory, stdin: stdin)
  #expect(result.status == status, "exit status", sourceLocation: sourceLocation)
  if let stdout { #expect(result.stdout == stdout, sourceLocation: sourceLocation) }
  if let stderr { #expect(result.stderr == stderr, sourceLocation: sourceLocation) }
}

/// `interaction-sim` as a user runs it (SPEC section 10).
@Suite struct CLITests {
  @Test func theBinaryIsBuilt() {
    #expect(InteractionSim.binary != nil)
  }

  @Test func helpForTheToolAndEachSubcommand() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let result = try InteractionSim.run(arguments)
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("OVERVIEW: Replays and checks traces"))
      #expect(result.stdout.contains("USAGE: interaction-sim"))
      #expect(result.stderr.isEmpty)
    }
    for subcommand in ["replay", "check", "play"] {
      for arguments in [[subcommand, "--help"], [subcommand, "-h"], ["help", subcommand]] {
        let result = try InteractionSim.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: interaction-sim " + subcommand))
        #expect(result.stderr.isEmpty)
      }
    }
  }

  @Test(
    "--version prints the package's one version, which the help names and the changelog's latest entry is")
  func versionIsThePackages() throws {
    try assertExecute(
      ["--version"], status: 0, stdout: "interaction-sim \(PackageVersion.string)\n", stderr: "")
    #expect(PackageVersion.string.split(separator: ".").count == 3)
    let help = try InteractionSim.run(["--help"])
    #expect(help.stdout.contains("--version"))
    let changelog = TraceFixtures.text(TraceFixtures.packageRoot.appendingPathComponent("CHANGELOG.md"))
    let released = changelog.split(separator: "\n").first {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    #expect(released?.hasPrefix("## [\(PackageVersion.string)] - ") == true, "CHANGELOG.md's latest release")
  }

  @Test func badUsageExitsWithTwo() throws {
    try assertExecute(
      ["frobnicate"], status: 2, stdout: "",
      stderr: """
        error: unknown subcommand 'frobnicate'
        usage: interaction-sim [summary|replay|check|graph|timeline|coverage|shrink|generate|play|help] [ARGUMENTS...]
        See 'interaction-sim --help' for more information.

        """)
    try assertExecute(
      ["check"], status: 2, stdout: "",
      stderr: """
        error: missing PATH
        usage: interaction-sim check PATH... [--jobs N] [--shard I/N]
        See 'interaction-sim check --help' for more information.

        """)
    try assertExecute(
      ["replay", "--format", "xml", "pass.trace"], status: 2, stdout: "",
      stderr: """
        error: expected text or json for '--format', found 'xml'
        usage: interaction-sim replay PATH [--format text|json]
        See 'interaction-sim replay --help' for more information.

        """)
    try assertExecute(["replay"], status: 2, stdout: "")
    try assertExecute(["replay", "pass.trace", "fail.trace"], status: 2, stdout: "")
    try assertExecute(["replay", "pass.trace", "--format"], status: 2, stdout: "")
    try assertExecute(["check", "--verbose", "pass.trace"], status: 2, stdout: "")
    try assertExecute(["--versions"], status: 2, stdout: "")
    try assertExecute(["help", "nothing"], status: 2, stdout: "")
  }

  @Test func checkPasses() throws {
    try assertExecute(["check", "pass.trace"], status: 0, stdout: "1 passed, 0 failed\n", stderr: "")
  }

  @Test func aFailingExpectationExitsWithOne() throws {
    try assertExecute(
      ["check", "pass.trace", "fail.trace"], status: 1,
      stdout: """
        fail.trace:7: expectation failed: expected state lifting apple at 0.100, got state pressing apple
        fail.trace:8: expectation failed: expected outcome 1 perform delete, got outcome 1 tap apple
        1 passed, 1 failed

        """, stderr: "")
  }

  @Test func badInputExitsWithTwoAndTheOthersAreStillChecked() throws {
    try assertExecute(
      ["check", "bad.trace", "pass.trace", "fail.trace", "missing.trace"], status: 2,
      stdout: """
        fail.trace:7: expectation failed: expected state lifting apple at 0.100, got state pressing apple
        fail.trace:8: expectation failed: expected outcome 1 perform delete, got outcome 1 tap apple
        1 passed, 3 failed

        """,
      stderr: """
        bad.trace:4:4: error: expected a time at or after 1.000 (the input on line 3), found `0.5`
        missing.trace: error: no such file

        """)
  }

  @Test func foldersAreSearchedForTracesInOrder() throws {
    try assertExecute(
      ["check", "folder/"], status: 1,
      stdout: """
        folder/nested/a.trace:7: expectation failed: expected state lifting apple at 0.100, got state pressing apple
        folder/nested/a.trace:8: expectation failed: expected outcome 1 perform delete, got outcome 1 tap apple
        1 passed, 1 failed

        """, stderr: "")
    try assertExecute(["check", "folder/nested"], status: 1)
  }

  @Test func aDashReadsStandardInput() throws {
    let pass = TraceFixtures.text(TraceFixtures.fixtures.appendingPathComponent("pass.trace"))
    try assertExecute(["check", "-"], stdin: pass, status: 0, stdout: "1 passed, 0 failed\n", stderr: "")
    try assertExecute(
      ["check", "-"], stdin: "at 1 tick\nat 0 tick\n", status: 2, stdout: "0 passed, 1 failed\n",
      stderr: "<stdin>:2:4: error: expected a time at or after 1.000 (the input on line 1), found `0`\n")
    let trace = try Trace.parse(pass)
    try assertExecute(["replay", "-"], stdin: pass, status: 0, stdout: trace.transcript, stderr: "")
  }

  @Test func replayPrintsTheTranscript() throws {
    let trace = try Trace.parse(
      TraceFixtures.bytes(TraceFixtures.fixtures.appendingPathComponent("pass.trace")))
    try assertExecute(["replay", "pass.trace"], status: 0, stdout: trace.transcript, stderr: "")
    try assertExecute(["replay", "--format", "text", "pass.trace"], status: 0, stdout: trace.transcript)
    // The replay prints the transcript whatever the expectations say.
    try assertExecute(["replay", "fail.trace"], status: 0)
    try assertExecute(
      ["replay", "bad.trace"], status: 2, stdout: "",
      stderr: "bad.trace:4:4: error: expected a time at or after 1.000 (the input on line 3), found `0.5`\n")
  }

  @Test("I4: a transcript longer than the tool's 64 KiB output buffer is printed whole, in order")
  func replayPrintsALongTranscript() throws {
    var text = "trace 1\ntarget album frame=20,40,350,160\n  action pin \"Pin\"\n"
    for second in 0..<1_500 { text += "at \(second) down 100,100\nat \(second).1 up\n" }
    let trace = try Trace.parse(text)
    let transcript = try trace.transcript
    #expect(transcript.utf8.count > 3 << 16, "three buffers' worth and more")
    try assertExecute(["replay", "-"], stdin: text, status: 0, stdout: transcript, stderr: "")
  }

  @Test(
    "I4: a JSON transcript longer than the tool's 64 KiB output buffer is printed whole, a comma between entries"
  )
  func replayPrintsALongJSONTranscript() throws {
    var text = "trace 1\ntarget album frame=20,40,350,160\n  action pin \"Pin\"\n"
    for second in 0..<1_500 { text += "at \(second) down 100,100\nat \(second).1 up\n" }
    let (reports, result) = try Trace.parse(text).replay()
    // The document as the library writes it, all at once: the tool writes the same entries a buffer at
    // a time, each comma before the entry it separates, which may begin a buffer.
    let expected = TranscriptJSON.document(reports: reports, outcomes: result.outcomes)
    #expect(expected.utf8.count > 5 << 16, "five buffers' worth and more")
    let run = try InteractionSim.run(["replay", "--format", "json", "-"], stdin: text)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.stdout == expected)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect((object["transitions"] as? [Any])?.count == reports.count)
    #expect((object["outcomes"] as? [String])?.count == 1_500)
  }

  @Test("I4: the JSON transcript of a trace with no input is the library's document, transitions []")
  func replayOfNoInputAsJSONIsTheLibrarysDocument() throws {
    let text = "trace 1\ntarget album frame=20,40,350,160\n  action pin \"Pin\"\n"
    let run = try InteractionSim.run(["replay", "--format", "json", "-"], stdin: text)
    #expect(run.status == 0)
    #expect(run.stdout == "{\n  \"transitions\": [],\n  \"outcomes\": []\n}\n")
    #expect(run.stdout == TranscriptJSON.document(reports: [], outcomes: []))
  }

  @Test func replayAsJSONIsValidJSON() throws {
    let trace = try Trace.parse(
      TraceFixtures.bytes(TraceFixtures.fixtures.appendingPathComponent("pass.trace")))
    let (reports, result) = try trace.replay()
    for arguments in [
      ["replay", "--format", "json", "pass.trace"], ["replay", "pass.trace", "--format=json"],
    ] {
      let run = try InteractionSim.run(arguments, in: TraceFixtures.fixtures)
      #expect(run.status == 0)
      #expect(run.stderr.isEmpty)
      #expect(run.stdout == TranscriptJSON.document(reports: reports, outcomes: result.outcomes))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
      let transitions = try #require(object["transitions"] as? [[String: Any]])
      #expect(transitions.count == reports.count)
      #expect(transitions.first?["instant_ns"] as? Int == 0)
      #expect(transitions.first?["kind"] as? String == "transition")
      #expect(object["outcomes"] as? [String] == ["tap apple", "perform delete"])
    }
    // An empty trace is valid JSON too.
    let empty = try InteractionSim.run(["replay", "--format", "json", "-"], stdin: "")
    #expect(empty.status == 0)
    #expect(try JSONSerialization.jsonObject(with: Data(empty.stdout.utf8)) is [String: Any])
  }

  @Test func noArgumentSummarizesTheShippedTraces() throws {
    try assertExecute(
      [], in: TraceFixtures.fixtures.appendingPathComponent("shipped"), status: 0,
      stdout: """
        long-press.trace  3 inputs, 1 outcome  PASS
        tap.trace         2 inputs, 1 outcome  PASS
        2 passed, 0 failed

        """, stderr: "")
  }

  @Test(arguments: TraceFixtures.malformedNames())
  func checkReportsEachMalformedTrace(_ name: String) throws {
    let expected = TraceFixtures.text(TraceFixtures.malformed.appendingPathComponent(name + ".error"))
    try assertExecute(
      ["check", name + ".trace"], in: TraceFixtures.malformed, status: 2, stdout: "0 passed, 1 failed\n",
      stderr: expected)
  }

  @Test func noInputMakesTheToolTrap() throws {
    var random = SeededGenerator(seed: 9)
    for _ in 0..<20 {
      let bytes = (0..<Int.random(in: 0..<200, using: &random)).map { _ in
        FuzzAlphabet.bytes.randomElement(using: &random)!
      }
      let result = try InteractionSim.run(["check", "-"], stdin: String(decoding: bytes, as: UTF8.self))
      #expect(result.status == 0 || result.status == 1 || result.status == 2)
      #expect(result.stdout.hasSuffix(" failed\n"))
    }
  }
}
