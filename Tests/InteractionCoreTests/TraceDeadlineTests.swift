import InteractionCore
import Testing

/// T1 in traces: an input so late that a deadline set from it (or from the run of timers it starts)
/// could not be represented in signed 64-bit nanoseconds is an error at its time, never a deadline
/// that saturates.
@Suite struct TraceDeadlineTests {
  /// 2^63 − 1 ns, the largest instant.
  static let largest = Int64.max

  @Test func t1TheLatestInstantIsTheLargestLessHoldAndLift() throws {
    // Defaults: hold 500 ms then lift 335 ms is the longest run one input starts.
    let latest = Self.largest - 835_000_000
    #expect(latest == 9_223_372_036_019_775_807)
    let accepted = try parsed("at 9223372036.019775807 down 1,1")
    #expect(accepted.inputs[0].instant == Instant(nanoseconds: latest))
    let error = try #require(parseError("at 0 tick\nat 9223372036.019775808 down 1,1"))
    #expect(error.kind == .valueOutOfRange)
    #expect(error.line == 2 && error.column == 4)
    #expect(
      error.message
        == "expected a time at most 9223372036.019775807 (a later input's deadlines would overflow 64-bit nanoseconds, T1), found `9223372036.019775808`"
    )
  }

  @Test func t1EveryVerbIsHeldToTheLimitTickIncluded() {
    for input in ["tick", "up", "cancel", "key escape", "down 1,1"] {
      #expect(parseError("at 9223372036.854775807 " + input)?.kind == .valueOutOfRange, "\(input)")
    }
  }

  @Test func t1TheLimitFollowsTheConfigurationSetBeforeTheInputs() throws {
    // The error points at the input, whose time is too late; the `set` line only moved the limit.
    let text = "set hold=1s lift=2s\nat 9223372033.854775807 tick\nat 9223372033.854775808 tick"
    let error = try #require(parseError(text))
    #expect(error.line == 3 && error.column == 4)
    #expect(error.message.hasPrefix("expected a time at most 9223372033.854775807 "))
    // A commit or a fade longer than hold and lift together sets the limit alone.
    #expect(parseError("set commit=100s\nat 9223371936.854775807 tick") == nil)
    #expect(parseError("set fade=100s\nat 9223371936.854775808 tick")?.line == 2)
  }

  @Test func t1ALoadTimeRunsAfterHoldAndLift() throws {
    let scene = "target a frame=0,0,1,1\n  deferred d \"D\" after=10s\n    action x \"X\"\n"
    #expect(parseError(scene + "at 9223372026.019775807 tick") == nil)
    let error = try #require(parseError(scene + "at 9223372026.019775808 tick"))
    #expect(error.line == 4 && error.column == 4)
  }

  @Test func t1ExpectationsMayNameAnyInstant() throws {
    let trace = try parsed("expect 9223372036.854775807 state idle")
    #expect(trace.expectations[0].instant == Instant(nanoseconds: Self.largest))
  }

  @Test func t1TheStreamingReplayGivesTheSameError() throws {
    let text = Array("at 0 down 1,1\nat 9223372036.854 up\n".utf8)
    var replay = StreamingReplay(expectationLines: [])
    var streamed: TraceError?
    do throws(TraceError) {
      try text.withUnsafeBufferPointer { (buffer) throws(TraceError) in
        try TraceLines.forEach(in: buffer) { (line, number) throws(TraceError) in
          try replay.read(line: line, number: number)
        }
      }
      _ = try replay.finish()
    } catch {
      streamed = error
    }
    #expect(streamed != nil)
    #expect(streamed == parseError(bytes: text))
  }
}
