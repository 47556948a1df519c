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

  @Test("Section 6: a transition's fields are settable, and equal transitions hash alike")
  func transitionsAreEditableHashableValues() {
    var sink = KeepingSink()
    story(&sink)
    guard case .transition(let lift) = sink.reports[1], case .transition(let shown) = sink.reports[2] else {
      Issue.record("expected the hold and the lift: \(sink.linesOnArrival)")
      return
    }
    var edited = lift
    #expect(edited == lift && edited.hashValue == lift.hashValue)
    edited.instant = ms(1234)
    edited.from = .presented
    edited.to = .dismissing
    edited.interaction = 7
    #expect(edited.instant == ms(1234) && edited.from == .presented && edited.to == .dismissing)
    #expect(edited.interaction == 7)
    #expect(edited != lift)
    // The fields not set are the original's.
    #expect(edited.trigger == lift.trigger && edited.effects == lift.effects && edited.target == lift.target)
    #expect(Set([lift, lift, shown]).count == 2)
    #expect(Set([sink.reports[1], sink.reports[1], sink.reports[2]]).count == 2)
  }

  @Test("Section 6: effect lists built from one, two or three effects equal the lists appended")
  func effectListsOfFixedArity() {
    let first = Effect.highlightSource("apple")
    let second = Effect.haptic
    let third = Effect.showMenu(target: "apple", compact: false)
    var appended = EffectList()
    appended.append(first)
    #expect(EffectList(first) == appended && Array(EffectList(first)) == [first])
    appended.append(second)
    #expect(EffectList(first, second) == appended && Array(EffectList(first, second)) == [first, second])
    appended.append(third)
    #expect(EffectList(first, second, third) == appended)
    #expect(Array(EffectList(first, second, third)) == [first, second, third])
    #expect(EffectList(first, second, third).hashValue == appended.hashValue)
    #expect(Set([EffectList(first), EffectList(first), EffectList(second, first)]).count == 2)
  }

  @Test("Section 9: timed inputs and expectations hash by their values, not by their lines")
  func traceValuesHashWithoutLines() {
    let down = TimedInput(instant: ms(5), input: .down(Fixture.applePoint), line: 3)
    let sameDownElsewhere = TimedInput(instant: ms(5), input: .down(Fixture.applePoint), line: 9)
    #expect(down == sameDownElsewhere && down.hashValue == sameDownElsewhere.hashValue)
    #expect(Set([down, sameDownElsewhere, TimedInput(instant: ms(6), input: .up)]).count == 2)
    let atRoot = Expectation(.menu(ms(5), .root), line: 4)
    let sameElsewhere = Expectation(.menu(ms(5), .root), line: 12)
    #expect(atRoot == sameElsewhere && atRoot.hashValue == sameElsewhere.hashValue)
    #expect(Set([atRoot, sameElsewhere, Expectation(.menu(ms(5), .none))]).count == 2)
  }
}
