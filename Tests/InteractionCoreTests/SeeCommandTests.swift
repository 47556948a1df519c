import Foundation
import InteractionAnalysis
import InteractionCore
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

/// Every element of an XML document, with its attributes, as XMLParser reports them.
final class ElementCollector: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []
  var text = ""
  var error: Error?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    elements.append((elementName, attributeDict))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

  /// Parses a document; `nil` when it is not well-formed XML.
  static func parse(_ data: Data) -> ElementCollector? {
    let collector = ElementCollector()
    let parser = XMLParser(data: data)
    parser.delegate = collector
    guard parser.parse(), collector.error == nil else { return nil }
    return collector
  }

  /// The elements whose class list holds `name`.
  func elements(ofClass name: String) -> [(name: String, attributes: [String: String])] {
    elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(name)) }
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
        error: missing '-o FILE.svg'
        usage: interaction-sim timeline TRACE -o FILE.svg
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
    // One event per state-chart edge, as the exploration found them.
    #expect(edges.reduce(0) { $0 + $1.events.count } == ExplorationTests.stateSpace.edges.count)
  }

  // MARK: - timeline

  /// The phase occurrences of a replay, counted from its transcript: a new band each time an
  /// interaction enters a phase other than idle from another phase.
  static func phaseOccurrences(of trace: Trace) throws -> [Phase] {
    var result: [Phase] = []
    for case .transition(let transition) in try trace.replay().reports
    where transition.interaction != 0 && transition.to != .idle && transition.from != transition.to {
      result.append(transition.to)
    }
    return result
  }

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
    let phases = try Self.phaseOccurrences(of: trace)
    let bands = document.elements(ofClass: "band")
    #expect(bands.count == phases.count)
    #expect(bands.map { $0.attributes["class"] ?? "" } == phases.map { "band band-" + $0.text })
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

  @Test("the timeline's opacity curve is sampled from the machine's appearance: lift, overlay, fade")
  func timelineOpacitySamples() throws {
    let trace = try Trace.parse(
      TraceFixtures.bytes(
        SeeFixtures.traces.appendingPathComponent("08-component-actions-with-destination.trace")))
    let timeline = try Timeline(trace: trace)
    #expect(timeline.samples.allSatisfy { $0.overlay == 0.05 })
    func preview(at milliseconds: Int64) -> [Double] {
      timeline.samples.filter { $0.instant == .milliseconds(milliseconds) }.map { $0.preview }
    }
    #expect(preview(at: 400) == [0])  // pressing
    #expect(preview(at: 500) == [0, 1])  // the hold fires: the preview lifts
    #expect(preview(at: 900) == [1])  // presented
    #expect(preview(at: 1_000) == [1])  // select pin: the fade starts from 1
    #expect(abs((preview(at: 1_150).first ?? 0) - 0.525) < 1e-9)  // half-way to the overlay
    // The fade ends in the overlay, then the preview goes.
    #expect(
      preview(at: 1_300).count == 2 && abs(preview(at: 1_300)[0] - 0.05) < 1e-9 && preview(at: 1_300)[1] == 0)
    // The fade never goes up.
    let fade = timeline.samples.filter {
      $0.instant > .milliseconds(1_000) && $0.instant <= .milliseconds(1_300)
    }
    #expect(zip(fade, fade.dropFirst()).allSatisfy { $1.preview <= $0.preview })
    #expect(timeline.inputs.count == trace.inputs.count)
    #expect(try timeline.rows.map { $0.outcome } == trace.replay().result.outcomes.map { Optional($0) })
  }

  @Test("a long trace is sampled more coarsely, and an empty one still draws")
  func timelineOfLongAndEmptyTraces() throws {
    let long = try Timeline(trace: try Trace.parse("at 100000 tick\nat 100001 tick\n"))
    #expect(long.samples.count < 10_000)
    #expect(long.inputs.count == 2 && long.rows.isEmpty)
    let empty = TimelineSVG.render(try Timeline(trace: Trace()), title: "empty")
    let document = try #require(ElementCollector.parse(Data(empty.utf8)))
    #expect(document.text.contains("no interaction started"))
    try SVGCheck.shapesInside(document, "empty")
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

  @Test("every shipped trace draws as well-formed SVG whose shapes lie inside the picture")
  func everyShippedTraceDraws() throws {
    for source in try FileManager.default.contentsOfDirectory(atPath: SeeFixtures.traces.path).sorted()
    where source.hasSuffix(".trace") {
      let trace = try Trace.parse(TraceFixtures.bytes(SeeFixtures.traces.appendingPathComponent(source)))
      let svg = TimelineSVG.render(try Timeline(trace: trace), title: source)
      let document = try #require(ElementCollector.parse(Data(svg.utf8)), "\(source)")
      #expect(
        try document.elements(ofClass: "band").count == Self.phaseOccurrences(of: trace).count, "\(source)")
      #expect(document.elements(ofClass: "input-mark").count == trace.inputs.count, "\(source)")
      try SVGCheck.shapesInside(document, source)
    }
  }

  @Test("the README shows the generated chart, and docs/timeline-example.svg is what timeline draws")
  func readmeIsInSync() throws {
    let root = TraceFixtures.packageRoot
    let readme = TraceFixtures.text(root.appendingPathComponent("README.md"))
    let chart = TraceFixtures.text(root.appendingPathComponent("docs/state-chart.mmd"))
    #expect(readme.contains("```mermaid\n" + chart + "```\n"))
    #expect(readme.contains("](docs/timeline-example.svg)"))
    let name = "08-component-actions-with-destination.trace"
    let trace = try Trace.parse(TraceFixtures.bytes(SeeFixtures.traces.appendingPathComponent(name)))
    // Regenerate with: swift run interaction-sim timeline traces/NAME -o docs/timeline-example.svg
    let example = TraceFixtures.text(root.appendingPathComponent("docs/timeline-example.svg"))
    #expect(try example == TimelineSVG.render(Timeline(trace: trace), title: name))
  }

  // MARK: - coverage

  @Test("the shipped traces cover every transition of the chart: coverage traces --min 100 exits 0")
  func shippedTracesCoverEveryTransition() throws {
    let run = try InteractionSim.run(["coverage", "traces", "--min", "100"], in: TraceFixtures.packageRoot)
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let total = ExplorationTests.stateSpace.edges.count
    #expect(run.stdout.contains("transitions: \(total)/\(total) (100.0%)\n"))
    #expect(!run.stdout.contains("missing: idle") && !run.stdout.contains("not in the chart"))
    #expect(run.stdout.contains("rules: 30/32 (93.7%)"))
    #expect(run.stdout.contains("  missing: T1 I5\n"))
    // The README quotes this output.
    let readme = TraceFixtures.text(TraceFixtures.packageRoot.appendingPathComponent("README.md"))
    let indented = run.stdout.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    #expect(readme.contains("  ```text\n" + indented + "\n  ```\n"))
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

  @Test("coverage reads the edges and rules that a replay shows, and the rule ids in comments")
  func coverageOfOneTrace() throws {
    let text = """
      # Rules: P1-P3 K2, M9. "# not a comment" I8
      trace 1
      target apple frame=0,0,390,44 # T4
        action delete "Delete #M1" destructive
      at 0 down 100,20
      at 0.1 up
      at 0.5 down 500,500
      """
    let trace = try Trace.parse(text)
    var coverage = Coverage()
    try coverage.add(trace, text: Array(text.utf8))
    #expect(
      coverage.edges
        == [
          StateChartEdge(from: .idle, event: "down", to: .pressing),
          StateChartEdge(from: .pressing, event: "up", to: .idle),
        ])
    #expect(coverage.namedRules == ["P1", "P2", "P3", "K2", "M9", "I8", "T4"])
    // A down that hits (P1), a tap (P2), a down that misses (P1), an interaction that ended (I1), the
    // same reports twice (I4).
    #expect(coverage.exercisedRules == ["P1", "P2", "I1", "I4"])
    let summary = CoverageSummary(coverage, chart: ExplorationTests.stateSpace.edges)
    #expect(summary.coveredEdges.count == 2)
    #expect(summary.missingEdges.count == ExplorationTests.stateSpace.edges.count - 2)
    #expect(!summary.coversEdges(atLeast: 5))
    #expect(summary.coversEdges(atLeast: 3))
    #expect(CoverageSummary.ratio(2, 3) == "2/3 (66.6%)")
  }

  @Test("every rule of the table is one of SPEC's, and every rule but T1 and I5 has a row")
  func ruleTable() {
    let rules = RuleTable.rows.map { $0.rule }
    #expect(Set(rules).isSubset(of: Set(RuleTable.allRules)))
    #expect(Set(RuleTable.allRules).subtracting(rules) == ["T1", "I5"])
    #expect(RuleTable.allRules.count == 32)
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

  @Test("shrink exits 1 when the trace does not fail, 2 on bad input")
  func shrinkNothingToShrink() throws {
    try assertExecute(["shrink", "pass.trace"], status: 1, stdout: "")
    try assertExecute(["shrink", "fail.trace", "--line", "3"], status: 1, stdout: "")
    try assertExecute(["shrink", "bad.trace"], status: 2, stdout: "")
  }

  @Test("ddmin finds a 1-minimal sublist; the failure signature ignores what is not the failure's kind")
  func ddminAndSignature() {
    let result = TraceShrinker.minimize(Array(0..<40)) { $0.contains(7) && $0.contains(31) }
    #expect(result == [7, 31])
    #expect(TraceShrinker.minimize(Array(0..<10)) { _ in true } == [])
    func failure(_ kind: InteractionCore.Expectation.Kind, _ message: String) -> ExpectationFailure {
      ExpectationFailure(expectation: InteractionCore.Expectation(kind), line: 1, message: message)
    }
    #expect(
      TraceShrinker.signature(of: failure(.outcomeCount(3), "expected outcomes 3, got outcomes 5")) == "more")
    #expect(
      TraceShrinker.signature(of: failure(.outcomeCount(3), "expected outcomes 3, got outcomes 1")) == "fewer"
    )
    #expect(
      TraceShrinker.signature(
        of: failure(
          .outcome(2, .tap("a")), "expected outcome 2 tap a, got no outcome 2 (1 interaction ended)"))
        == "no outcome")
    #expect(
      TraceShrinker.signature(
        of: failure(
          .state(.zero, .lifting, target: "a"),
          "expected state lifting a at 0.000, got state idle a (b is pressing)"))
        == "state idle a")
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

  @Test("the generated corpus exercises most of the state chart")
  func generatedCorpusCoverage() throws {
    let generator = TraceGenerator(seed: 7)
    var coverage = Coverage()
    for number in 1...60 {
      let text = generator.text(number: number)
      let trace = try Trace.parse(text)
      #expect(try trace.replay().result.passed, "trace \(number)")
      try coverage.add(trace, text: Array(text.utf8))
    }
    let summary = CoverageSummary(coverage, chart: ExplorationTests.stateSpace.edges)
    #expect(summary.extraEdges == [])
    #expect(summary.coversEdges(atLeast: 90), "\(summary.missingEdges.map(CoverageSummary.text(of:)))")
  }

  @Test("SplitMix64 gives the reference sequence, and bounded values stay in their bounds")
  func splitMix() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    var bounded = SplitMix64(seed: 99)
    for _ in 0..<1_000 {
      #expect(bounded.below(7) < 7)
      #expect((3...5).contains(bounded.int(in: 3...5)))
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

/// Browser-free checks that an SVG renders.
enum SVGCheck {
  /// The SVG elements a timeline may use.
  static let allowed: Set<String> = ["svg", "title", "g", "rect", "text", "path", "circle", "polyline"]

  /// Every element is one of ``allowed`` and every coordinate is a finite number inside the picture.
  static func shapesInside(_ document: ElementCollector, _ name: String) throws {
    let root = try #require(document.elements.first)
    let width = try #require(Double(root.attributes["width"] ?? ""))
    let height = try #require(Double(root.attributes["height"] ?? ""))
    #expect(root.attributes["viewBox"] == "0 0 \(root.attributes["width"]!) \(root.attributes["height"]!)")
    for element in document.elements {
      #expect(allowed.contains(element.name), "\(name): <\(element.name)>")
      for key in ["x", "cx"] {
        if let value = element.attributes[key] {
          let number = try #require(Double(value), "\(name): \(key)=\(value)")
          #expect(number >= 0 && number <= width, "\(name): \(key)=\(value)")
        }
      }
      for key in ["y", "cy"] {
        if let value = element.attributes[key] {
          let number = try #require(Double(value), "\(name): \(key)=\(value)")
          #expect(number >= 0 && number <= height, "\(name): \(key)=\(value)")
        }
      }
      if let points = element.attributes["points"] {
        for pair in points.split(separator: " ") {
          let xy = pair.split(separator: ",").compactMap { Double($0) }
          #expect(xy.count == 2 && xy[0] >= 0 && xy[0] <= width && xy[1] >= 0 && xy[1] <= height, "\(name)")
        }
      }
    }
  }

  /// The document passes ``shapesInside(_:_:)``, and where librsvg's `rsvg-convert` is installed it
  /// renders to a PNG of the picture's size.
  static func renders(_ data: Data) throws {
    let document = try #require(ElementCollector.parse(data))
    try shapesInside(document, "timeline")
    let candidates = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"]
    guard let converter = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      return
    }
    let scratch = try SeeFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let svg = scratch.appendingPathComponent("t.svg")
    let png = scratch.appendingPathComponent("t.png")
    try data.write(to: svg)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: converter)
    process.arguments = [svg.path, "-o", png.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let bytes = try [UInt8](Data(contentsOf: png))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // The PNG's width and height (IHDR) are the SVG's.
    let root = try #require(document.elements.first)
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(Double(width) == Double(root.attributes["width"] ?? "") ?? -1)
    #expect(Double(height) == Double(root.attributes["height"] ?? "") ?? -1)
  }
}
