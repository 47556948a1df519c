import InteractionCore
import Testing

/// SPEC M10: slide to select. The host says which item of the open level the finger or pointer is
/// over; lifting the finger that long-pressed on the hovered item selects it.
@Suite("Slide to select (M10)")
struct SlideToSelectTests {
  let apple = Fixture.applePoint

  /// A long press on apple with the finger kept down, until the menu shows at 835 ms.
  func presentedWithFingerDown() -> InteractionMachine {
    var m = Fixture.machine()
    longPress(&m, at: apple, liftFinger: false)
    return m
  }

  @Test("M10: hover of a visible enabled item highlights it; lifting the finger on it performs the action")
  func slideOntoAnActionAndLift() {
    var m = presentedWithFingerDown()
    #expect(
      m.send(.hover("delete"), at: ms(900)) == [
        step(ms(900), .presented, .hover("delete"), .presented, "apple", [.highlightItem("delete")], n: 1)
      ])
    #expect(m.highlightedItemID == "delete")
    #expect(
      m.send(.up, at: ms(950)) == [
        step(
          ms(950), .presented, .up, .dismissing, "apple",
          [.performAction(target: "apple", action: "delete")]
            + dismissEffects, outcome: .perform("delete"), n: 1)
      ])
  }

  @Test("M10: lifting on a hovered toggle changes its state first, as M2 does")
  func slideOntoAToggle() {
    var m = presentedWithFingerDown()
    _ = m.send(.hover("favorite"), at: ms(900))
    let reports = m.send(.up, at: ms(950))
    #expect(
      reports.first?.transition?.effects.first == .setItemState(item: "favorite", state: .on))
    #expect(m.itemState(target: "apple", item: "favorite") == .on)
  }

  @Test("M10: lifting on a hovered submenu opens it with nothing highlighted; the finger is then up")
  func slideOntoASubmenu() {
    var m = presentedWithFingerDown()
    _ = m.send(.hover("more"), at: ms(900))
    #expect(
      m.send(.up, at: ms(950)) == [
        step(
          ms(950), .presented, .up, .presented, "apple", [.openSubmenu("more"), .highlightItem(nil)], n: 1)
      ])
    #expect(m.openMenuLevelID == "more")
    _ = m.send(.hover("copy"), at: ms(1000))
    #expect(m.send(.up, at: ms(1050)) == [ignored(ms(1050), .presented, .up, .fingerNotDown)])
    #expect(m.highlightedItemID == "copy")
  }

  @Test("M10: a disabled item, an item of another level, or none clears the highlight")
  func hoverOfAnythingElseClears() {
    var m = presentedWithFingerDown()
    _ = m.send(.hover("delete"), at: ms(900))
    #expect(
      m.send(.hover("copy"), at: ms(910)) == [
        step(ms(910), .presented, .hover("copy"), .presented, "apple", [.highlightItem(nil)], n: 1)
      ])
    _ = m.send(.hover("delete"), at: ms(920))
    _ = m.send(.hover(nil), at: ms(930))
    #expect(m.highlightedItemID == nil)
    _ = m.send(.up, at: ms(940))
    #expect(m.phase == .presented)
    #expect(m.outcomeCount == 0)

    var n = presentedWithFingerDown()
    _ = n.send(.key(.down), at: ms(900))
    _ = n.send(.key(.down), at: ms(900))
    _ = n.send(.key(.down), at: ms(900))
    _ = n.send(.key(.down), at: ms(900))
    _ = n.send(.key(.right), at: ms(900))
    #expect(n.openMenuLevelID == "more")
    #expect(n.send(.hover("pin"), at: ms(910)).first?.transition?.effects == effects([.highlightItem(nil)]))
  }

  @Test("M10: a hover that changes nothing is ignored")
  func hoverThatChangesNothing() {
    var m = presentedWithFingerDown()
    #expect(
      m.send(.hover(nil), at: ms(900)) == [ignored(ms(900), .presented, .hover(nil), .highlightUnchanged)])
    _ = m.send(.hover("share"), at: ms(910))
    #expect(
      m.send(.hover("share"), at: ms(920)) == [
        ignored(ms(920), .presented, .hover("share"), .highlightUnchanged)
      ])
    #expect(
      m.send(.hover("nothing-at-all"), at: ms(930)) == [
        ignored(ms(930), .presented, .hover("nothing-at-all"), .notInLevel("nothing-at-all"))
      ])
    #expect(m.highlightedItemID == "share")
  }

  @Test("M10, M8: an item still loading and a deferred element cannot take the highlight; a loaded item can")
  func deferredItems() {
    var m = Fixture.machine()
    let shown = longPress(&m, at: Fixture.photoPoint, liftFinger: false)
    #expect(
      m.send(.hover("recent-1"), at: shown) == [
        ignored(shown, .presented, .hover("recent-1"), .highlightUnchanged)
      ])
    _ = m.send(.hover("info"), at: shown)
    _ = m.send(.hover("recent"), at: shown)
    #expect(m.highlightedItemID == nil)
    _ = m.send(.hover("recent-1"), at: shown + .milliseconds(200))
    #expect(m.highlightedItemID == "recent-1")
  }

  @Test("M10, K3: a highlight that a key moved is not the hovered one: the lift selects nothing")
  func keysTakeTheHighlightOver() {
    var m = presentedWithFingerDown()
    _ = m.send(.hover("favorite"), at: ms(900))
    #expect(
      m.send(.key(.down), at: ms(910)) == [
        step(ms(910), .presented, .key(.down), .presented, "apple", [.highlightItem("delete")], n: 1)
      ])
    #expect(m.send(.up, at: ms(920)) == [step(ms(920), .presented, .up, .presented, "apple", n: 1)])
    #expect(m.highlightedItemID == "delete")
    #expect(m.outcomeCount == 0)
  }

  @Test("M10, K3: a key that moves nothing leaves the hovered item hovered: the lift still selects it")
  func keysThatMoveNothingKeepTheHover() {
    var m = presentedWithFingerDown()
    _ = m.send(.hover("favorite"), at: ms(900))
    // favorite is the first row of the root: up is at an end, left is at the root, right is on an action.
    #expect(m.send(.key(.up), at: ms(910)) == [ignored(ms(910), .presented, .key(.up), .atEnd)])
    #expect(m.send(.key(.left), at: ms(920)) == [ignored(ms(920), .presented, .key(.left), .atRootLevel)])
    #expect(m.send(.key(.right), at: ms(930)) == [ignored(ms(930), .presented, .key(.right), .notASubmenu)])
    #expect(m.highlightedItemID == "favorite")
    #expect(
      m.send(.up, at: ms(950)) == [
        step(
          ms(950), .presented, .up, .dismissing, "apple",
          [
            .setItemState(item: "favorite", state: .on), .performAction(target: "apple", action: "favorite"),
          ] + dismissEffects, outcome: .perform("favorite"), n: 1)
      ])
  }

  @Test("M10, K3: at the last row, key down moves nothing and the lift selects the hovered row")
  func keyDownAtTheLastRowKeepsTheHover() {
    var m = presentedWithFingerDown()
    _ = m.send(.hover("share"), at: ms(900))
    _ = m.send(.key(.down), at: ms(905))  // share → more: a key moved the highlight
    _ = m.send(.hover("more"), at: ms(910))  // the finger is over more: it is the hovered row again
    #expect(m.send(.key(.down), at: ms(920)) == [ignored(ms(920), .presented, .key(.down), .atEnd)])
    #expect(
      m.send(.up, at: ms(950)) == [
        step(
          ms(950), .presented, .up, .presented, "apple", [.openSubmenu("more"), .highlightItem(nil)], n: 1)
      ])
    #expect(m.openMenuLevelID == "more")
  }

  @Test("M10: hovering the item a key highlighted makes it the hovered one, with no effect")
  func hoverOverTheKeyHighlight() {
    var m = presentedWithFingerDown()
    _ = m.send(.key(.down), at: ms(900))
    #expect(
      m.send(.hover("favorite"), at: ms(910)) == [
        step(ms(910), .presented, .hover("favorite"), .presented, "apple", n: 1)
      ])
    #expect(m.send(.up, at: ms(920)).first?.transition?.outcome == .perform("favorite"))
  }

  @Test("M10: in every state but presented, hover is ignored", arguments: [Phase.idle, .pressing, .lifting])
  func hoverElsewhere(phase: Phase) {
    var m = Fixture.machine()
    if phase != .idle { _ = m.send(.down(apple), at: .zero) }
    if phase == .lifting { _ = m.advance(to: ms(500)) }
    #expect(m.phase == phase)
    let at = phase == .lifting ? ms(500) : ms(400)
    #expect(m.send(.hover("delete"), at: at) == [ignored(at, phase, .hover("delete"), .noRule)])
  }

  @Test("M10: hover is ignored while committing, while the menu fades and while a destination is shown")
  func hoverAfterTheMenu() {
    var m = presentedWithFingerDown()
    _ = m.send(.tapPreview, at: ms(900))
    #expect(m.phase == .committing)
    #expect(
      m.send(.hover("delete"), at: ms(950)) == [ignored(ms(950), .committing, .hover("delete"), .noRule)])
    _ = m.advance(to: ms(1235))
    #expect(m.phase == .showingDestination)
    #expect(
      m.send(.hover("delete"), at: ms(1300)) == [
        ignored(ms(1300), .showingDestination, .hover("delete"), .noRule)
      ])
    _ = m.send(.closed, at: ms(1400))

    longPress(&m, at: apple, from: ms(2000), liftFinger: false)
    _ = m.send(.hover("delete"), at: ms(2900))
    _ = m.send(.tapOutside, at: ms(2950))
    #expect(m.phase == .dismissing)
    #expect(m.send(.hover(nil), at: ms(3000)) == [ignored(ms(3000), .dismissing, .hover(nil), .noRule)])
    #expect(
      m.send(.hover("favorite"), at: ms(3010)) == [
        ignored(ms(3010), .dismissing, .hover("favorite"), .noRule)
      ])
    #expect(m.send(.up, at: ms(3020)) == [ignored(ms(3020), .dismissing, .up, .noRule)])
    #expect(m.outcomeCount == 2)
  }

  @Test("M10, P8: a compact menu has no long-pressing finger: hover highlights, no up selects")
  func compactMenu() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(apple), at: .zero)
    _ = m.send(.hover("delete"), at: ms(10))
    #expect(m.highlightedItemID == "delete")
    #expect(m.send(.up, at: ms(20)) == [ignored(ms(20), .presented, .up, .fingerNotDown)])
  }

  @Test("M10: a trace's hover reads and writes back as `hover ID|none`")
  func traceSpelling() throws {
    let text = """
      target a frame=0,0,100,100
        action x "X"
      at 0 down 5,5
      at 1 hover x
      at 1.1 hover none
      at 1.2 up
      """
    let trace = try Trace.parse(text)
    #expect(trace.inputs.map(\.input) == [.down(Point(5, 5)), .hover("x"), .hover(nil), .up])
    #expect(try Trace.parse(TraceWriter.text(for: trace)).inputs == trace.inputs)
    #expect(throws: TraceError.self) { try Trace.parse("target a frame=0,0,1,1\nat 0 hover y") }
  }
}
