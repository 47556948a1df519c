import Foundation
import InteractionAnalysis
import InteractionCore
import InteractionTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The fixtures of these tests, and helpers to read what the tool wrote.
enum SeeFixtures {
  /// `Fixtures/see`.
  static let folder = TraceFixtures.fixtures.appendingPathComponent("see")
  /// The package's shipped traces.
  static let traces = TraceFixtures.packageRoot.appendingPathComponent("traces")

  /// A fresh scratch folder, removed by the caller.
  static func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("see-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The files of a folder, sorted, with their bytes.
  static func files(in folder: URL) throws -> [(String, Data)] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
      ($0, try Data(contentsOf: folder.appendingPathComponent($0)))
    }
  }
}

/// The subcommands that let a person see the machine (issue 6): graph, timeline, coverage, shrink and
/// generate, run as the real binary.
@Suite("interaction-sim graph, timeline, coverage, shrink, generate")
struct SeeCommandTests {
  static let subcommands = ["graph", "timeline", "coverage", "shrink", "generate"]

  @Test("each new subcommand has its help, also through `help SUBCOMMAND`")
  func helpForEachSubcommand() throws {
    for subcommand in Self.subcommands {
      for arguments in [[subcommand, "--help"], [subcommand, "-h"], ["help", subcommand]] {
        let result = try InteractionSim.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("USAGE: interaction-sim " + subcommand))
        #expect(result.stdout.contains("EXIT STATUS:"))
        #expect(result.stderr.isEmpty)
      }
    }
    let tool = try InteractionSim.run(["--help"])
    for subcommand in Self.subcommands { #expect(tool.stdout.contains("  " + subcommand + " ")) }
  }

  @Test("bad usage of the new subcommands exits with 2 and says why")
  func badUsage() throws {
    try assertExecute(
      ["graph", "--format", "svg"], status: 2, stdout: "",
      stderr: """
        error: expected mermaid or dot for '--format', found 'svg'
        usage: interaction-sim graph [--format mermaid|dot]
        See 'interaction-sim graph --help' for more information.

        """)
    try assertExecute(["graph", "extra"], status: 2, stdout: "")
    try assertExecute(
      ["timeline", "pass.trace"], status: 2, stdout: "",
      stderr: """
        error: missing '--output FILE.svg'
        usage: interaction-sim timeline TRACE --output FILE.svg
        See 'interaction-sim timeline --help' for more information.

        """)
    try assertExecute(["timeline", "-o", "x.svg"], status: 2, stdout: "")
    try assertExecute(["timeline", "bad.trace", "-o", "-"], status: 2, stdout: "")
    try assertExecute(["coverage"], status: 2, stdout: "")
    try assertExecute(["coverage", "pass.trace", "--min", "abc"], status: 2, stdout: "")
    try assertExecute(["coverage", "pass.trace", "--min", "101"], status: 2, stdout: "")
    try assertExecute(["shrink"], status: 2, stdout: "")
    try assertExecute(["shrink", "pass.trace", "--line", "zero"], status: 2, stdout: "")
    try assertExecute(["generate", "--out", "x"], status: 2, stdout: "")
    try assertExecute(["generate", "--seed", "-1", "--out", "x"], status: 2, stdout: "")
    try assertExecute(["generate", "--seed", "1", "--count", "0", "--out", "x"], status: 2, stdout: "")
    try assertExecute(["generate", "--seed", "1"], status: 2, stdout: "")
  }

  // MARK: - graph

  @Test("graph prints the chart generated from the machine: docs/state-chart.mmd")
  func graphIsTheCheckedInChart() throws {
    let checkedIn = TraceFixtures.text(
      TraceFixtures.packageRoot.appendingPathComponent("docs/state-chart.mmd"))
    try assertExecute(["graph"], status: 0, stdout: checkedIn, stderr: "")
  }

