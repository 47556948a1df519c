import InteractionCore
import Testing

/// SPEC section 5: pointer and keyboard.
@Suite("Keyboard and pointer rules (K1–K3)")
struct KeyboardRuleTests {
  let apple = Fixture.applePoint

  /// A report of a key that moves the highlight in a presented menu.
  func highlight(_ instant: Instant, _ key: Key, _ target: String, _ item: String?, n: Int = 1) -> Report {
    step(instant, .presented, .key(key), .presented, target, [.highlightItem(item)], n: n)
  }

  // MARK: K1

  @Test("K1: a right-click on a target in idle presents its compact menu at once: no preview, lift or haptic")
  func rightClickPresentsCompact() {
    var m = Fixture.machine()
    #expect(
      m.send(.rightClick(apple), at: ms(10)) == [
        step(
          ms(10), .idle, .rightClick(apple), .presented, "apple", [.showMenu(target: "apple", compact: true)],
          n: 1)
      ])
    #expect(m.nextDeadline == nil)
    #expect(m.openMenuLevelID == "root")
    #expect(m.highlightedItemID == nil)
    let look = m.appearance(at: ms(10))
    #expect(look.isCompact && look.isMenuShown)
    #expect(look.previewOpacity == 0 && look.liftProgress == 0 && look.pressProgress == 0)
  }

  @Test("K1: tap-preview in a compact menu is ignored: there is no preview")
  func compactHasNoPreview() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(apple), at: .zero)
    #expect(m.send(.tapPreview, at: ms(10)) == [ignored(ms(10), .presented, .tapPreview, .noPreview)])
    #expect(m.phase == .presented)
  }

  @Test("K1: a right-click on nothing, or outside idle, is ignored")
  func rightClickIgnored() {
    var m = Fixture.machine()
    #expect(
      m.send(.rightClick(Fixture.nowhere), at: .zero) == [
        ignored(.zero, .idle, .rightClick(Fixture.nowhere), .noTargetHit)
      ])
    _ = m.send(.down(apple), at: ms(1))
    #expect(m.send(.rightClick(apple), at: ms(2)) == [ignored(ms(2), .pressing, .rightClick(apple), .noRule)])
    #expect(m.nextDeadline == ms(501))
    _ = m.advance(to: ms(836))
    #expect(
      m.send(.rightClick(apple), at: ms(900)) == [ignored(ms(900), .presented, .rightClick(apple), .noRule)])
  }

  @Test("K1: choosing from a compact menu performs and fades like any menu")
  func compactSelect() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(apple), at: .zero)
    #expect(
      m.send(.select("delete"), at: ms(10)) == [
        step(
          ms(10), .presented, .select("delete"), .dismissing, "apple",
          [.performAction(target: "apple", action: "delete")] + dismissEffects, outcome: .perform("delete"),
          n: 1)
      ])
    #expect(m.advance(to: ms(310)) == [fired(ms(310), .dismissing, .fade, .idle, "apple", [.endFade], n: 1)])
  }

  // MARK: K2

  @Test("K2: focus, then key menu, presents compact with the first enabled visible item highlighted")
  func keyMenuHighlightsFirst() {
    var m = Fixture.machine()
    #expect(
      m.send(.focus("plain"), at: .zero) == [
        step(.zero, .idle, .focus("plain"), .idle, nil, [.focus("plain")], n: 0)
      ])
    #expect(m.focusedTargetID == "plain")
    #expect(
      m.send(.key(.menu), at: ms(5)) == [
        step(
          ms(5), .idle, .key(.menu), .presented, "plain",
          [.showMenu(target: "plain", compact: true), .highlightItem("copy")],
          n: 1)
      ])
    #expect(m.highlightedItemID == "copy")
    #expect(m.appearance(at: ms(5)).isCompact)
  }

  @Test("K2: the first highlightable item skips loading placeholders and may be a submenu")
  func keyMenuSkipsPlaceholders() {
    var m = Fixture.machine()
    _ = m.send(.focus("photo"), at: .zero)
    #expect(
      m.send(.key(.menu), at: .zero) == [
        step(
          .zero, .idle, .key(.menu), .presented, "photo",
          [.showMenu(target: "photo", compact: true), .highlightItem("sort")], n: 1)
      ])
  }

  @Test("K2: with no enabled visible item, key menu presents with nothing highlighted")
  func keyMenuWithNothingToHighlight() {
    let target = Target(
      id: "t", frame: Rect(0, 0, 10, 10), menu: Menu([.action(Action(id: "x", title: "X", isDisabled: true))])
    )
    var m = Fixture.machine([target])
    _ = m.send(.focus("t"), at: .zero)
    #expect(
      m.send(.key(.menu), at: .zero) == [
        step(.zero, .idle, .key(.menu), .presented, "t", [.showMenu(target: "t", compact: true)], n: 1)
      ])
    #expect(m.highlightedItemID == nil)
    #expect(m.send(.key(.down), at: ms(1)) == [ignored(ms(1), .presented, .key(.down), .atEnd)])
  }

  @Test("K2: key menu with nothing focused is ignored; focus of an unknown target is ignored")
  func keyMenuWithoutFocus() {
    var m = Fixture.machine()
    #expect(m.send(.key(.menu), at: .zero) == [ignored(.zero, .idle, .key(.menu), .nothingFocused)])
    #expect(
      m.send(.focus("nope"), at: ms(1)) == [ignored(ms(1), .idle, .focus("nope"), .unknownTarget("nope"))])
    #expect(m.focusedTargetID == nil)
  }

  @Test("K2: focus is accepted in any state; key menu opens only from idle")
  func focusInAnyState() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.focus("plain"), at: ms(1)) == [
        step(ms(1), .pressing, .focus("plain"), .pressing, "apple", [.focus("plain")], n: 1)
      ])
    #expect(m.send(.key(.menu), at: ms(2)) == [ignored(ms(2), .pressing, .key(.menu), .noRule)])
    _ = m.send(.up, at: ms(3))
    #expect(outcomes(m.send(.key(.menu), at: ms(4))).isEmpty)
    #expect(m.targetID == "plain")
    #expect(m.send(.key(.menu), at: ms(5)) == [ignored(ms(5), .presented, .key(.menu), .noRule)])
  }

  // MARK: K3

  @Test("K3: down and up move the highlight over visible, enabled items and stop at the ends")
  func arrowKeysStopAtEnds() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(Fixture.plainPoint), at: .zero)
    #expect(m.send(.key(.down), at: ms(1)) == [highlight(ms(1), .down, "plain", "copy")])
    #expect(m.send(.key(.down), at: ms(2)) == [highlight(ms(2), .down, "plain", "paste")])
    #expect(m.send(.key(.down), at: ms(3)) == [ignored(ms(3), .presented, .key(.down), .atEnd)])
    #expect(m.send(.key(.up), at: ms(4)) == [highlight(ms(4), .up, "plain", "copy")])
    // ghost (hidden) and locked (disabled) lie above copy: the highlight stops.
    #expect(m.send(.key(.up), at: ms(5)) == [ignored(ms(5), .presented, .key(.up), .atEnd)])
    #expect(m.highlightedItemID == "copy")
  }

  @Test("K3: with nothing highlighted, up highlights the last item")
  func upHighlightsLast() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(Fixture.plainPoint), at: .zero)
    #expect(m.send(.key(.up), at: ms(1)) == [highlight(ms(1), .up, "plain", "paste")])
  }

  @Test("K3: the highlight passes over inline items and skips hidden and disabled ones")
  func arrowKeysOverInlineItems() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(Fixture.photoPoint), at: .zero)
    _ = m.advance(to: ms(200))
    #expect(m.send(.key(.down), at: ms(201)) == [highlight(ms(201), .down, "photo", "recent-1")])
    let expected = ["recent-2", "sort", "grid", "info"]
    for (offset, item) in expected.enumerated() {
      let instant = ms(202 + Int64(offset))
      #expect(m.send(.key(.down), at: instant) == [highlight(instant, .down, "photo", item)])
    }
    #expect(m.send(.key(.down), at: ms(210)) == [ignored(ms(210), .presented, .key(.down), .atEnd)])
  }

  @Test("K3: return selects the highlighted item, as M2")
  func returnSelects() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(Fixture.plainPoint), at: .zero)
    #expect(
      m.send(.key(.return), at: ms(1)) == [ignored(ms(1), .presented, .key(.return), .nothingHighlighted)])
    _ = m.send(.key(.down), at: ms(2))
    #expect(
      m.send(.key(.return), at: ms(3)) == [
        step(
          ms(3), .presented, .key(.return), .dismissing, "plain",
          [.performAction(target: "plain", action: "copy")] + dismissEffects, outcome: .perform("copy"), n: 1)
      ])
  }

  @Test("K3: return on an action with a state toggles it first, in a menu opened by a long press")
  func returnInLongPressMenu() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    #expect(m.send(.key(.down), at: ms(900)) == [highlight(ms(900), .down, "apple", "favorite")])
    #expect(
      m.send(.key(.return), at: ms(910)) == [
        step(
          ms(910), .presented, .key(.return), .dismissing, "apple",
          [.setItemState(item: "favorite", state: .on), .performAction(target: "apple", action: "favorite")]
            + dismissEffects,
          outcome: .perform("favorite"), n: 1)
      ])
  }

  @Test("K3: right opens a highlighted submenu and highlights its first item; left goes back to it")
  func rightOpensSubmenu() {
    var m = Fixture.machine()
    _ = m.send(.focus("apple"), at: .zero)
    _ = m.send(.key(.menu), at: .zero)
    #expect(m.highlightedItemID == "favorite")
    #expect(m.send(.key(.right), at: ms(1)) == [ignored(ms(1), .presented, .key(.right), .notASubmenu)])
    for (offset, item) in ["delete", "share", "more"].enumerated() {
      let instant = ms(2 + Int64(offset))
      #expect(m.send(.key(.down), at: instant) == [highlight(instant, .down, "apple", item)])
    }
    #expect(
      m.send(.key(.right), at: ms(10)) == [
        step(
          ms(10), .presented, .key(.right), .presented, "apple",
          [.openSubmenu("more"), .highlightItem("copy")], n: 1)
      ])
    #expect(m.openMenuLevelID == "more")
    // pin, the only other item, is disabled.
    #expect(m.send(.key(.down), at: ms(11)) == [ignored(ms(11), .presented, .key(.down), .atEnd)])
    #expect(m.send(.key(.up), at: ms(12)) == [ignored(ms(12), .presented, .key(.up), .atEnd)])
    #expect(
      m.send(.key(.left), at: ms(13)) == [
        step(
          ms(13), .presented, .key(.left), .presented, "apple",
          [.closeSubmenu("more"), .highlightItem("more")], n: 1)
      ])
    #expect(m.highlightedItemID == "more")
  }

  @Test("K3: right or return with nothing highlighted is ignored")
  func rightWithNothingHighlighted() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(apple), at: .zero)
    #expect(
      m.send(.key(.right), at: ms(1)) == [ignored(ms(1), .presented, .key(.right), .nothingHighlighted)])
  }

  @Test("K3: return on a submenu opens it highlighting its first item, like right")
  func returnOpensSubmenu() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(apple), at: .zero)
    _ = m.send(.key(.up), at: ms(1))
    #expect(m.highlightedItemID == "more")
    #expect(
      m.send(.key(.return), at: ms(2)) == [
        step(
          ms(2), .presented, .key(.return), .presented, "apple",
          [.openSubmenu("more"), .highlightItem("copy")], n: 1)
      ])
  }

  @Test("K3: a submenu opened with select starts with nothing highlighted")
  func selectOpensWithoutHighlight() {
    var m = Fixture.machine()
    _ = m.send(.focus("apple"), at: .zero)
    _ = m.send(.key(.menu), at: .zero)
    #expect(
      m.send(.select("more"), at: ms(1)) == [
        step(
          ms(1), .presented, .select("more"), .presented, "apple",
          [.openSubmenu("more"), .highlightItem(nil)], n: 1)
      ])
    #expect(m.highlightedItemID == nil)
    #expect(m.send(.key(.down), at: ms(2)) == [highlight(ms(2), .down, "apple", "copy")])
  }

  @Test("K3: loading placeholders are not highlightable; their items are once loaded")
  func placeholdersAreNotHighlightable() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(Fixture.photoPoint), at: .zero)
    #expect(m.send(.key(.down), at: ms(1)) == [highlight(ms(1), .down, "photo", "sort")])
    #expect(m.send(.key(.up), at: ms(2)) == [ignored(ms(2), .presented, .key(.up), .atEnd)])
    #expect(
      m.send(.key(.right), at: ms(3)) == [
        step(
          ms(3), .presented, .key(.right), .presented, "photo",
          [.openSubmenu("sort"), .highlightItem("by-name")], n: 1)
      ])
    #expect(m.send(.key(.down), at: ms(4)) == [highlight(ms(4), .down, "photo", "by-date")])
    #expect(m.send(.key(.down), at: ms(5)) == [highlight(ms(5), .down, "photo", "by-size")])
    // by-kind sits in more-sorts, still loading.
    #expect(m.send(.key(.down), at: ms(6)) == [ignored(ms(6), .presented, .key(.down), .atEnd)])
    #expect(
      m.send(.key(.down), at: ms(100)) == [
        fired(
          ms(100), .presented, .load("more-sorts"), .presented, "photo", [.showLoadedItems("more-sorts")],
          n: 1),
        highlight(ms(100), .down, "photo", "by-kind"),
      ])
    _ = m.send(.key(.escape), at: ms(101))
    #expect(m.highlightedItemID == "sort")
    #expect(
      m.send(.key(.up), at: ms(200)) == [
        fired(ms(200), .presented, .load("recent"), .presented, "photo", [.showLoadedItems("recent")], n: 1),
        highlight(ms(200), .up, "photo", "recent-2"),
      ])
  }

  @Test(
    "K3: in lifting, keys other than escape are ignored",
    arguments: [Key.menu, .up, .down, .left, .right, .return])
  func keysWhileLifting(key: Key) {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    #expect(m.send(.key(key), at: ms(600)) == [ignored(ms(600), .lifting, .key(key), .menuNotShown)])
    #expect(m.phase == .lifting)
    #expect(outcomes(m.send(.key(.escape), at: ms(610))) == [.dismiss(.escape)])
  }
}
