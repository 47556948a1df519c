import InteractionCore
import Testing

/// SPEC T1: an instant so late that a deadline set from it could not be represented in signed 64-bit
/// nanoseconds is ignored through the API, with a reason of its own: no trap, no timer that fires early.
@Suite("The latest instant (T1)")
struct LatestInstantTests {
  let apple = Fixture.applePoint
  /// The standard configuration's longest span from one input: the hold, then the lift.
  let latest = ns(Int64.max - 835_000_000)

  @Test("T1: the latest instant leaves room for the hold, the lift and the slowest deferred load")
  func latestInstant() {
    #expect(Fixture.machine([Fixture.apple]).latestInstant == latest)
    #expect(Fixture.machine([Fixture.apple]).latestInstant.secondsText == "9223372036.019775807")
    // The photo target's deferred element loads 200 ms after the menu shows.
    #expect(Fixture.machine().latestInstant == ns(Int64.max - 1_035_000_000))
    var long = Configuration.standard
    long.commit = .seconds(5)
    #expect(
      Fixture.machine([Fixture.apple], configuration: long).latestInstant == ns(Int64.max - 5_000_000_000))
  }

  @Test("T1: an input after the latest instant is ignored as too late, and nothing changes")
  func tooLateIsIgnored() {
    var m = Fixture.machine([Fixture.apple])
    let late = ns(latest.nanoseconds + 1)
    #expect(
      m.send(.down(apple), at: late) == [ignored(late, .idle, .down(apple), .instantTooLate(latest))])
    #expect(m.phase == .idle)
    #expect(m.now == .zero)
    #expect(m.nextDeadline == nil)
    #expect(
      IgnoreReason.instantTooLate(latest).text
        == "too late: its deadlines would overflow (the latest instant is 9223372036.019775807)")
  }

  @Test("T1: at the latest instant every deadline is exact: the hold and the lift fire 500 and 335 ms apart")
  func atTheLatestInstantNothingSaturates() {
    var m = Fixture.machine([Fixture.apple])
    _ = m.send(.down(apple), at: latest)
    #expect(m.nextDeadline == latest + .milliseconds(500))
    _ = m.advance(to: latest + .milliseconds(500))
    #expect(m.phase == .lifting)
    #expect(m.nextDeadline == ns(Int64.max))
    _ = m.advance(to: ns(Int64.max))
    #expect(m.phase == .presented)
  }

  @Test("T1: time may pass the latest instant: the timers fire on time, and later inputs are refused")
  func advancePastTheLatestInstant() {
    var m = Fixture.machine([Fixture.apple])
    _ = m.send(.down(apple), at: latest)
    let reports = m.advance(to: ns(Int64.max))
    #expect(reports.map(\.instant) == [latest + .milliseconds(500), ns(Int64.max)])
    #expect(m.phase == .presented)
    #expect(
      m.send(.tapOutside, at: ns(Int64.max)) == [
        ignored(ns(Int64.max), .presented, .tapOutside, .instantTooLate(latest))
      ])
    #expect(m.phase == .presented)
  }
}
