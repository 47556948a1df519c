import InteractionCore
import InteractionTestSupport
import Testing

/// What a host's frame loop reads (SPEC section 7): one value for the preview's lift and fade with no
/// jump, frames that never lag the machine, and one loop over a machine or a recorder.
@Suite("A host's frame loop (section 7, T2)")
struct HostFrameTests {
  let apple = Fixture.applePoint

  /// The preview's presence just before and just after every transition of a run of `inputs`: timers at
  /// their deadline (the instant before, and the deadline), inputs at their instant (before and after
  /// the input is handled). Transitions into `showingDestination` are left out: the destination takes
  /// the preview's place there.
  func presenceAcrossTransitions(_ inputs: [(Instant, Input)]) -> [(String, Double, Double)] {
    var m = Fixture.machine()
    var pairs: [(String, Double, Double)] = []
    func fireTimers(upTo instant: Instant) {
      while let deadline = m.nextDeadline, deadline <= instant {
        let before = m.appearance(at: max(m.now, Instant(nanoseconds: deadline.nanoseconds - 1)))
          .previewPresence
        let reports = m.advance(to: deadline)
        if m.phase != .showingDestination {
          pairs.append(
            (
              reports.map { Transcript.line(for: $0) }.joined(), before,
              m.appearance(at: deadline).previewPresence
            ))
        }
      }
    }
    for (instant, input) in inputs {
      fireTimers(upTo: instant)
      let before = m.appearance(at: instant).previewPresence
      let reports = m.send(input, at: instant)
      pairs.append(
        (reports.map { Transcript.line(for: $0) }.joined(), before, m.appearance(at: instant).previewPresence)
      )
    }
    fireTimers(upTo: .seconds(10))
    return pairs
  }

  @Test("Section 7: the preview's presence rises over the lift and falls over the fade with no jump")
  func presenceHasNoJump() {
    let stories: [[(Instant, Input)]] = [
      // Long press, menu, tap outside: lift, presented, fade from 1.
      [(ms(0), .down(apple)), (ms(600), .up), (ms(1000), .tapOutside)],
      // Tap outside while the preview is still lifting: the fade starts where the lift was.
      [(ms(0), .down(apple)), (ms(700), .tapOutside)],
      // A pop force while lifting: the commit lifts the rest of the way (P7).
      [(ms(0), .down(apple)), (ms(600), .force(f(1_000_000)))],
      // A commit from the menu, then the destination closes.
      [(ms(0), .down(apple)), (ms(600), .up), (ms(900), .tapPreview), (ms(2000), .closed)],
      // An action performed from the menu.
      [(ms(0), .down(apple)), (ms(600), .up), (ms(900), .select("delete"))],
    ]
    for story in stories {
      let pairs = presenceAcrossTransitions(story)
      #expect(pairs.count >= story.count)
      for (line, before, after) in pairs {
        #expect(abs(after - before) < 1e-6, "\(line): presence \(before) then \(after)")
      }
    }
  }

