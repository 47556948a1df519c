import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// `interaction-sim check --jobs N` and `--shard I/N` (issue 5): the same bytes whatever N, and shards
/// that partition the corpus. Run against the real binary.
@Suite struct CheckParallelTests {
  /// The arguments of a run over a mixed corpus: passing, failing and bad traces, a missing file and a
  /// folder, relative to the fixtures folder.
  static let mixed = ["pass.trace", "fail.trace", "bad.trace", "missing.trace", "folder/", "shipped"]

  @Test func theOutputIsTheSameWhateverTheNumberOfJobs() throws {
    for (arguments, folder) in [
      (CheckParallelTests.mixed, TraceFixtures.fixtures), (["."], TraceFixtures.malformed),
    ] {
      let one = try InteractionSim.run(["check", "--jobs", "1"] + arguments, in: folder)
      #expect(one.status == 2)
      #expect(one.stdout.hasSuffix(" failed\n"))
      #expect(!one.stderr.isEmpty)
      for jobs in ["2", "4"] {
        let many = try InteractionSim.run(["check", "--jobs", jobs] + arguments, in: folder)
        #expect(many.status == one.status, "exit status with --jobs \(jobs)")
        #expect(many.stdout == one.stdout, "stdout with --jobs \(jobs)")
        #expect(many.stderr == one.stderr, "stderr with --jobs \(jobs)")
      }
      let byDefault = try InteractionSim.run(["check"] + arguments, in: folder)
      #expect(byDefault.stdout == one.stdout)
      #expect(byDefault.stderr == one.stderr)
      #expect(byDefault.status == one.status)
    }
  }

  @Test func shardsPartitionTheCorpus() throws {
    let names = TraceFixtures.malformedNames().map { "./" + $0 + ".trace" }
    #expect(names.count >= 25)
    for count in 1...4 {
      var seen: [String: Int] = [:]
      var failed = 0
      var passed = 0
      for part in 1...count {
        let run = try InteractionSim.run(
          ["check", "--shard", "\(part)/\(count)", "."], in: TraceFixtures.malformed)
        #expect(run.status == 2 || (run.status == 0 && run.stderr.isEmpty))
        // Every malformed trace reports its own error on one line that starts with its name.
        for line in run.stderr.split(separator: "\n") {
          let name = String(line.prefix { $0 != ":" })
          seen[name, default: 0] += 1
        }
        let counts = try #require(run.stdout.split(separator: "\n").last)
        let numbers = counts.split(separator: " ").compactMap { Int($0) }
        #expect(numbers.count == 2)
        passed += numbers.first ?? 0
        failed += numbers.last ?? 0
      }
      #expect(Set(seen.keys) == Set(names), "the union of \(count) shards is the corpus")
      #expect(seen.values.allSatisfy { $0 == 1 }, "the \(count) shards are disjoint")
      #expect(passed == 0)
      #expect(failed == names.count)
    }
  }

  @Test func eachShardGetsEveryNthTraceInSortedOrder() throws {
    let names = TraceFixtures.malformedNames().map { "./" + $0 + ".trace" }.sorted {
      Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
    }
    let run = try InteractionSim.run(["check", "--shard", "2/3", "."], in: TraceFixtures.malformed)
    let reported = run.stderr.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
    let expected = names.enumerated().filter { $0.offset % 3 == 1 }.map { $0.element }
    #expect(reported == expected)
  }

  @Test func shardCountsAddUpOverAMixedCorpus() throws {
    let whole = try InteractionSim.run(["check"] + CheckParallelTests.mixed, in: TraceFixtures.fixtures)
    func counts(_ stdout: String) -> (Int, Int) {
      let numbers = (stdout.split(separator: "\n").last ?? "").split(separator: " ").compactMap { Int($0) }
      return (numbers.first ?? -1, numbers.last ?? -1)
    }
    let (allPassed, allFailed) = counts(whole.stdout)
    var passed = 0
    var failed = 0
    var stderrLines: [Substring] = []
    var stdoutLines: [Substring] = []
    for part in 1...3 {
      let run = try InteractionSim.run(
        ["check", "--shard", "\(part)/3"] + CheckParallelTests.mixed, in: TraceFixtures.fixtures)
      let (p, f) = counts(run.stdout)
      passed += p
      failed += f
      stderrLines += run.stderr.split(separator: "\n")
      stdoutLines += run.stdout.split(separator: "\n").dropLast()
    }
    #expect(passed == allPassed)
    #expect(failed == allFailed)
    #expect(stderrLines.sorted() == whole.stderr.split(separator: "\n").sorted())
    #expect(stdoutLines.sorted() == whole.stdout.split(separator: "\n").dropLast().sorted())
  }

