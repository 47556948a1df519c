import InteractionCore
import Testing

/// The machine writes each transition into one value it keeps and lends that value to the sink
/// (docs/performance.md). What a sink keeps must still be a value of its own: later transitions do not
/// change it, and it outlives the machine that made it.
@Suite("Reports are values (section 6)")
struct ReportValueTests {
  /// Keeps every report, with its transcript line as it read when it arrived.
  struct KeepingSink: ReportSink {
    var reports: [Report] = []
    var linesOnArrival: [String] = []
    mutating func receive(_ report: Report) {
      reports.append(report)
      linesOnArrival.append(Transcript.line(for: report))
    }
  }

  /// Long press on apple, choose share (its destination shows after the fade), close it, then a tap.
  func story(_ sink: inout KeepingSink) {
    var machine = Fixture.machine()
    machine.send(.down(Fixture.applePoint), at: .zero, to: &sink)
    machine.advance(to: ms(900), to: &sink)
    machine.send(.select("share"), at: ms(1000), to: &sink)
    machine.send(.closed, at: ms(2000), to: &sink)
    machine.send(.down(Fixture.bubblePoint), at: ms(3000), to: &sink)
    machine.send(.up, at: ms(3050), to: &sink)
  }

  @Test("Section 6: a kept report does not change when the machine makes its next transitions")
  func keptReportsDoNotChange() {
    var sink = KeepingSink()
    story(&sink)
    #expect(sink.reports.count == 8)
    #expect(sink.reports.map(Transcript.line(for:)) == sink.linesOnArrival)
    // Two consecutive transitions differ in every field the machine rewrote.
    guard case .transition(let lift) = sink.reports[1], case .transition(let shown) = sink.reports[2] else {
      Issue.record("expected the hold and the lift: \(sink.linesOnArrival)")
      return
    }
    #expect(lift.trigger == .timer(.hold) && lift.to == .lifting)
    #expect(shown.trigger == .timer(.lift) && shown.to == .presented)
  }

  @Test("Section 6: a kept report outlives its machine, names and all")
  func keptReportsOutliveTheMachine() {
    var sink = KeepingSink()
    story(&sink)  // the machine is gone when this returns
    let performed = sink.reports.compactMap { report -> Transition? in
      guard case .transition(let transition) = report, transition.outcome == .perform("share") else {
        return nil
      }
      return transition
    }
    #expect(performed.count == 1)
    #expect(performed.first?.target == "apple")
    #expect(performed.first?.trigger == .input(.select("share")))
    #expect(performed.first?.effects.contains(.performAction(target: "apple", action: "share")) == true)
    #expect(
      sink.linesOnArrival[3]
        == "1.000  presented --select share--> dismissing: perform apple share, hide-menu, begin-fade 0.05"
        + " => outcome 1: perform share")
  }
}
