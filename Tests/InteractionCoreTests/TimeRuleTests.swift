import InteractionCore
import Testing

/// SPEC section 2: time.
@Suite("Time rules (T1–T4)")
struct TimeRuleTests {
  let apple = Fixture.applePoint

  // MARK: T1

  @Test("T1: an input earlier than the one before it is reported as ignored and changes nothing")
  func backwardsInputIsIgnored() {
    var m = Fixture.machine()
    #expect(
      m.send(.down(apple), at: ms(100)) == [
        step(ms(100), .idle, .down(apple), .pressing, "apple", [.highlightSource("apple")], n: 1)
      ])
    #expect(m.send(.up, at: ms(50)) == [ignored(ms(50), .pressing, .up, .timeWentBackwards(ms(100)))])
    #expect(m.phase == .pressing)
    #expect(m.now == ms(100))
    #expect(m.nextDeadline == ms(600))
    // The press goes on as if the backwards input had never come: a later up still taps.
    #expect(
      m.send(.up, at: ms(200)) == [
        step(
          ms(200), .pressing, .up, .idle, "apple", [.unhighlightSource("apple")], outcome: .tap("apple"), n: 1
        )
      ])
    #expect(m.outcomeCount == 1)
  }

  @Test("T1: a backwards input or tick fires no timer and does not move time")
  func backwardsInputFiresNothing() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.advance(to: ms(700)) == [
        fired(ms(500), .pressing, .hold, .lifting, "apple", liftEffects(Fixture.apple), n: 1)
      ])
    #expect(
      m.send(.tapOutside, at: ms(600)) == [
        ignored(ms(600), .lifting, .tapOutside, .timeWentBackwards(ms(700)))
      ])
    #expect(m.send(.tick, at: ms(650)) == [ignored(ms(650), .lifting, .tick, .timeWentBackwards(ms(700)))])
    #expect(m.advance(to: ms(650)).isEmpty)
    #expect(m.now == ms(700))
    #expect(m.phase == .lifting)
    #expect(
      m.advance(to: ms(835)) == [
        fired(
          ms(835), .lifting, .lift, .presented, "apple", [.showMenu(target: "apple", compact: false)], n: 1)
      ])
  }

  @Test("T1: inputs that share an instant are handled in the order given, not as going backwards")
  func equalInstantsAreInOrder() {
    var m = Fixture.machine()
    #expect(
      m.send(.down(apple), at: ms(10)) + m.send(.up, at: ms(10)) + m.send(.down(apple), at: ms(10)) == [
        step(ms(10), .idle, .down(apple), .pressing, "apple", [.highlightSource("apple")], n: 1),
        step(
          ms(10), .pressing, .up, .idle, "apple", [.unhighlightSource("apple")], outcome: .tap("apple"), n: 1),
        step(ms(10), .idle, .down(apple), .pressing, "apple", [.highlightSource("apple")], n: 2),
      ])
  }

  // MARK: T2

  @Test("T2: a timer due exactly at an input's instant fires first, at its deadline")
  func timerAtInputInstantFiresFirst() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.up, at: ms(500)) == [
        fired(ms(500), .pressing, .hold, .lifting, "apple", liftEffects(Fixture.apple), n: 1),
        step(ms(500), .lifting, .up, .lifting, "apple", n: 1),
      ])
  }

  @Test("T2: an input one nanosecond before a deadline is handled before the timer")
  func inputJustBeforeDeadline() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.up, at: ns(499_999_999)) == [
        step(
          ns(499_999_999), .pressing, .up, .idle, "apple", [.unhighlightSource("apple")],
          outcome: .tap("apple"),
          n: 1)
      ])
    #expect(m.nextDeadline == nil)
  }

  @Test("T2: every timer due by an input fires in deadline order, each at its own deadline")
  func dueTimersFireInDeadlineOrder() {
    var m = Fixture.machine()
    _ = m.send(.down(Fixture.photoPoint), at: .zero)
    // hold 500 → lift 835 → more-sorts (100 ms, declared second) at 935 → recent (200 ms) at 1035.
    #expect(
      m.send(.tapOutside, at: ms(1000)) == [
        fired(ms(500), .pressing, .hold, .lifting, "photo", liftEffects(Fixture.photo), n: 1),
        fired(
          ms(835), .lifting, .lift, .presented, "photo", [.showMenu(target: "photo", compact: false)], n: 1),
        fired(
          ms(935), .presented, .load("more-sorts"), .presented, "photo", [.showLoadedItems("more-sorts")],
          n: 1),
        step(
          ms(1000), .presented, .tapOutside, .dismissing, "photo", dismissEffects,
          outcome: .dismiss(.outside), n: 1),
      ])
    // The recent element's load was pending, but the menu is gone: it never fires.
    #expect(
      m.advance(to: ms(2000)) == [fired(ms(1300), .dismissing, .fade, .idle, "photo", [.endFade], n: 1)])
  }

  @Test("T2: ties fire in the order the timers were set", arguments: [["a", "b"], ["b", "a"]])
  func tiesFireInOrderSet(order: [String]) {
    let target = Target(
      id: "t", frame: Rect(0, 0, 100, 100),
      menu: Menu(
        order.map { id in
          .deferred(
            DeferredElement(
              id: id, title: id, loadTime: .milliseconds(100),
              children: [.action(Action(id: id + "-item", title: id))]))
        }))
    var m = Fixture.machine([target])
    _ = m.send(.rightClick(pt(50, 50)), at: .zero)
    #expect(
      m.advance(to: ms(100)) == [
        fired(ms(100), .presented, .load(order[0]), .presented, "t", [.showLoadedItems(order[0])], n: 1),
        fired(ms(100), .presented, .load(order[1]), .presented, "t", [.showLoadedItems(order[1])], n: 1),
      ])
  }

  @Test("T2: timers that come due together fire in the order they were set, before an input at that instant")
  func chainedTimersAtOneInstant() {
    let target = Target(
      id: "t", frame: Rect(0, 0, 100, 100),
      menu: Menu([
        .deferred(
          DeferredElement(
            id: "now", title: "Now", loadTime: .zero, children: [.action(Action(id: "item", title: "Item"))]))
      ]))
    var m = Fixture.machine([target], configuration: Configuration(lift: .zero))
    _ = m.send(.down(pt(50, 50)), at: .zero)
    #expect(
      m.send(.select("item"), at: ms(500)) == [
        fired(ms(500), .pressing, .hold, .lifting, "t", liftEffects(target), n: 1),
        fired(ms(500), .lifting, .lift, .presented, "t", [.showMenu(target: "t", compact: false)], n: 1),
        fired(ms(500), .presented, .load("now"), .presented, "t", [.showLoadedItems("now")], n: 1),
        step(
          ms(500), .presented, .select("item"), .dismissing, "t",
          [.performAction(target: "t", action: "item")] + dismissEffects, outcome: .perform("item"), n: 1),
      ])
  }

  @Test("T2: a deferred item selected exactly at its load instant is loaded")
  func selectAtLoadInstant() {
    var m = Fixture.machine()
    let shown = longPress(&m, at: Fixture.photoPoint)
    #expect(shown == ms(835))
    _ = m.advance(to: ms(935))  // more-sorts
    #expect(
      m.send(.select("recent-1"), at: ns(1_034_999_999)) == [
        ignored(ns(1_034_999_999), .presented, .select("recent-1"), .loading("recent-1"))
      ])
    #expect(
      m.send(.select("recent-1"), at: ms(1035)) == [
        fired(ms(1035), .presented, .load("recent"), .presented, "photo", [.showLoadedItems("recent")], n: 1),
        step(
          ms(1035), .presented, .select("recent-1"), .dismissing, "photo",
          [.performAction(target: "photo", action: "recent-1")] + dismissEffects,
          outcome: .perform("recent-1"), n: 1),
      ])
  }

  // MARK: T3

  /// A story that crosses every timer: a tap, a long press with a deferred menu, a commit, a fade.
  static let story: [(Instant, Input)] = [
    (ms(0), .down(Fixture.applePoint)),
    (ms(100), .move(pt(105, 20))),
    (ms(150), .up),
    (ms(200), .down(Fixture.applePoint)),
    (ms(700), .up),
    (ms(1100), .select("favorite")),
    (ms(1400), .down(Fixture.photoPoint)),
    (ms(1450), .force(f(500_000))),
    (ms(1800), .select("recent-1")),
    (ms(1985), .select("recent-1")),
    (ms(2400), .down(Fixture.photoPoint)),
    (ms(2900), .move(pt(10, 130))),
    (ms(3300), .tapPreview),
    (ms(3700), .closed),
    (ms(3800), .rightClick(Fixture.plainPoint)),
    (ms(3900), .key(.down)),
    (ms(4000), .key(.return)),
  ]

  static func run(_ story: [(Instant, Input)], ticks: [Instant]) -> [Report] {
    var m = Fixture.machine()
    var reports: [Report] = []
    var pending = ticks.sorted()[...]
    for (instant, input) in story {
      while let tick = pending.first, tick <= instant {
        reports += m.send(.tick, at: tick)
        pending = pending.dropFirst()
      }
      reports += m.send(input, at: instant)
    }
    for tick in pending { reports += m.send(.tick, at: tick) }
    var sink = ReportCollector()
    m.settle(to: &sink)
    return reports + sink.reports
  }

  @Test("T3: how often the host ticks never changes a transition or an outcome")
  func tickInvariance() {
    let plain = Self.run(Self.story, ticks: [])
    #expect(outcomes(plain).count == 5)
    // Every millisecond, every deadline exactly, and a nanosecond either side of each.
    let deadlines = plain.map(\.instant)
    var ticks = stride(from: Int64(0), through: 4500, by: 1).map(ms)
    for deadline in deadlines {
      ticks += [
        deadline, deadline + Interval(nanoseconds: 1), Instant(nanoseconds: max(0, deadline.nanoseconds - 1)),
      ]
    }
    #expect(Self.run(Self.story, ticks: ticks) == plain)
    #expect(Self.run(Self.story, ticks: [ms(499), ms(500), ms(501)]) == plain)
  }

  @Test("T3: with a zero hold a tick at the down's instant changes no report, even before a backwards input")
  func tickInvarianceAtZeroDurations() {
    func run(tick: Bool) -> [Report] {
      var m = Fixture.machine(configuration: Configuration(hold: .zero))
      var reports = m.send(.down(apple), at: ms(100))
      if tick { reports += m.send(.tick, at: ms(100)) }
      return reports + m.send(.up, at: ms(50))
    }
    #expect(run(tick: true) == run(tick: false))
    #expect(
      run(tick: false) == [
        step(ms(100), .idle, .down(apple), .pressing, "apple", [.highlightSource("apple")], n: 1),
        fired(ms(100), .pressing, .hold, .lifting, "apple", liftEffects(Fixture.apple), n: 1),
        ignored(ms(50), .lifting, .up, .timeWentBackwards(ms(100))),
      ])
  }

  @Test("T3: a tick reports only the timers that came due, and nothing else")
  func tickReportsOnlyTimers() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(m.send(.tick, at: ms(100)).isEmpty)
    #expect(m.phase == .pressing)
    #expect(
      m.send(.tick, at: ms(500)) == [
        fired(ms(500), .pressing, .hold, .lifting, "apple", liftEffects(Fixture.apple), n: 1)
      ])
    #expect(m.send(.tick, at: ms(500)).isEmpty)
  }

  // MARK: T4

  @Test("T4: the machine names its next deadline and time moves only when the host hands it an instant")
  func hostDrivesTime() {
    var m = Fixture.machine()
    #expect(m.nextDeadline == nil)
    _ = m.send(.down(apple), at: ms(20))
    #expect(m.nextDeadline == ms(520))
    // Without an instant from the host nothing happens, however long the host waits.
    #expect(m.phase == .pressing)
    #expect(m.advance(to: ns(519_999_999)).isEmpty)
    #expect(m.phase == .pressing)
    #expect(m.nextDeadline == ms(520))
    #expect(m.advance(to: ms(520)).count == 1)
    #expect(m.nextDeadline == ms(855))
    #expect(m.advance(to: ms(855)).count == 1)
    #expect(m.phase == .presented)
    #expect(m.nextDeadline == nil)  // apple's menu has no deferred element
    _ = m.send(.tapPreview, at: ms(900))
    #expect(m.phase == .committing)
    #expect(m.nextDeadline == ms(1235))
    _ = m.advance(to: ms(1235))
    #expect(m.phase == .showingDestination)
    #expect(m.nextDeadline == nil)  // only the host's `closed` ends it
    _ = m.send(.closed, at: ms(5000))
    #expect(m.phase == .idle)
    #expect(m.nextDeadline == nil)
  }

  @Test("T4: a presented menu's next deadline is its next deferred load, counted from the menu shown")
  func deadlineOfDeferredLoads() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(Fixture.photoPoint), at: ms(40))
    #expect(m.nextDeadline == ms(140))
    _ = m.advance(to: ms(140))
    #expect(m.nextDeadline == ms(240))
    _ = m.advance(to: ms(240))
    #expect(m.nextDeadline == nil)
    _ = m.send(.key(.escape), at: ms(250))
    #expect(m.nextDeadline == ms(550))
  }
}
