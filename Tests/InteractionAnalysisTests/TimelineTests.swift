import Foundation
import InteractionAnalysis
import InteractionCore
import InteractionTestSupport
import Testing

/// The timeline's replay, samples and SVG (issue 6), drawn without the tool.
@Suite("Timeline")
struct TimelineTests {
  @Test("the timeline's opacity curve is sampled from the machine's appearance: lift, overlay, fade")
  func timelineOpacitySamples() throws {
    let trace = try Trace.parse(
      TraceFixtures.bytes(
        TraceFixtures.shippedTraces.appendingPathComponent("08-component-actions-with-destination.trace")))
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
      preview(at: 1_300).count == 2 && abs(preview(at: 1_300)[0] - 0.05) < 1e-8 && preview(at: 1_300)[1] == 0)
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

  @Test("T1: a trace that reaches the latest instant draws; its axis ends at the last instant there is")
  func timelineAtTheLatestInstant() throws {
    // The sampling step past the last whole step, and the margin after the last report, went beyond
    // Int64 nanoseconds: the tool trapped on a valid trace.
    let trace = try Trace.parse(
      "target a frame=0,0,10,10 preview=custom:card destination=same\n"
        + "at 0 down 5,5\nat 0.1 up\nat 9223372036.019775807 down 5,5\n")
    let timeline = try Timeline(trace: trace)
    #expect(timeline.inputs.count == 3)
    #expect(timeline.rows.map(\.interaction) == [1, 2])
    #expect(timeline.end == Instant(nanoseconds: .max))
    #expect(timeline.bands.allSatisfy { $0.start <= $0.end })
    let svg = TimelineSVG.render(timeline, title: "latest")
    let document = try #require(ElementCollector.parse(Data(svg.utf8)))
    try SVGCheck.shapesInside(document, "latest")
  }

  @Test("P2: a trace of many taps draws one row per interaction, each with its own bands, in order")
  func timelineOfManyInteractions() throws {
    // Each row's bands and timers are found by the row's interaction (`rowIndex`, grouped once), where
    // they were searched among all: 20,000 taps took 25 s. How long it takes is a benchmark's figure
    // (docs/DECISIONS.md), not a test's; this says that the grouping keeps every row's own bands.
    var text = "target a frame=0,0,10,10\n"
    for tap in 0..<3_000 { text += "at \(tap * 2).000 down 5,5\nat \(tap * 2).001 up\n" }
    let timeline = try Timeline(trace: try Trace.parse(text))
    #expect(timeline.rows.map(\.interaction) == Array(1...3_000))
    #expect(timeline.rows.allSatisfy { $0.outcome == .tap("a") })
    let svg = TimelineSVG.render(timeline, title: "taps")
    // Every row is labelled, in the rows' order.
    let labels = svg.ranges(of: ">#").count
    #expect(labels == 3_000)
    let last = try #require(svg.range(of: ">#3000 a<"))
    let first = try #require(svg.range(of: ">#1 a<"))
    #expect(first.lowerBound < last.lowerBound)
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test("every shipped trace draws as well-formed SVG whose shapes lie inside the picture")
  func everyShippedTraceDraws() throws {
    for source in try FileManager.default.contentsOfDirectory(atPath: TraceFixtures.shippedTraces.path)
      .sorted()
    where source.hasSuffix(".trace") {
      let trace = try Trace.parse(
        TraceFixtures.bytes(TraceFixtures.shippedTraces.appendingPathComponent(source)))
      let svg = TimelineSVG.render(try Timeline(trace: trace), title: source)
      let document = try #require(ElementCollector.parse(Data(svg.utf8)), "\(source)")
      #expect(
        try document.elements(ofClass: "band").count
          == TimelineExpectations.phaseOccurrences(of: trace).count,
        "\(source)")
      #expect(document.elements(ofClass: "input-mark").count == trace.inputs.count, "\(source)")
      try SVGCheck.shapesInside(document, source)
    }
  }

  @Test("the CLI guide shows the generated chart, and docs/timeline-example.svg is what timeline draws")
  func readmeIsInSync() throws {
    let root = TraceFixtures.packageRoot
    let guide = Documentation.page("docs/cli.md").text
    let chart = TraceFixtures.text(root.appendingPathComponent("docs/state-chart.mmd"))
    #expect(guide.contains("```mermaid\n" + chart + "```\n"))
    #expect(guide.contains("](timeline-example.svg)"))
    let name = "08-component-actions-with-destination.trace"
    let trace = try Trace.parse(TraceFixtures.bytes(TraceFixtures.shippedTraces.appendingPathComponent(name)))
    // Regenerate with: scripts/regenerate (what swift run interaction-sim timeline traces/NAME draws)
    let example = TraceFixtures.text(root.appendingPathComponent("docs/timeline-example.svg"))
    #expect(try example == TimelineSVG.render(Timeline(trace: trace), title: name))
  }
}
