import InteractionCore
import Testing

/// Writing traces back (``TraceWriter``) and recording hosts (``TraceRecorder``): what is written reads
/// back equal, and what is recorded replays to the same transcript (SPEC I4).
@Suite struct TraceRoundTripTests {
  static let rich = """
    trace 1
    set hold=0.25 slop=2.5 lift=0 commit=1.000000001s fade=301ms overlay=0 peek=0.333333 pop=1
    target list frame=-10.5,0.001,390,44 shape=rounded:20,20,4.5,20 preview=custom:card destination=same present=sheet size=300x400.5 primary=open
      action favorite "Favorite ★" icon=star on destructive disabled hidden
      action keep "" keep mixed
      action share "Share" destination=share-sheet present=sheet
      action lone "Lone" present=sheet
      menu more "More" inline single icon=folder
        action one "One" off
        deferred later "Later" after=1500ms
          menu deep "Deep"
            action two "Two"
    target circle frame=0,0,10,20 shape=circle destination=elsewhere
    target capsule frame=0,0,10,20 shape=capsule preview=source destination=none present=push
    target round frame=0,0,10,20 shape=rounded:3
    at 0 down 1,2
    at 0.1 move -3.125,4
    at 0.2 force 0.5
    at 0.3 up
    at 1 select favorite
    at 1 key return
    at 2 right-click 0,0
    at 2.5 focus circle
    at 3 remove capsule
    at 3.000000001 tap-preview
    at 4 tap-outside
    at 4 dismiss
    at 4 closed
    at 4 cancel
    at 5 key escape
    at 5 tick
    expect 0.5 state lifting list
    expect 0.5 state idle
    expect 1 menu deep
    expect 1 menu root
    expect 1 menu none
    expect 2 highlight two
    expect 2 highlight none
    expect 3 item list one mixed
    expect outcome 1 navigate card sheet
    expect outcome 2 cancel moved
    expect outcome 3 dismiss escape
    expect outcome 4 perform keep
    expect outcome 5 tap circle
    expect outcomes 0
    """

  @Test func aParsedTraceWritesBackToAnEqualTrace() throws {
    let trace = try parsed(Self.rich)
    let written = TraceWriter.text(for: trace)
    let again = try parsed(written)
    #expect(again == trace)
    #expect(TraceWriter.text(for: again) == written)
  }

  @Test func theSpecExampleRoundTrips() throws {
    let trace = try parsed(specExample)
    #expect(try parsed(trace.text) == trace)
    #expect(try parsed(trace.text).transcript == trace.transcript)
  }

  @Test func theWriterLaysOutCanonically() throws {
    let trace = try parsed(
      "target a frame=0,0,10,10 shape=rect\n   menu m \"M\"\n        action x \"X\" on\nset fade=0.3 hold=1\nat 0.5 down 1,1\nexpect outcomes 0\n"
    )
    #expect(
      trace.text == """
        trace 1
        set hold=1000ms

        target a frame=0,0,10,10
          menu m "M"
            action x "X" on

        at 0.500 down 1,1

        expect outcomes 0

        """)
  }

  @Test func anEmptyTraceWritesAHeaderOnly() throws {
    #expect(Trace().text == "trace 1\n")
    #expect(try parsed(Trace().text) == Trace())
  }

  @Test func aRecordedSessionReplaysToTheSameTranscript() throws {
    let trace = try parsed(Self.rich)
    var recorder = try TraceRecorder(scene: trace.scene, configuration: trace.configuration)
    var host = TranscriptSink()
    // A host that ticks now and then, as a display link would.
    var ticks: Int64 = 0
    for input in trace.inputs {
      while Instant(nanoseconds: ticks * 16_666_667) < input.instant {
        recorder.advance(to: Instant(nanoseconds: ticks * 16_666_667), to: &host)
        ticks += 1
      }
      recorder.send(input.input, at: input.instant, to: &host)
    }
    recorder.settle(to: &host)
    let text = recorder.text()
    let replayed = try parsed(text)
    #expect(replayed.scene == trace.scene)
    #expect(try replayed.transcript == host.text)
    #expect(host.lineCount > 10)
  }

  @Test func aRecordingCarriesItsOutcomesAsExpectations() throws {
    let scene = try parsed(specExample).scene
    var recorder = try TraceRecorder(scene: scene)
    _ = recorder.send(.down(Point(100, 20)), at: .zero)
    _ = recorder.send(.up, at: .milliseconds(100))
    _ = recorder.send(.rightClick(Point(100, 20)), at: .seconds(1))
    _ = recorder.send(.select("favorite"), at: .milliseconds(1500))
    _ = recorder.send(.down(Point(20, 70)), at: .seconds(3))
    _ = recorder.send(.move(Point(40, 70)), at: .milliseconds(3100))
    #expect(recorder.outcomes == [.tap("apple"), .perform("favorite"), .cancel(.moved)])
    // The machine's item states moved on; the recording keeps the scene it started from.
    #expect(recorder.machine.itemState(target: "apple", item: "favorite") == .on)
    #expect(recorder.initialScene.targets[0].menu.state(of: "favorite") == .off)
    let text = recorder.text(expectingOutcomes: true)
    #expect(
      text.hasSuffix(
        "expect outcome 1 tap apple\nexpect outcome 2 perform favorite\nexpect outcome 3 cancel moved\nexpect outcomes 3\n"
      ))
    let (_, result) = try parsed(text).replay()
    #expect(result.passed)
    #expect(result.outcomes == recorder.outcomes)
  }

  @Test func anInputBeforeTheMachinesInstantIsNotRecorded() throws {
    var recorder = try TraceRecorder(scene: try parsed(specExample).scene)
    _ = recorder.send(.down(Point(100, 20)), at: .seconds(1))
    let reports = recorder.send(.up, at: .zero)
    #expect(reports.count == 1)
    #expect(recorder.inputs.count == 1)
    _ = try parsed(recorder.text())
  }
}