  @Test("Section 7: a fade that interrupts the lift starts from where the preview stood")
  func interruptedLiftFadesFromWhereItWas() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)  // lifting from 500 ms, over 335 ms
    _ = m.send(.tapOutside, at: ns(667_500_000))  // half-way
    #expect(m.phase == .dismissing)
    #expect(m.appearance(at: ns(667_500_000)).previewPresence == 0.5)
    #expect(m.appearance(at: ns(817_500_000)).previewPresence == 0.25)  // half the fade
    #expect(m.appearance(at: ns(967_499_999)).previewPresence < 1e-8)
  }

  @Test("T2: appearance(at:) past the next deadline is what frame(at:to:) draws, never a stale state")
  func appearanceNeverStale() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    for milliseconds in stride(from: Int64(0), through: 2_000, by: 7) {
      var copy = m
      var sink = ReportCollector()
      let frame = copy.frame(at: ms(milliseconds), to: &sink)
      #expect(m.appearance(at: ms(milliseconds)) == frame, "at \(milliseconds) ms")
    }
    // Past the hold and the lift, without advancing: the menu is drawn, not a full press bar.
    let look = m.appearance(at: ms(900))
    #expect(look.phase == .presented && look.isMenuShown && look.previewPresence == 1)
    #expect(m.phase == .pressing, "appearance(at:) changes nothing")
    #expect(m.appearance(at: ms(500)).phase == .lifting, "at its deadline the hold has fired")
  }

  @Test("T2: frame(at:to:) fires the timers due by the frame, reports them, and draws after them")
  func frameAdvancesAndReports() {
    var m = Fixture.machine()
    var sink = ReportCollector()
    m.send(.down(apple), at: .zero, to: &sink)
    var frame = m.frame(at: ms(16), to: &sink)
    #expect(frame.phase == .pressing && frame.pressProgress == 0.032 && sink.reports.count == 1)
    frame = m.frame(at: ms(900), to: &sink)
    #expect(sink.reports.count == 3 && m.phase == .presented && m.now == ms(900))
    #expect(frame.phase == .presented && frame.instant == ms(900))
    frame = m.frame(at: ms(800), to: &sink)  // an earlier instant draws now and changes nothing
    #expect(frame.instant == ms(900) && sink.reports.count == 3)
  }

  /// A host loop written once for a machine or a recorder: a press, frames every 16 ms, a release.
  func run<Machine: DrivenMachine>(_ machine: inout Machine) -> (frames: [Appearance], reports: [Report]) {
    var sink = ReportCollector()
    var frames: [Appearance] = []
    machine.send(.down(Point(100.25, 20)), at: .zero, to: &sink)
    for frame in 1...60 { frames.append(machine.frame(at: ms(16 * Int64(frame)), to: &sink)) }
    machine.send(.up, at: ms(970), to: &sink)
    machine.settle(to: &sink)
    frames.append(machine.appearance(at: machine.machine.now))
    return (frames, sink.reports)
  }

  @Test("T3, I4: one loop drives a machine or a recorder; the recording holds a tick per deadline only")
  func drivenMachineLoop() throws {
    var machine = Fixture.machine()
    var recorder = try TraceRecorder(scene: machine.scene)
    let direct = run(&machine)
    let recorded = run(&recorder)
    #expect(direct.frames == recorded.frames)
    #expect(Transcript.text(for: direct.reports) == Transcript.text(for: recorded.reports))
    #expect(
      direct.frames[59].phase == .presented && recorder.nextDeadline == nil && recorder.phase == .presented)
    // down, a tick for the hold (at the 512 ms frame) and one for the lift (848 ms), up: not 60 frames.
    #expect(recorder.inputs.map(\.input.text) == ["down 100.25,20", "tick", "tick", "up"])
    #expect(recorder.inputs.map(\.instant) == [.zero, ms(512), ms(848), ms(970)])
    #expect(try Trace.parse(recorder.text()).transcript == Transcript.text(for: recorded.reports))
  }

  @Test("T1: a recorder advances as its machine does: backwards nothing, past the latest instant the timers")
  func recorderAdvancesAsTheMachine() throws {
    var machine = Fixture.machine()
    var recorder = try TraceRecorder(scene: machine.scene)
    var direct = ReportCollector()
    var recorded = ReportCollector()
    machine.send(.down(Point(100, 20)), at: .seconds(1), to: &direct)
    recorder.send(.down(Point(100, 20)), at: .seconds(1), to: &recorded)
    machine.advance(to: .zero, to: &direct)  // earlier than now: nothing, and nothing reported
    recorder.advance(to: .zero, to: &recorded)
    machine.advance(to: Instant(nanoseconds: .max), to: &direct)  // past the latest instant: the timers
    recorder.advance(to: Instant(nanoseconds: .max), to: &recorded)
    #expect(Transcript.text(for: recorded.reports) == Transcript.text(for: direct.reports))
    #expect(recorder.phase == machine.phase && recorder.machine.now == machine.now)
    #expect(recorder.inputs.map(\.input.text) == ["down 100,20"])  // no instant a trace cannot hold
    #expect(try Trace.parse(recorder.text()).transcript == Transcript.text(for: recorded.reports))
  }

  @Test("Point, Length, Size and Rect from Double: the nearest millipoint, a tie away from zero")
  func doubleInitializers() {
    #expect(Length(points: 12.5).millipoints == 12_500)
    #expect(Length(points: 12).millipoints == 12_000)  // the Int64 initializer still wins for literals
    #expect(Length(points: 12.3456).millipoints == 12_346)
    #expect(Length(points: -12.3456).millipoints == -12_346)
    #expect(Length(points: 0.0004).millipoints == 0)
    #expect(Length(points: 0.0005).millipoints == 1, "0.0005's binary value lies just above the tie")
    #expect(Length(points: -0.0005).millipoints == -1)
    #expect(Length(points: 0.0015).millipoints == 2, "just above 1.5 thousandths in binary")
    #expect(Length(points: 1.0005).millipoints == 1_000, "1.0005 in binary lies just below the tie")
    #expect(Length(points: 2.0005).millipoints == 2_001, "2.0005 in binary lies just above it")
    #expect(Length(points: 1.0 / 1024).millipoints == 1, "0.9765625 thousandths")
    #expect(Length(points: 0.5 / 1000 + 0x1p-40).millipoints == 1)
    #expect(Length(points: 0x1p-11).millipoints == 0, "0.48828125 thousandths")
    #expect(Length(points: 1_000_000).millipoints == 1_000_000_000)
    #expect(Length(points: 0x1p52).millipoints == 4_503_599_627_370_496_000)
    #expect(Length(points: -0.0).millipoints == 0)
    #expect(Length(points: .leastNonzeroMagnitude).millipoints == 0)
    // Never a trap: NaN, infinities and huge values land far beyond the ±1,000,000 pt limit.
    #expect(Length(points: .nan).millipoints == .max)
    #expect(Length(points: .infinity).millipoints == .max)
    #expect(Length(points: -.infinity).millipoints == .min)
    #expect(Length(points: 1e300).millipoints == .max)
    #expect(Length(points: -0x1p53).millipoints == -9_007_199_254_740_992_000, "still held: 2⁵³ × 1000 < 2⁶³")
    #expect(Length(points: 9.3e15).millipoints == .max && Length(points: -9.3e15).millipoints == .min)
    #expect(Length(points: .greatestFiniteMagnitude).millipoints == .max)
    let x = 100.25
    #expect(Point(x, 20) == Point(x: Length(millipoints: 100_250), y: Length(points: 20)))
    #expect(Point(100, 20) == Point(x: Length(points: 100), y: Length(points: 20)))
    #expect(Size(280.5, 360) == Size(width: Length(millipoints: 280_500), height: Length(points: 360)))
    #expect(
      Rect(0.1, 0.2, 390.0, 44.0004)
        == Rect(
          origin: mpt(100, 200), size: Size(width: Length(points: 390), height: Length(millipoints: 44_000))))
  }

  @Test("Length from Double agrees with exact decimal rounding on many values")
  func doubleInitializerProperty() {
    var generator = SeededGenerator(seed: 17)
    for _ in 0..<20_000 {
      let millipoints = generator.int(in: -1_000_000_000...1_000_000_000)
      // Every whole millipoint count, written as a decimal and read as a Double, comes back exactly.
      let decimal = Double(millipoints) / 1000
      #expect(Length(points: decimal).millipoints == millipoints, "\(decimal)")
    }
  }
}
