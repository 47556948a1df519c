import InteractionCore
import Testing

/// SPEC section 3: the touch path.
@Suite("Touch rules (P1–P8)")
struct TouchRuleTests {
  let apple = Fixture.applePoint
  let press: [Effect] = [.highlightSource("apple")]
  let release: [Effect] = [.unhighlightSource("apple")]

  // MARK: P1

  @Test("P1: a down on a target presses it: the source is highlighted and the hold timer set")
  func downPressesTarget() {
    var m = Fixture.machine()
    #expect(
      m.send(.down(apple), at: .zero) == [step(.zero, .idle, .down(apple), .pressing, "apple", press, n: 1)])
    #expect(m.phase == .pressing)
    #expect(m.targetID == "apple")
    #expect(m.nextDeadline == ms(500))
    #expect(m.interactionCount == 1)
  }

  @Test("P1: a down that hits no target starts nothing and is reported as ignored")
  func downOnNothing() {
    var m = Fixture.machine()
    #expect(
      m.send(.down(Fixture.nowhere), at: ms(3)) == [
        ignored(ms(3), .idle, .down(Fixture.nowhere), .noTargetHit)
      ])
    #expect(m.phase == .idle)
    #expect(m.interactionCount == 0)
    #expect(m.nextDeadline == nil)
  }

  @Test("P1: where targets overlap the topmost (declared later) is hit")
  func topmostTargetWins() {
    let under = Target(id: "under", frame: Rect(0, 0, 100, 100))
    let over = Target(id: "over", frame: Rect(50, 50, 100, 100))
    var m = Fixture.machine([under, over])
    #expect(
      m.send(.down(pt(75, 75)), at: .zero) == [
        step(.zero, .idle, .down(pt(75, 75)), .pressing, "over", [.highlightSource("over")], n: 1)
      ])
    _ = m.send(.up, at: ms(1))
    #expect(
      m.send(.down(pt(50, 50)), at: ms(2)) == [
        step(ms(2), .idle, .down(pt(50, 50)), .pressing, "over", [.highlightSource("over")], n: 2)
      ])
    _ = m.send(.up, at: ms(3))
    #expect(
      m.send(.down(pt(25, 25)), at: ms(4)) == [
        step(ms(4), .idle, .down(pt(25, 25)), .pressing, "under", [.highlightSource("under")], n: 3)
      ])
  }

  @Test("P1: a point on the edge of the content shape counts as inside; a thousandth beyond does not")
  func edgeIsInside() {
    for (point, hit) in [
      (mpt(390_000, 44_000), true), (mpt(0, 0), true), (mpt(390_001, 44_000), false),
      (mpt(-1, 0), false), (mpt(200_000, 44_001), false),
    ] {
      var m = Fixture.machine([Fixture.apple])
      let expected =
        hit
        ? step(.zero, .idle, .down(point), .pressing, "apple", press, n: 1)
        : ignored(.zero, .idle, .down(point), .noTargetHit)
      #expect(m.send(.down(point), at: .zero) == [expected], "\(point.text)")
    }
  }

  @Test("P1: a point in the frame but outside the content shape goes to the target beneath")
  func contentShapeDecidesTheHit() {
    let row = Target(id: "row", frame: Rect(0, 0, 400, 200))
    var m = Fixture.machine([row, Fixture.bubble])
    // (16, 60) is the bubble frame's top-left corner, cut away by the 20 pt radius.
    #expect(
      m.send(.down(pt(16, 60)), at: .zero) == [
        step(.zero, .idle, .down(pt(16, 60)), .pressing, "row", [.highlightSource("row")], n: 1)
      ])
    _ = m.send(.up, at: ms(1))
    #expect(
      m.send(.down(pt(36, 80)), at: ms(2)) == [
        step(ms(2), .idle, .down(pt(36, 80)), .pressing, "bubble", [.highlightSource("bubble")], n: 2)
      ])
  }

  // MARK: P2

  @Test("P2: an up before the hold fires taps the target and goes back to idle")
  func upTaps() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.up, at: ms(120)) == [
        step(ms(120), .pressing, .up, .idle, "apple", release, outcome: .tap("apple"), n: 1)
      ])
    #expect(m.phase == .idle)
    #expect(m.nextDeadline == nil)
    #expect(m.advance(to: ms(2000)).isEmpty)
  }

  @Test("P2: the primary action is an effect of the tap, not part of the outcome")
  func primaryActionIsAnEffect() {
    var m = Fixture.machine()
    _ = m.send(.down(Fixture.bubblePoint), at: .zero)
    #expect(
      m.send(.up, at: ms(80)) == [
        step(
          ms(80), .pressing, .up, .idle, "bubble",
          [.unhighlightSource("bubble"), .runPrimaryAction(target: "bubble", action: "open-thread")],
          outcome: .tap("bubble"), n: 1)
      ])
  }

  // MARK: P3

  @Test("P3: moving exactly slop does not cancel, in any direction")
  func moveOfExactlySlop() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    var instant = ms(0)
    // Straight-line distance 10 pt each: along an axis, and 6-8-10 on a diagonal.
    for point in [pt(110, 20), pt(90, 20), pt(100, 30), pt(100, 10), pt(106, 28), pt(94, 12)] {
      instant = instant + .milliseconds(10)
      #expect(
        m.send(.move(point), at: instant) == [
          step(instant, .pressing, .move(point), .pressing, "apple", n: 1)
        ])
    }
    #expect(m.nextDeadline == ms(500))
    #expect(
      m.send(.up, at: ms(100)) == [
        step(ms(100), .pressing, .up, .idle, "apple", release, outcome: .tap("apple"), n: 1)
      ])
  }

  @Test("P3: moving slop + 0.001 pt cancels as moved, and the hold never fires")
  func moveBeyondSlop() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    let point = mpt(110_001, 20_000)
    #expect(
      m.send(.move(point), at: ms(30)) == [
        step(ms(30), .pressing, .move(point), .idle, "apple", release, outcome: .cancel(.moved), n: 1)
      ])
    #expect(m.advance(to: ms(1000)).isEmpty)
    #expect(m.phase == .idle)
  }

  @Test("P3: slop is the straight-line distance from the down point, not from the last move")
  func slopIsEuclideanFromOrigin() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    // 8 pt right, then 8 pt left of the down point: 16 pt between the moves, 8 from the origin.
    #expect(
      m.send(.move(pt(108, 20)), at: ms(10)) == [
        step(ms(10), .pressing, .move(pt(108, 20)), .pressing, "apple", n: 1)
      ])
    #expect(
      m.send(.move(pt(92, 20)), at: ms(20)) == [
        step(ms(20), .pressing, .move(pt(92, 20)), .pressing, "apple", n: 1)
      ])
    // 7 right and 8 down: each under 10, but √113 ≈ 10.6 in a straight line.
    #expect(
      m.send(.move(pt(107, 28)), at: ms(30)) == [
        step(ms(30), .pressing, .move(pt(107, 28)), .idle, "apple", release, outcome: .cancel(.moved), n: 1)
      ])
  }

  @Test("P3: with slop 0 only a move to the down point itself does not cancel")
  func zeroSlop() {
    var m = Fixture.machine(configuration: Configuration(slop: .zero))
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.move(apple), at: ms(1)) == [step(ms(1), .pressing, .move(apple), .pressing, "apple", n: 1)])
    let point = mpt(100_000, 20_001)
    #expect(
      m.send(.move(point), at: ms(2)) == [
        step(ms(2), .pressing, .move(point), .idle, "apple", release, outcome: .cancel(.moved), n: 1)
      ])
  }

  // MARK: P4

  @Test("P4: a second down while pressing cancels as multitouch")
  func secondFingerCancels() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.down(Fixture.bubblePoint), at: ms(50)) == [
        step(
          ms(50), .pressing, .down(Fixture.bubblePoint), .idle, "apple", release,
          outcome: .cancel(.multitouch), n: 1)
      ])
    #expect(m.interactionCount == 1)
    #expect(m.advance(to: ms(1000)).isEmpty)
  }

  @Test("P4: a system cancel while pressing cancels as system")
  func systemCancelWhilePressing() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.cancel, at: ms(50)) == [
        step(ms(50), .pressing, .cancel, .idle, "apple", release, outcome: .cancel(.system), n: 1)
      ])
    #expect(m.advance(to: ms(1000)).isEmpty)
  }

  @Test("P4: removing the pressed target cancels as removed")
  func removalWhilePressing() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.remove("apple"), at: ms(50)) == [
        step(ms(50), .pressing, .remove("apple"), .idle, "apple", release, outcome: .cancel(.removed), n: 1)
      ])
    #expect(m.advance(to: ms(1000)).isEmpty)
  }

  // MARK: P5

  @Test("P5: the hold fires: lifting, haptic, the custom preview at its preferred size")
  func holdLiftsCustomPreview() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.advance(to: ms(500)) == [
        fired(
          ms(500), .pressing, .hold, .lifting, "apple",
          [
            .unhighlightSource("apple"), .haptic,
            .showPreview(target: "apple", preview: .custom("apple-card"), size: Size(300, 400)),
          ], n: 1)
      ])
    #expect(m.nextDeadline == ms(835))
  }

  @Test("P5: without a custom preview or size, a snapshot of the source fills the space available")
  func holdLiftsSnapshot() {
    var m = Fixture.machine()
    _ = m.send(.down(Fixture.photoPoint), at: ms(10))
    #expect(
      m.advance(to: ms(510)) == [
        fired(
          ms(510), .pressing, .hold, .lifting, "photo",
          [.unhighlightSource("photo"), .haptic, .showPreview(target: "photo", preview: .source, size: nil)],
          n: 1)
      ])
  }

  // MARK: P6

  @Test("P6: the lift timer fires: presented, the menu is shown")
  func liftShowsMenu() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    #expect(
      m.advance(to: ms(835)) == [
        fired(
          ms(835), .lifting, .lift, .presented, "apple", [.showMenu(target: "apple", compact: false)], n: 1)
      ])
    #expect(m.openMenuLevelID == "root")
    #expect(m.highlightedItemID == nil)
  }

  @Test("P6: up and move after the hold change only where the finger is: no cancel, no tap")
  func fingerAfterHold() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    let far = pt(300, 40)
    #expect(m.send(.move(far), at: ms(600)) == [step(ms(600), .lifting, .move(far), .lifting, "apple", n: 1)])
    _ = m.advance(to: ms(835))
    #expect(
      m.send(.move(pt(5, 5)), at: ms(900)) == [
        step(ms(900), .presented, .move(pt(5, 5)), .presented, "apple", n: 1)
      ])
    #expect(m.send(.up, at: ms(950)) == [step(ms(950), .presented, .up, .presented, "apple", n: 1)])
    // That finger is gone now: its up and move have nothing left to say.
    #expect(m.send(.up, at: ms(960)) == [ignored(ms(960), .presented, .up, .fingerNotDown)])
    #expect(m.send(.move(far), at: ms(970)) == [ignored(ms(970), .presented, .move(far), .fingerNotDown)])
    #expect(m.phase == .presented)
    #expect(m.outcomeCount == 0)
  }

  @Test("P6: an up while lifting keeps lifting, and the menu still shows when the lift ends")
  func upWhileLifting() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    #expect(m.send(.up, at: ms(600)) == [step(ms(600), .lifting, .up, .lifting, "apple", n: 1)])
    #expect(m.send(.move(apple), at: ms(610)) == [ignored(ms(610), .lifting, .move(apple), .fingerNotDown)])
    #expect(
      m.advance(to: ms(835)) == [
        fired(
          ms(835), .lifting, .lift, .presented, "apple", [.showMenu(target: "apple", compact: false)], n: 1)
      ])
  }

  // MARK: P7

  @Test("P7: a force at peek while pressing lifts at once, as if the hold had fired")
  func peekLifts() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.force(f(500_000)), at: ms(100)) == [
        step(ms(100), .pressing, .force(f(500_000)), .lifting, "apple", liftEffects(Fixture.apple), n: 1)
      ])
    #expect(m.nextDeadline == ms(435))
  }

  @Test("P7: a force just below peek is ignored and the press goes on")
  func forceBelowPeek() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.force(f(499_999)), at: ms(100)) == [
        ignored(ms(100), .pressing, .force(f(499_999)), .belowThreshold)
      ])
    #expect(m.nextDeadline == ms(500))
  }

  @Test("P7: the stale hold timer of a press lifted by force never fires later")
  func staleHoldTimerAfterPeek() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    _ = m.send(.force(f(600_000)), at: ms(100))
    #expect(
      m.advance(to: ms(3000)) == [
        fired(
          ms(435), .lifting, .lift, .presented, "apple", [.showMenu(target: "apple", compact: false)], n: 1)
      ])
    #expect(m.phase == .presented)
    // Nor in the next interaction: its own hold counts from its own down.
    _ = m.send(.tapOutside, at: ms(3000))
    _ = m.advance(to: ms(3300))
    _ = m.send(.down(apple), at: ms(3400))
    #expect(m.nextDeadline == ms(3900))
  }

  @Test("P7: a pop force while lifting commits to the destination")
  func popWhileLifting() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    #expect(
      m.send(.force(f(950_000)), at: ms(600)) == [
        step(
          ms(600), .lifting, .force(f(950_000)), .committing, "apple", [.beginCommit("apple-card")],
          outcome: .navigate("apple-card", .sheet), n: 1)
      ])
    #expect(
      m.advance(to: ms(935)) == [
        fired(
          ms(935), .committing, .commit, .showingDestination, "apple",
          [.showDestination("apple-card", .sheet)], n: 1)
      ])
  }

  @Test("P7: a pop force while presented with the finger down hides the menu and commits")
  func popWhilePresented() {
    var m = Fixture.machine()
    let shown = longPress(&m, at: Fixture.photoPoint, liftFinger: false)
    #expect(
      m.send(.force(Fraction.one), at: shown) == [
        step(
          shown, .presented, .force(.one), .committing, "photo", [.hideMenu, .beginCommit("photo-detail")],
          outcome: .navigate("photo-detail", .push), n: 1)
      ])
  }

  @Test("P7: a force below pop while lifted is ignored")
  func forceBelowPop() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    #expect(
      m.send(.force(f(949_999)), at: ms(600)) == [
        ignored(ms(600), .lifting, .force(f(949_999)), .belowThreshold)
      ])
    _ = m.advance(to: ms(835))
    #expect(
      m.send(.force(f(600_000)), at: ms(900)) == [
        ignored(ms(900), .presented, .force(f(600_000)), .belowThreshold)
      ])
    #expect(m.phase == .presented)
  }

  @Test("P7: a pop force is ignored without a destination")
  func popWithoutDestination() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: Fixture.plainPoint)
    #expect(m.send(.force(.one), at: ms(600)) == [ignored(ms(600), .lifting, .force(.one), .noDestination)])
    _ = m.advance(to: ms(835))
    #expect(m.send(.force(.one), at: ms(900)) == [ignored(ms(900), .presented, .force(.one), .noDestination)])
  }

  @Test("P7: a pop force is ignored in a compact menu, which has no preview")
  func popInCompactMenu() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(apple), at: .zero)
    #expect(m.send(.force(.one), at: ms(10)) == [ignored(ms(10), .presented, .force(.one), .noPreview)])
    #expect(m.phase == .presented)
  }

  @Test("P7: a pop force is ignored once the finger that pressed has lifted")
  func popAfterFingerUp() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    #expect(m.send(.force(.one), at: ms(900)) == [ignored(ms(900), .presented, .force(.one), .fingerNotDown)])
  }

  @Test("P7: a force at rest has no rule and is ignored")
  func forceElsewhere() {
    var m = Fixture.machine()
    #expect(m.send(.force(.one), at: .zero) == [ignored(.zero, .idle, .force(.one), .noRule)])
  }

  // MARK: P8

  @Test("P8: in pressing, tap-outside, dismiss, select and tap-preview are ignored")
  func menuInputsWhilePressing() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    for input in [Input.tapOutside, .dismiss, .select("delete"), .tapPreview] {
      #expect(m.send(input, at: ms(10)) == [ignored(ms(10), .pressing, input, .noRule)])
    }
    #expect(m.phase == .pressing)
    #expect(m.nextDeadline == ms(500))
  }

  @Test("P8: the fingers of a cancelled down are forgotten")
  func cancelledFingersForgotten() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    _ = m.send(.down(Fixture.bubblePoint), at: ms(10))
    #expect(m.send(.up, at: ms(20)) == [ignored(ms(20), .idle, .up, .noRule)])
    #expect(m.send(.move(apple), at: ms(30)) == [ignored(ms(30), .idle, .move(apple), .noRule)])
    #expect(
      m.send(.down(apple), at: ms(40)) == [step(ms(40), .idle, .down(apple), .pressing, "apple", press, n: 2)]
    )
  }

  @Test("P8: the finger of an ignored down is forgotten")
  func ignoredFingerForgotten() {
    var m = Fixture.machine()
    _ = m.send(.down(Fixture.nowhere), at: .zero)
    #expect(m.send(.move(apple), at: ms(10)) == [ignored(ms(10), .idle, .move(apple), .noRule)])
    #expect(m.send(.up, at: ms(20)) == [ignored(ms(20), .idle, .up, .noRule)])
    #expect(m.interactionCount == 0)
  }

  @Test("P8: a down while lifting is ignored and the finger that pressed keeps the interaction")
  func secondFingerAfterHold() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    #expect(
      m.send(.down(Fixture.bubblePoint), at: ms(600)) == [
        ignored(ms(600), .lifting, .down(Fixture.bubblePoint), .screenBusy)
      ])
    #expect(
      m.send(.move(pt(120, 30)), at: ms(610)) == [
        step(ms(610), .lifting, .move(pt(120, 30)), .lifting, "apple", n: 1)
      ])
    #expect(m.send(.up, at: ms(620)) == [step(ms(620), .lifting, .up, .lifting, "apple", n: 1)])
    #expect(m.send(.up, at: ms(630)) == [ignored(ms(630), .lifting, .up, .fingerNotDown)])
  }
}
