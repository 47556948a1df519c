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

  @Test("P2: a timeline is laid out and drawn in linear time: eight times the taps, not 64 times the time")
  func timelineOfManyInteractions() throws {
    // Each transition looked its row up among all the rows, and each row its bands and timers among
    // all of them: 20,000 inputs took 25 s in a debug build. Times are compared with each other, not
    // with a budget, so that a sanitizer's slowdown does not matter.
    func taps(_ count: Int) throws -> Trace {
      var text = "target a frame=0,0,10,10\n"
      for tap in 0..<count { text += "at \(tap * 2).000 down 5,5\nat \(tap * 2).001 up\n" }
      return try Trace.parse(text)
    }
    func drawingTime(_ trace: Trace) throws -> Duration {
      try ContinuousClock().measure {
        let timeline = try Timeline(trace: trace)
        #expect(timeline.rows.count == trace.inputs.count / 2)
        #expect(TimelineSVG.render(timeline, title: "taps").hasSuffix("</svg>\n"))
      }
    }
    let few = try taps(1_500)
    let many = try taps(12_000)
    let fewTime = min(try drawingTime(few), try drawingTime(few))
    let manyTime = try drawingTime(many)
    #expect(manyTime < fewTime * 24, "1,500 taps: \(fewTime), 12,000 taps: \(manyTime)")
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
    // Regenerate with: swift run interaction-sim timeline traces/NAME -o docs/timeline-example.svg
    let example = TraceFixtures.text(root.appendingPathComponent("docs/timeline-example.svg"))
    #expect(try example == TimelineSVG.render(Timeline(trace: trace), title: name))
  }
}