  @Test func badJobsAndShardsAreUsageErrors() throws {
    for arguments in [
      ["check", "--jobs", "0", "pass.trace"], ["check", "--jobs", "many", "pass.trace"], ["check", "--jobs"],
      ["check", "--shard", "0/2", "pass.trace"], ["check", "--shard", "3/2", "pass.trace"],
      ["check", "--shard", "1", "pass.trace"], ["check", "--shard", "1/0", "pass.trace"],
    ] {
      let run = try InteractionSim.run(arguments, in: TraceFixtures.fixtures)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.contains("usage: interaction-sim check PATH..."))
    }
    try assertExecute(
      ["check", "--jobs=3", "pass.trace"], status: 0, stdout: "1 passed, 0 failed\n", stderr: "")
    try assertExecute(
      ["check", "-j", "2", "--shard=1/1", "pass.trace"], status: 0, stdout: "1 passed, 0 failed\n")
  }

  @Test func noProgressWhenStandardErrorIsNotATerminal() throws {
    let run = try InteractionSim.run(
      ["check", "--jobs", "2", "pass.trace", "folder/"], in: TraceFixtures.fixtures)
    #expect(run.stderr.isEmpty)
  }

  /// A trace longer than the reader's chunk (1 MiB), with expectations written after the inputs they
  /// speak of: the streaming check finds them first and gives what the whole-document replay gives.
  @Test func aLongTraceStreamsToTheSameResultAsTheWholeDocument() throws {
    var text =
      "trace 1\ntarget apple frame=0,0,390,44 primary=open-apple\n  action favorite \"Favorite\" off\n"
    var lines: [String] = []
    var time = 0
    for index in 0..<40_000 {
      lines.append("at \(time)ms down 100,20")
      lines.append("at \(time + 90)ms up")
      if index % 1000 == 999 { lines.append("at \(time + 100)ms move 100,20") }
      time += 400
    }
    text += lines.joined(separator: "\n") + "\n"
    text += "expect 0.05 state pressing apple\n"
    text += "expect 0.2 state idle\n"
    text += "expect 1.23 state lifting apple\n"  // fails: a tap, not a long press
    text += "expect outcome 40000 tap apple\n"
    text += "expect outcomes 40000\n"
    #expect(text.utf8.count > 1 << 20)
    let trace = try Trace.parse(text)
    let whole = try trace.replay().result
    #expect(whole.failures.count == 1)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "check-long-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(text.utf8).write(to: folder.appendingPathComponent("long.trace"))
    let expected =
      whole.failures.map { $0.formatted(file: "long.trace") }.joined(separator: "\n")
      + "\n0 passed, 1 failed\n"
    try assertExecute(["check", "long.trace"], in: folder, status: 1, stdout: expected, stderr: "")
    // The same trace through standard input.
    try assertExecute(
      ["check", "-"], in: folder, stdin: text, status: 1,
      stdout: expected.replacingOccurrences(of: "long.trace", with: "<stdin>"), stderr: "")
    // An error far into the file is still named by its line and column, and wins over a later one.
    let broken =
      text.replacingOccurrences(of: "at 4000000ms down 100,20", with: "at 4000000ms down 100;20")
      + "at 1 tick\n"
    try Data(broken.utf8).write(to: folder.appendingPathComponent("broken.trace"))
    let error = try #require(throws: TraceError.self) { try Trace.parse(broken) }
    try assertExecute(
      ["check", "broken.trace"], in: folder, status: 2, stdout: "0 passed, 1 failed\n",
      stderr: error.formatted(file: "broken.trace") + "\n")
  }
}