  @Test("graph --format dot is a digraph with one edge per arrow of the Mermaid chart")
  func graphAsDot() throws {
    let result = try InteractionSim.run(["graph", "--format=dot"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let edges = try #require(DOT.edges(of: result.stdout))
    let mermaid = TraceFixtures.text(TraceFixtures.packageRoot.appendingPathComponent("docs/state-chart.mmd"))
    var arrows: [(String, String, [String])] = []
    for line in mermaid.split(separator: "\n") where line.contains(" --> ") && !line.contains("[*]") {
      let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: ": ")
      let ends = parts[0].components(separatedBy: " --> ")
      arrows.append((ends[0], ends[1], parts[1].components(separatedBy: ", ")))
    }
    #expect(edges.count == arrows.count)
    for (dot, arrow) in zip(edges, arrows) {
      #expect(dot.from == arrow.0 && dot.to == arrow.1 && dot.events == arrow.2)
    }
    // docs/state-chart.mmd is what the machine can do: InteractionAnalysisTests' exploration checks it.
  }

  // MARK: - timeline

  @Test("timeline writes well-formed, self-contained SVG with a band per phase and a mark per input")
  func timelineOfAShippedTrace() throws {
    let scratch = try SeeFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let tracePath = SeeFixtures.traces.appendingPathComponent("08-component-actions-with-destination.trace")
    let svgURL = scratch.appendingPathComponent("timeline.svg")
    let run = try InteractionSim.run(["timeline", tracePath.path, "-o", svgURL.path])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let data = try Data(contentsOf: svgURL)
    let svg = String(decoding: data, as: UTF8.self)
    let document = try #require(ElementCollector.parse(data), "not well-formed XML")
    #expect(document.elements.first?.name == "svg")
    #expect(document.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(document.elements.first?.attributes["font-family"] == "monospace")
    // Self-contained: no script, no link, no external font or image.
    for forbidden in ["<script", "href", "url(", "@import", "<image", "<foreignObject", "<style"] {
      #expect(!svg.contains(forbidden), "\(forbidden)")
    }
    let trace = try Trace.parse(TraceFixtures.bytes(tracePath))
    let phases = try TimelineExpectations.phaseOccurrences(of: trace)
    let bands = document.elements(ofClass: "band")
    #expect(bands.count == phases.count)
    #expect(bands.map { $0.attributes["class"] ?? "" } == phases.map { "band band-" + $0.spelling })
    #expect(document.elements(ofClass: "input-mark").count == trace.inputs.count)
    #expect(document.elements(ofClass: "timer-mark").count == 6)  // hold, lift, fade; hold, lift, commit
    #expect(document.elements(ofClass: "outcome").count == 2)
    #expect(document.text.contains("perform pin"))
    #expect(document.text.contains("navigate album-page sheet"))
    let preview = try #require(document.elements(ofClass: "opacity-preview").first)
    #expect(preview.name == "polyline" || preview.name == "path")
    #expect(document.elements(ofClass: "opacity-overlay").count == 1)
    #expect(document.elements(ofClass: "legend-swatch").count == 6)
    #expect(document.elements(ofClass: "tick").count >= 5)
    try SVGCheck.renders(data)
  }

  @Test("text in the timeline is escaped: a file name with & and < still gives well-formed XML")
  func timelineEscapesText() throws {
    #expect(TimelineSVG.escaped("a&b<c>\"d'") == "a&amp;b&lt;c&gt;&quot;d&apos;")
    let scratch = try SeeFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let name = "R&D <1>.trace"
    let copy = scratch.appendingPathComponent(name)
    try Data(contentsOf: TraceFixtures.fixtures.appendingPathComponent("pass.trace")).write(to: copy)
    let run = try InteractionSim.run(["timeline", name, "-o", "-"], in: scratch)
    #expect(run.status == 0)
    #expect(run.stdout.contains("timeline of R&amp;D &lt;1&gt;.trace"))
    let document = try #require(ElementCollector.parse(Data(run.stdout.utf8)))
    #expect(document.text.contains("timeline of R&D <1>.trace"))
  }

  // MARK: - coverage

  @Test("the shipped traces cover every transition of the chart: coverage traces --min 100 exits 0")
  func shippedTracesCoverEveryTransition() throws {
    let run = try InteractionSim.run(["coverage", "traces", "--min", "100"], in: TraceFixtures.packageRoot)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let chart = TraceFixtures.text(TraceFixtures.packageRoot.appendingPathComponent("docs/state-chart.mmd"))
    let total = chart.split(separator: "\n").filter { $0.contains(" --> ") && !$0.contains("[*]") }
      .reduce(0) { $0 + $1.split(separator: ":")[1].split(separator: ",").count }
    #expect(run.stdout.contains("transitions: \(total)/\(total) (100.0%)\n"))
    #expect(!run.stdout.contains("missing: idle") && !run.stdout.contains("not in the chart"))
    // Every rule but T1 and I5 (no valid trace holds time going back) is covered.
    let rules = RuleTable.allRules.count
    #expect(run.stdout.contains("rules: \(rules - 2)/\(rules) "))
    #expect(run.stdout.contains("  missing: T1 I5\n"))
    // The CLI guide quotes this output (scripts/regenerate writes it there).
    let guide = Documentation.page("docs/cli.md").text
    let indented = run.stdout.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    #expect(guide.contains("  ```text\n" + indented + "\n  ```\n"))
  }

  @Test("coverage of a small corpus lists what it misses and exits 1 below --min")
  func coverageBelowTheMinimum() throws {
    let run = try InteractionSim.run(["coverage", "pass.trace", "--min", "50"], in: TraceFixtures.fixtures)
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("traces: 1\ntransitions: "))
    #expect(run.stdout.contains("  missing: showingDestination --closed--> idle\n"))
    #expect(run.stderr.contains("is below 50%"))
    // A bad trace is reported; the others are still counted, and the exit status is 2.
    let bad = try InteractionSim.run(["coverage", "bad.trace", "pass.trace"], in: TraceFixtures.fixtures)
    #expect(bad.status == 2)
    #expect(bad.stdout.hasPrefix("traces: 1\n"))
    #expect(bad.stderr.hasPrefix("bad.trace:4:4: error: "))
  }

