import InteractionCore
import Testing

/// When and how expectations are checked (SPEC section 9, expectations; T2; T3).
@Suite struct TraceExpectationTests {
  static let scene = """
    set hold=500ms lift=300ms fade=300ms
    target a frame=0,0,100,100 destination=none
      action x "X" off
      menu sub "Sub"
        action y "Y"
    target b frame=200,0,100,100

    """

  func failures(_ body: String) throws -> [String] {
    let (_, result) = try parsed(Self.scene + body).replay()
    return result.failures.map { $0.formatted(file: "t") }
  }

  @Test func failuresAreReportedInLineOrderWhateverOrderTheyAreCheckedIn() throws {
    // Checked in time order (line 9 at 0.1, then lines 8 and 11 at 0.2, then the outcomes of lines 7
    // and 12 at the end); reported in line order.
    let lines = try failures(
      "expect outcomes 3\nexpect 0.2 state lifting a\nexpect 0.1 state presented\nat 0 down 1,1\n"
        + "expect 0.2 menu root\nexpect outcome 2 tap a")
    #expect(lines.map { $0.prefix(5) } == ["t:7: ", "t:8: ", "t:9: ", "t:11:", "t:12:"])
  }

  @Test func anExpectationExactlyAtATimerDeadlineSeesTheTimerFired() throws {
    #expect(
      try failures("at 0 down 1,1\nexpect 0.5 state lifting a\nexpect 0.499999999 state pressing a\nat 2 up")
        .isEmpty)
    // Also when the next input is stamped exactly at the deadline, and after the last input.
    #expect(try failures("at 0 down 1,1\nexpect 0.5 state lifting\nat 0.5 up\nexpect 0.8 menu root").isEmpty)
    #expect(try failures("at 0 down 1,1\nexpect 0.8 state presented\nexpect 0.799 state lifting").isEmpty)
  }

  @Test func anExpectationAtAnInputsInstantSeesTheInputHandled() throws {
    #expect(
      try failures("at 0 down 1,1\nat 0.2 up\nexpect 0.2 state idle\nexpect 0.199 state pressing a").isEmpty)
    // Every input stamped exactly TIME is handled first, however many.
    #expect(
      try failures("expect 1 state idle\nexpect 1 highlight x\nat 1 down 1,1\nat 1 up\nat 1 down 1,1").count
        == 2)
    #expect(try failures("expect 1 state pressing a\nat 1 down 1,1\nat 1 up\nat 1 down 1,1").isEmpty)
  }

  @Test func anExpectationBeforeTheFirstInputSeesTheMachineAtRest() throws {
    #expect(
      try failures("expect 0 state idle\nexpect 0.5 menu none\nat 1 down 1,1\nexpect 0.9 state idle a")
        .isEmpty)
    #expect(try failures("expect 0 state pressing\nat 0 down 1,1\nat 1 up").isEmpty)
  }

  @Test func afterTheLastInputTimeRunsOnButEachExpectationSeesItsInstant() throws {
    let body =
      "at 0 right-click 1,1\nat 1 tap-outside\nexpect 1.299999999 state dismissing a\nexpect 1.3 state idle\nexpect 100 state idle\n"
    #expect(try failures(body).isEmpty)
    let (reports, _) = try parsed(Self.scene + body).replay()
    #expect(Transcript.line(for: reports.last!) == "1.300  dismissing --timer fade--> idle: end-fade")
  }

  @Test func expectationsNeverChangeTheTranscript() throws {
    let inputs =
      "at 0 down 1,1\nat 0.6 up\nat 1 select sub\nat 1.1 key escape\nat 1.1 key escape\nat 3 down 201,1\nat 3.1 up\n"
    var timed = ""
    for step in 0..<40 {
      timed += "expect " + Instant(nanoseconds: Int64(step) * 97_000_001).secondsText + " state idle\n"
    }
    let plain = try parsed(Self.scene + inputs).transcript
    let checked = try parsed(Self.scene + timed + inputs).transcript
    #expect(plain == checked)
  }

  @Test func aTargetedStateSpeaksOfThatTargetsInteraction() throws {
    #expect(
      try failures("at 0 down 1,1\nexpect 0.1 state pressing a\nexpect 0.1 state idle b\nat 0.2 up").isEmpty)
    #expect(
      try failures("at 0 down 1,1\nexpect 0.1 state pressing b\nat 0.2 up")
        == ["t:8: expectation failed: expected state pressing b at 0.100, got state idle b (a is pressing)"])
  }

  @Test func failuresSayWhatWasExpectedAndWhatCame() throws {
    let body = """
      at 0 down 1,1
      at 0.1 up
      expect 0.05 state lifting a
      expect 0.05 state idle
      at 1 right-click 1,1
      expect 1 menu sub
      expect 1 highlight y
      at 1.1 select x
      expect 1.1 item a x off
      expect 2 item a y on
      expect outcome 1 perform x
      expect outcome 3 tap a
      expect outcomes 3

      """
    #expect(
      try failures(body) == [
        "t:9: expectation failed: expected state lifting a at 0.050, got state pressing a",
        "t:10: expectation failed: expected state idle at 0.050, got state pressing a",
        "t:12: expectation failed: expected menu sub at 1.000, got menu root",
        "t:13: expectation failed: expected highlight y at 1.000, got highlight none",
        "t:15: expectation failed: expected item a x off at 1.100, got item a x on",
        "t:16: expectation failed: expected item a y on at 2.000, got item a y with no state",
        "t:17: expectation failed: expected outcome 1 perform x, got outcome 1 tap a",
        "t:18: expectation failed: expected outcome 3 tap a, got no outcome 3 (2 interactions ended)",
        "t:19: expectation failed: expected outcomes 3, got outcomes 2",
      ])
  }

  @Test func menuAndHighlightFollowTheOpenLevel() throws {
    let body = """
      at 0 focus a
      at 0 key menu
      expect 0 menu root
      expect 0 highlight x
      at 1 key down
      at 1 key right
      expect 1 menu sub
      expect 1 highlight y
      at 2 key left
      expect 2 highlight sub
      at 3 key escape
      expect 3 menu none
      expect 3 highlight none
      expect 3 state dismissing a
      expect outcome 1 dismiss escape
      expect outcomes 1

      """
    #expect(try failures(body).isEmpty)
  }

  @Test func theReplayerTakesInputsOneAtATime() throws {
    let trace = try parsed(
      Self.scene + "expect 0.5 state lifting a\nexpect outcomes 1\nat 0 down 1,1\nat 1 tap-outside\n")
    var replayer = try Replayer(trace: trace, sink: TranscriptSink())
    replayer.send(.down(Point(1, 1)), at: .zero)
    #expect(replayer.sink.lineCount == 1)
    #expect(replayer.failures.isEmpty)
    replayer.send(TimedInput(instant: .seconds(1), input: .tapOutside))
    #expect(replayer.sink.lineCount == 4)  // hold, lift, then the tap
    let result = replayer.finish()
    #expect(result.passed)
    #expect(result.inputCount == 2)
    #expect(result.outcomes == [.dismiss(.outside)])
    #expect(replayer.sink.lineCount == 5)
    #expect(replayer.finish() == result)
  }
}