  // MARK: - shrink

  @Test("shrink reduces a trace that fails after many irrelevant inputs to two inputs that still fail")
  func shrinkManyInputs() throws {
    let path = "see/shrink-many-inputs.trace"
    let original = try Trace.parse(TraceFixtures.bytes(TraceFixtures.fixtures.appendingPathComponent(path)))
    #expect(original.inputs.count == 39)
    let run = try InteractionSim.run(["shrink", path], in: TraceFixtures.fixtures)
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        trace 1

        target apple frame=0,0,390,44 primary=open-apple
          action delete "Delete" destructive

        at 10.000 down 100,20
        at 11.000 select delete

        expect 11.100 state presented apple

        """)
    #expect(run.stderr.contains("shrunk 39 → 2 inputs, 4 → 1 targets, 13 → 1 menu items"))
    let shrunk = try Trace.parse(run.stdout)
    #expect(shrunk.inputs.count == 2 && shrunk.scene.targets.count == 1 && shrunk.menuItemCount == 1)
    // It still fails, the same way.
    try assertExecute(
      ["check", "-"], stdin: run.stdout, status: 1,
      stdout: """
        <stdin>:9: expectation failed: expected state presented apple at 11.100, got state dismissing apple
        0 passed, 1 failed

        """)
  }

  @Test("shrink keeps the expectation chosen with --line, and its kind of failure")
  func shrinkChosenLine() throws {
    let run = try InteractionSim.run(["shrink", "fail.trace", "--line", "8"], in: TraceFixtures.fixtures)
    #expect(run.status == 0)
    let shrunk = try Trace.parse(run.stdout)
    #expect(shrunk.expectations.map { $0.text } == ["expect outcome 1 perform delete"])
    let replay = try shrunk.replay().result
    #expect(
      replay.failures.map { $0.message } == ["expected outcome 1 perform delete, got outcome 1 tap apple"])
    #expect(shrunk.inputs.count <= 2)
  }

  @Test("shrink says how the shrunk trace fails, as check of it says: fewer outcomes, and how many")
  func shrinkReportsTheShrunkFailure() throws {
    // `expect outcomes 3` of a trace with one: the shrunk trace, without inputs, has none. Standard
    // error said "got outcomes 1", the original's, which the printed trace does not give.
    let trace = """
      target apple frame=0,0,390,44
      at 0 down 100,20
      at 0.2 up
      expect outcomes 3

      """
    let run = try InteractionSim.run(["shrink", "-"], stdin: trace)
    #expect(run.status == 0)
    #expect(run.stdout == "trace 1\n\nexpect outcomes 3\n")
    #expect(
      run.stderr
        == "<stdin>: shrunk 2 → 0 inputs, 1 → 0 targets, 0 → 0 menu items in 4 replays; "
        + "still fails: expected outcomes 3, got outcomes 0\n")
    try assertExecute(
      ["check", "-"], stdin: run.stdout, status: 1,
      stdout: "<stdin>:3: expectation failed: expected outcomes 3, got outcomes 0\n0 passed, 1 failed\n")
  }

  @Test("shrink exits 1 when the trace does not fail, 2 on bad input")
  func shrinkNothingToShrink() throws {
    try assertExecute(["shrink", "pass.trace"], status: 1, stdout: "")
    try assertExecute(["shrink", "fail.trace", "--line", "3"], status: 1, stdout: "")
    try assertExecute(["shrink", "bad.trace"], status: 2, stdout: "")
  }

  // MARK: - generate

  @Test("generate: the same seed gives byte-identical files, another seed others, and all pass check")
  func generateIsDeterministicAndValid() throws {
    let scratch = try SeeFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    for (folder, seed) in [("a", "42"), ("b", "42"), ("c", "43")] {
      try assertExecute(
        ["generate", "--seed", seed, "--count", "24", "--out", folder], in: scratch, status: 0,
        stdout: "wrote 24 traces to \(folder)\n", stderr: "")
    }
    let a = try SeeFixtures.files(in: scratch.appendingPathComponent("a"))
    let b = try SeeFixtures.files(in: scratch.appendingPathComponent("b"))
    let c = try SeeFixtures.files(in: scratch.appendingPathComponent("c"))
    #expect(a.count == 24)
    #expect(a.map { $0.0 }.prefix(3) == ["0001-fruit.trace", "0002-chat.trace", "0003-card.trace"])
    #expect(a.map { $0.0 } == b.map { $0.0 } && a.map { $0.1 } == b.map { $0.1 })
    #expect(a.map { $0.1 } != c.map { $0.1 })
    // Trace N depends on the seed and N alone: fewer traces are the first of more.
    try assertExecute(["generate", "--seed", "42", "--count", "3", "--out", "d"], in: scratch, status: 0)
    let d = try SeeFixtures.files(in: scratch.appendingPathComponent("d"))
    #expect(d.map { $0.0 } == a.prefix(3).map { $0.0 } && d.map { $0.1 } == a.prefix(3).map { $0.1 })
    try assertExecute(
      ["check", "a", "c"], in: scratch, status: 0, stdout: "48 passed, 0 failed\n", stderr: "")
    // Each trace expects its outcomes and a few states, and does something.
    for (name, data) in a {
      let trace = try Trace.parse([UInt8](data))
      #expect(trace.inputs.count >= 4, "\(name)")
      #expect(
        trace.expectations.contains { if case .outcomeCount = $0.kind { true } else { false } }, "\(name)")
      #expect(trace.expectations.contains { if case .state = $0.kind { true } else { false } }, "\(name)")
    }
  }

}

/// A small reader of the DOT that `StateChart.dot` writes: `digraph NAME {`, attribute statements, and
/// `a -> b [label="x\ny"];` edges.
enum DOT {
  struct Edge {
    var from: String
    var to: String
    var events: [String]
  }

  /// The edges, or `nil` when the text is not such a digraph.
  static func edges(of text: String) -> [Edge]? {
    var lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let first = lines.first, first.hasPrefix("digraph "), first.hasSuffix("{"), lines.last == "}" else {
      return nil
    }
    lines.removeFirst()
    lines.removeLast()
    var edges: [Edge] = []
    for line in lines {
      guard line.hasSuffix(";") else { return nil }
      let statement = String(line.dropLast())
      if statement.hasPrefix("rankdir=") || statement.hasPrefix("node [") { continue }
      guard let arrow = statement.range(of: " -> "), let label = statement.range(of: " [label=\""),
        statement.hasSuffix("\"]")
      else { return nil }
      let from = String(statement[..<arrow.lowerBound])
      let to = String(statement[arrow.upperBound..<label.lowerBound])
      let events = String(statement[label.upperBound...].dropLast(2)).components(separatedBy: "\\n")
      let identifier = { (name: String) in
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      }
      guard identifier(from), identifier(to), !events.contains("") else { return nil }
      edges.append(Edge(from: from, to: to, events: events))
    }
    return edges
  }
}
