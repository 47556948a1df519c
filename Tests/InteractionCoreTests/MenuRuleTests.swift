import InteractionCore
import Testing

/// SPEC section 4: the presented menu.
@Suite("Menu rules (M1–M9)")
struct MenuRuleTests {
  let apple = Fixture.applePoint

  /// The effects of choosing an action that has no state and does not keep the menu (M2).
  func perform(_ target: String, _ action: String, after leading: [Effect] = []) -> [Effect] {
    leading + [.performAction(target: target, action: action)] + dismissEffects
  }

  // MARK: M1

  @Test("M1: tap-preview without a destination dismisses as preview; the fade ends in idle")
  func tapPreviewWithoutDestination() {
    var m = Fixture.machine()
    longPress(&m, at: Fixture.plainPoint)
    #expect(
      m.send(.tapPreview, at: ms(900)) == [
        step(
          ms(900), .presented, .tapPreview, .dismissing, "plain", dismissEffects, outcome: .dismiss(.preview),
          n: 1)
      ])
    #expect(
      m.advance(to: ms(1200)) == [fired(ms(1200), .dismissing, .fade, .idle, "plain", [.endFade], n: 1)])
  }

  @Test("M1: destination same commits to the custom preview's name, shown as a sheet when the commit ends")
  func tapPreviewSameCustom() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    #expect(
      m.send(.tapPreview, at: ms(900)) == [
        step(
          ms(900), .presented, .tapPreview, .committing, "apple", [.hideMenu, .beginCommit("apple-card")],
          outcome: .navigate("apple-card", .sheet), n: 1)
      ])
    #expect(m.advance(to: ns(1_234_999_999)).isEmpty)
    #expect(
      m.advance(to: ms(1235)) == [
        fired(
          ms(1235), .committing, .commit, .showingDestination, "apple",
          [.showDestination("apple-card", .sheet)], n: 1)
      ])
  }

  @Test("M1: destination same with a snapshot preview names the target")
  func tapPreviewSameSnapshot() {
    let note = Target(id: "note", frame: Rect(0, 0, 100, 100), destination: .same)
    var m = Fixture.machine([note])
    longPress(&m, at: pt(50, 50))
    #expect(
      m.send(.tapPreview, at: ms(900)) == [
        step(
          ms(900), .presented, .tapPreview, .committing, "note", [.hideMenu, .beginCommit("note")],
          outcome: .navigate("note", .push), n: 1)
      ])
    #expect(
      m.advance(to: ms(1235)) == [
        fired(
          ms(1235), .committing, .commit, .showingDestination, "note", [.showDestination("note", .push)], n: 1
        )
      ])
  }

  @Test("M1: a named destination is pushed when the commit ends")
  func tapPreviewNamed() {
    var m = Fixture.machine()
    longPress(&m, at: Fixture.photoPoint)
    #expect(
      m.send(.tapPreview, at: ms(900)) == [
        step(
          ms(900), .presented, .tapPreview, .committing, "photo", [.hideMenu, .beginCommit("photo-detail")],
          outcome: .navigate("photo-detail", .push), n: 1)
      ])
    #expect(
      m.advance(to: ms(1235)) == [
        fired(
          ms(1235), .committing, .commit, .showingDestination, "photo",
          [.showDestination("photo-detail", .push)], n: 1)
      ])
  }

  // MARK: M2

  @Test("M2: an item that is not in the open level is ignored with the reason, and the menu stays")
  func selectOutsideLevel() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    for id in ["copy", "nope", "root", "more-sorts"] {
      #expect(
        m.send(.select(id), at: ms(900)) == [ignored(ms(900), .presented, .select(id), .notInLevel(id))])
    }
    #expect(m.phase == .presented)
    #expect(m.openMenuLevelID == "root")
  }

  @Test("M2: ids are their ASCII bytes: a name canonically equivalent to a declared id names nothing")
  func idsAreComparedAsBytes() {
    // KELVIN SIGN (U+212A) is canonically equivalent to `K`: String's == calls these the same.
    let kelvin = "\u{212A}ey"
    #expect(kelvin == "Key")
    let menu = Menu([.action(Action(id: "Key", title: "Key"))])
    let target = Target(id: "Kettle", frame: Rect(0, 0, 100, 100), menu: menu)
    let scene = Scene(targets: [target])
    #expect(scene.index(of: "Kettle") == 0)
    #expect(scene.index(of: "\u{212A}ettle") == nil)
    #expect(menu.index(of: "Key") == 1)
    #expect(menu.index(of: kelvin) == nil)
    var m = Fixture.machine([target])
    #expect(
      m.send(.focus("\u{212A}ettle"), at: .zero) == [
        ignored(.zero, .idle, .focus("\u{212A}ettle"), .unknownTarget("\u{212A}ettle"))
      ])
    longPress(&m, at: pt(50, 50))
    #expect(
      m.send(.select(kelvin), at: ms(900)) == [
        ignored(ms(900), .presented, .select(kelvin), .notInLevel(kelvin))
      ])
    #expect(m.phase == .presented)
  }

  @Test("M2: a submenu opens its level; its items are chosen there and the root's are not")
  func selectSubmenu() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    #expect(
      m.send(.select("more"), at: ms(900)) == [
        step(ms(900), .presented, .select("more"), .presented, "apple", [.openSubmenu("more")], n: 1)
      ])
    #expect(m.openMenuLevelID == "more")
    #expect(m.highlightedItemID == nil)
    #expect(
      m.send(.select("pin"), at: ms(910)) == [ignored(ms(910), .presented, .select("pin"), .disabled("pin"))])
    #expect(
      m.send(.select("favorite"), at: ms(920)) == [
        ignored(ms(920), .presented, .select("favorite"), .notInLevel("favorite"))
      ])
    #expect(
      m.send(.select("copy"), at: ms(930)) == [
        step(
          ms(930), .presented, .select("copy"), .dismissing, "apple", perform("apple", "copy"),
          outcome: .perform("copy"), n: 1)
      ])
  }

  @Test("M2: hidden and disabled items are ignored with the reason; an inline submenu is no row of its own")
  func hiddenDisabledInline() {
    var m = Fixture.machine()
    longPress(&m, at: Fixture.photoPoint)
    #expect(
      m.send(.select("list"), at: ms(900)) == [ignored(ms(900), .presented, .select("list"), .hidden("list"))]
    )
    #expect(
      m.send(.select("rename"), at: ms(900)) == [
        ignored(ms(900), .presented, .select("rename"), .disabled("rename"))
      ])
    #expect(
      m.send(.select("view"), at: ms(900)) == [
        ignored(ms(900), .presented, .select("view"), .notInLevel("view"))
      ])
    #expect(m.phase == .presented)
    #expect(m.outcomeCount == 0)
  }

  @Test("M2: the items of an inline submenu belong to the level that holds it")
  func inlineItemsBelongToParent() {
    var m = Fixture.machine()
    longPress(&m, at: Fixture.photoPoint)
    #expect(
      m.send(.select("info"), at: ms(900)) == [
        step(
          ms(900), .presented, .select("info"), .dismissing, "photo", perform("photo", "info"),
          outcome: .perform("info"), n: 1)
      ])
    let target = Target(
      id: "t", frame: Rect(0, 0, 10, 10),
      menu: Menu([
        .submenu(
          Submenu(id: "group", title: "", isInline: true, children: [.action(Action(id: "a", title: "A"))]))
      ]))
    var n = Fixture.machine([target])
    _ = n.send(.rightClick(pt(5, 5)), at: .zero)
    #expect(
      n.send(.select("a"), at: ms(10)) == [
        step(
          ms(10), .presented, .select("a"), .dismissing, "t", perform("t", "a"), outcome: .perform("a"), n: 1)
      ])
  }

  @Test(
    "M2: choosing an action first changes its state, off to on, then performs it; on becomes off next time")
  func stateTogglesAndPersists() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    #expect(
      m.send(.select("favorite"), at: ms(900)) == [
        step(
          ms(900), .presented, .select("favorite"), .dismissing, "apple",
          perform("apple", "favorite", after: [.setItemState(item: "favorite", state: .on)]),
          outcome: .perform("favorite"), n: 1)
      ])
    #expect(m.itemState(target: "apple", item: "favorite") == .on)
    _ = m.advance(to: ms(2000))
    #expect(m.phase == .idle)
    // States persist across interactions.
    #expect(m.itemState(target: "apple", item: "favorite") == .on)
    longPress(&m, at: apple, from: ms(2000))
    #expect(
      m.send(.select("favorite"), at: ms(2900)) == [
        step(
          ms(2900), .presented, .select("favorite"), .dismissing, "apple",
          perform("apple", "favorite", after: [.setItemState(item: "favorite", state: .off)]),
          outcome: .perform("favorite"), n: 2)
      ])
    #expect(m.itemState(target: "apple", item: "favorite") == .off)
    #expect(m.itemState(target: "apple", item: "delete") == nil)
  }

  @Test("M2: a mixed action becomes on")
  func mixedBecomesOn() {
    let target = Target(
      id: "t", frame: Rect(0, 0, 10, 10),
      menu: Menu([.action(Action(id: "bold", title: "Bold", state: .mixed))]))
    var m = Fixture.machine([target])
    _ = m.send(.rightClick(pt(5, 5)), at: .zero)
    #expect(
      m.send(.select("bold"), at: ms(10)) == [
        step(
          ms(10), .presented, .select("bold"), .dismissing, "t",
          perform("t", "bold", after: [.setItemState(item: "bold", state: .on)]), outcome: .perform("bold"),
          n: 1)
      ])
    #expect(m.itemState(target: "t", item: "bold") == .on)
  }

  @Test(
    "M2: single selection: the chosen action becomes on and every other one with a state off, loaded or not")
  func singleSelection() {
    var m = Fixture.machine()
    longPress(&m, at: Fixture.photoPoint)
    _ = m.advance(to: ms(1100))  // both deferred elements have loaded
    _ = m.send(.select("sort"), at: ms(1100))
    #expect(
      m.send(.select("by-kind"), at: ms(1110)) == [
        step(
          ms(1110), .presented, .select("by-kind"), .dismissing, "photo",
          perform(
            "photo", "by-kind",
            after: [
              .setItemState(item: "by-kind", state: .on), .clearSelection(menu: "sort", except: "by-kind"),
            ]),
          outcome: .perform("by-kind"), n: 1)
      ])
    let states = { (m: InteractionMachine) in
      ["by-name", "by-date", "by-size", "by-kind"].map { m.itemState(target: "photo", item: $0) }
    }
    #expect(states(m) == [.off, .off, .off, .on])

    // The next interaction: by-kind is still loading, and still turned off.
    _ = m.advance(to: ms(2000))
    _ = m.send(.rightClick(Fixture.photoPoint), at: ms(2000))
    _ = m.send(.select("sort"), at: ms(2010))
    #expect(
      m.send(.select("by-date"), at: ms(2020)) == [
        step(
          ms(2020), .presented, .select("by-date"), .dismissing, "photo",
          perform(
            "photo", "by-date",
            after: [
              .setItemState(item: "by-date", state: .on), .clearSelection(menu: "sort", except: "by-date"),
            ]),
          outcome: .perform("by-date"), n: 2)
      ])
    #expect(states(m) == [.off, .on, .off, .off])

    // Choosing the action that is on keeps it on: single selection does not toggle.
    _ = m.advance(to: ms(3000))
    _ = m.send(.rightClick(Fixture.photoPoint), at: ms(3000))
    _ = m.send(.select("sort"), at: ms(3010))
    let reports = m.send(.select("by-date"), at: ms(3020))
    guard case .transition(let transition) = reports.first else {
      Issue.record("select by-date was ignored: \(reports)")
      return
    }
    #expect(transition.effects.first == .setItemState(item: "by-date", state: .on))
    #expect(states(m) == [.off, .on, .off, .off])
  }

  @Test(
    "M2: single selection: a chosen action with no state becomes on; a mixed sibling becomes off, one with no state keeps none"
  )
  func singleSelectionWithoutStates() {
    let target = Target(
      id: "t", frame: Rect(0, 0, 10, 10),
      menu: Menu([
        .submenu(
          Submenu(
            id: "align", title: "Align", isSingleSelection: true,
            children: [
              .action(Action(id: "left", title: "Left")),
              .action(Action(id: "center", title: "Center", state: .mixed)),
              .action(Action(id: "right", title: "Right")),
            ]))
      ]))
    var m = Fixture.machine([target])
    _ = m.send(.rightClick(pt(5, 5)), at: .zero)
    _ = m.send(.select("align"), at: ms(10))
    #expect(
      m.send(.select("left"), at: ms(20)) == [
        step(
          ms(20), .presented, .select("left"), .dismissing, "t",
          perform(
            "t", "left",
            after: [.setItemState(item: "left", state: .on), .clearSelection(menu: "align", except: "left")]),
          outcome: .perform("left"), n: 1)
      ])
    #expect(m.itemState(target: "t", item: "left") == .on)
    #expect(m.itemState(target: "t", item: "center") == .off)
    #expect(m.itemState(target: "t", item: "right") == nil)
  }

  @Test("M2: a keep-presented action changes its state and runs, and the menu stays with no outcome")
  func keepPresented() {
    var m = Fixture.machine()
    longPress(&m, at: Fixture.photoPoint)
    #expect(
      m.send(.select("grid"), at: ms(900)) == [
        step(
          ms(900), .presented, .select("grid"), .presented, "photo",
          [.setItemState(item: "grid", state: .on), .performAction(target: "photo", action: "grid")], n: 1)
      ])
    #expect(
      m.send(.select("grid"), at: ms(910)) == [
        step(
          ms(910), .presented, .select("grid"), .presented, "photo",
          [.setItemState(item: "grid", state: .off), .performAction(target: "photo", action: "grid")], n: 1)
      ])
    #expect(m.phase == .presented)
    #expect(m.outcomeCount == 0)
    #expect(outcomes(m.send(.tapOutside, at: ms(920))) == [.dismiss(.outside)])
    #expect(m.outcomeCount == 1)
  }

  @Test("M2: an action that names a destination shows it when the fade ends")
  func actionWithDestination() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    #expect(
      m.send(.select("share"), at: ms(900)) == [
        step(
          ms(900), .presented, .select("share"), .dismissing, "apple", perform("apple", "share"),
          outcome: .perform("share"), n: 1)
      ])
    #expect(
      m.advance(to: ms(1200)) == [
        fired(
          ms(1200), .dismissing, .fade, .showingDestination, "apple",
          [.endFade, .showDestination("share-sheet", .sheet)],
          n: 1)
      ])
    #expect(
      m.send(.closed, at: ms(1500)) == [
        step(ms(1500), .showingDestination, .closed, .idle, "apple", [.closeDestination("share-sheet")], n: 1)
      ])
  }

  // MARK: M3

  static let dismissals: [Input] = [.tapOutside, .key(.escape), .dismiss, .cancel]
  static let reasons: [DismissReason] = [.outside, .escape, .host, .system]

  @Test(
    "M3: in presented, tap-outside, escape at the root, dismiss and cancel dismiss",
    arguments: zip(MenuRuleTests.dismissals, MenuRuleTests.reasons))
  func dismissWhilePresented(input: Input, reason: DismissReason) {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    #expect(
      m.send(input, at: ms(900)) == [
        step(
          ms(900), .presented, input, .dismissing, "apple", dismissEffects, outcome: .dismiss(reason), n: 1)
      ])
    #expect(
      m.advance(to: ms(1200)) == [fired(ms(1200), .dismissing, .fade, .idle, "apple", [.endFade], n: 1)])
  }

  @Test(
    "M3: in lifting they dismiss too, with no menu to hide",
    arguments: zip(MenuRuleTests.dismissals, MenuRuleTests.reasons))
  func dismissWhileLifting(input: Input, reason: DismissReason) {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    #expect(
      m.send(input, at: ms(600)) == [
        step(
          ms(600), .lifting, input, .dismissing, "apple", [.beginFade(overlay)], outcome: .dismiss(reason),
          n: 1)
      ])
    #expect(m.advance(to: ms(900)) == [fired(ms(900), .dismissing, .fade, .idle, "apple", [.endFade], n: 1)])
  }

  @Test(
    "M3: a compact menu is dismissed the same way",
    arguments: zip(MenuRuleTests.dismissals, MenuRuleTests.reasons))
  func dismissCompact(input: Input, reason: DismissReason) {
    var m = Fixture.machine()
    _ = m.send(.rightClick(apple), at: .zero)
    #expect(
      m.send(input, at: ms(50)) == [
        step(ms(50), .presented, input, .dismissing, "apple", dismissEffects, outcome: .dismiss(reason), n: 1)
      ])
  }

  @Test("M3: while lifting the menu is not up: tap-preview and select are ignored")
  func liftingIgnoresMenuInputs() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    #expect(m.send(.tapPreview, at: ms(600)) == [ignored(ms(600), .lifting, .tapPreview, .menuNotShown)])
    #expect(
      m.send(.select("delete"), at: ms(610)) == [ignored(ms(610), .lifting, .select("delete"), .menuNotShown)]
    )
    #expect(m.phase == .lifting)
    #expect(m.nextDeadline == ms(835))
  }

  // MARK: M4

  @Test("M4: escape in a submenu goes back to its parent level; nothing ends")
  func escapeInSubmenu() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    _ = m.send(.select("more"), at: ms(900))
    #expect(
      m.send(.key(.escape), at: ms(910)) == [
        step(
          ms(910), .presented, .key(.escape), .presented, "apple",
          [.closeSubmenu("more"), .highlightItem("more")], n: 1)
      ])
    #expect(m.openMenuLevelID == "root")
    #expect(m.outcomeCount == 0)
    #expect(outcomes(m.send(.key(.escape), at: ms(920))) == [.dismiss(.escape)])
  }

  @Test("M4: left in a submenu goes back; left at the root is ignored")
  func leftInSubmenu() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    _ = m.send(.select("more"), at: ms(900))
    #expect(
      m.send(.key(.left), at: ms(910)) == [
        step(
          ms(910), .presented, .key(.left), .presented, "apple",
          [.closeSubmenu("more"), .highlightItem("more")], n: 1)
      ])
    #expect(m.send(.key(.left), at: ms(920)) == [ignored(ms(920), .presented, .key(.left), .atRootLevel)])
    #expect(m.phase == .presented)
  }

  @Test("M4: nested submenus go back one level at a time; a submenu in an inline group goes back to the root")
  func nestedSubmenus() {
    let target = Target(
      id: "deep", frame: Rect(0, 0, 10, 10),
      menu: Menu([
        .submenu(
          Submenu(
            id: "a", title: "A",
            children: [
              .submenu(Submenu(id: "b", title: "B", children: [.action(Action(id: "leaf", title: "Leaf"))]))
            ])),
        .submenu(
          Submenu(
            id: "group", title: "", isInline: true,
            children: [
              .submenu(Submenu(id: "c", title: "C", children: [.action(Action(id: "c1", title: "C1"))]))
            ])),
      ]))
    var m = Fixture.machine([target])
    _ = m.send(.rightClick(pt(5, 5)), at: .zero)
    _ = m.send(.select("a"), at: ms(1))
    #expect(
      m.send(.select("b"), at: ms(2)) == [
        step(ms(2), .presented, .select("b"), .presented, "deep", [.openSubmenu("b")], n: 1)
      ])
    #expect(m.openMenuLevelID == "b")
    #expect(
      m.send(.key(.left), at: ms(3)) == [
        step(
          ms(3), .presented, .key(.left), .presented, "deep", [.closeSubmenu("b"), .highlightItem("b")], n: 1)
      ])
    #expect(m.openMenuLevelID == "a")
    #expect(
      m.send(.key(.escape), at: ms(4)) == [
        step(
          ms(4), .presented, .key(.escape), .presented, "deep", [.closeSubmenu("a"), .highlightItem("a")],
          n: 1)
      ])
    #expect(m.openMenuLevelID == "root")
    // Opening c from a state with a highlight clears it (a submenu opened with select starts with none).
    #expect(
      m.send(.select("c"), at: ms(5)) == [
        step(
          ms(5), .presented, .select("c"), .presented, "deep", [.openSubmenu("c"), .highlightItem(nil)], n: 1)
      ])
    #expect(
      m.send(.key(.left), at: ms(6)) == [
        step(
          ms(6), .presented, .key(.left), .presented, "deep", [.closeSubmenu("c"), .highlightItem("c")], n: 1)
      ])
    #expect(m.openMenuLevelID == "root")
    #expect(m.highlightedItemID == "c")
  }

  // MARK: M5

  @Test("M5: a down during the fade starts nothing and is reported as ignored")
  func downDuringFade() {
    var m = Fixture.machine()
    longPress(&m, at: Fixture.plainPoint)
    _ = m.send(.focus("apple"), at: ms(850))
    _ = m.send(.tapPreview, at: ms(900))
    #expect(m.send(.down(apple), at: ms(950)) == [ignored(ms(950), .dismissing, .down(apple), .screenBusy)])
    #expect(
      m.send(.rightClick(apple), at: ms(960)) == [ignored(ms(960), .dismissing, .rightClick(apple), .noRule)])
    #expect(m.send(.key(.menu), at: ms(970)) == [ignored(ms(970), .dismissing, .key(.menu), .noRule)])
    #expect(m.interactionCount == 1)
    #expect(
      m.send(.down(apple), at: ms(1200)).last
        == step(ms(1200), .idle, .down(apple), .pressing, "apple", [.highlightSource("apple")], n: 2))
  }

  @Test("M5: with fade 0 the fade ends at the instant it begins, within the input that began it")
  func zeroFade() {
    var m = Fixture.machine(configuration: Configuration(fade: .zero))
    longPress(&m, at: apple)
    #expect(
      m.send(.tapOutside, at: ms(900)) == [
        step(
          ms(900), .presented, .tapOutside, .dismissing, "apple", dismissEffects, outcome: .dismiss(.outside),
          n: 1),
        fired(ms(900), .dismissing, .fade, .idle, "apple", [.endFade], n: 1),
      ])
    #expect(m.phase == .idle)
    #expect(m.nextDeadline == nil)
  }

  // MARK: M6

  @Test("M6: while a destination is shown a down is ignored; closed returns to idle")
  func showingDestination() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    _ = m.send(.tapPreview, at: ms(900))
    _ = m.advance(to: ms(1235))
    #expect(m.phase == .showingDestination)
    #expect(
      m.send(.down(apple), at: ms(1300)) == [
        ignored(ms(1300), .showingDestination, .down(apple), .screenBusy)
      ])
    #expect(m.interactionCount == 1)
    #expect(
      m.send(.closed, at: ms(1400)) == [
        step(ms(1400), .showingDestination, .closed, .idle, "apple", [.closeDestination("apple-card")], n: 1)
      ])
    #expect(m.outcomeCount == 1)
    #expect(
      m.send(.down(apple), at: ms(1500)) == [
        step(ms(1500), .idle, .down(apple), .pressing, "apple", [.highlightSource("apple")], n: 2)
      ])
  }

  @Test("M6: closed while no destination is shown is ignored")
  func closedWithoutDestination() {
    var m = Fixture.machine()
    #expect(m.send(.closed, at: .zero) == [ignored(.zero, .idle, .closed, .noRule)])
    longPress(&m, at: apple)
    #expect(m.send(.closed, at: ms(900)) == [ignored(ms(900), .presented, .closed, .noRule)])
    _ = m.send(.tapPreview, at: ms(910))
    #expect(m.send(.closed, at: ms(920)) == [ignored(ms(920), .committing, .closed, .noRule)])
  }

  // MARK: M7

  @Test("M7: removal in idle: the target is never hit again")
  func removeInIdle() {
    var m = Fixture.machine()
    #expect(m.send(.remove("apple"), at: .zero) == [step(.zero, .idle, .remove("apple"), .idle, nil, n: 0)])
    #expect(m.isRemoved("apple"))
    #expect(m.send(.down(apple), at: ms(1)) == [ignored(ms(1), .idle, .down(apple), .noTargetHit)])
    #expect(
      m.send(.rightClick(apple), at: ms(2)) == [ignored(ms(2), .idle, .rightClick(apple), .noTargetHit)])
    #expect(m.interactionCount == 0)
  }

  @Test("M7: removal in idle uncovers the target beneath")
  func removeUncovers() {
    let under = Target(id: "under", frame: Rect(0, 0, 100, 100))
    let over = Target(id: "over", frame: Rect(0, 0, 100, 100))
    var m = Fixture.machine([under, over])
    _ = m.send(.remove("over"), at: .zero)
    #expect(
      m.send(.down(pt(50, 50)), at: ms(1)) == [
        step(ms(1), .idle, .down(pt(50, 50)), .pressing, "under", [.highlightSource("under")], n: 1)
      ])
  }

  @Test("M7: removing another target while pressing changes nothing but the scene")
  func removeOtherWhilePressing() {
    var m = Fixture.machine()
    _ = m.send(.down(apple), at: .zero)
    #expect(
      m.send(.remove("bubble"), at: ms(10)) == [
        step(ms(10), .pressing, .remove("bubble"), .pressing, "apple", n: 1)
      ])
    #expect(m.nextDeadline == ms(500))
  }

  @Test("M7: removal in lifting dismisses as removed")
  func removeInLifting() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    #expect(
      m.send(.remove("apple"), at: ms(600)) == [
        step(
          ms(600), .lifting, .remove("apple"), .dismissing, "apple", [.beginFade(overlay)],
          outcome: .dismiss(.removed), n: 1)
      ])
    #expect(m.advance(to: ms(900)) == [fired(ms(900), .dismissing, .fade, .idle, "apple", [.endFade], n: 1)])
  }

  @Test("M7: removal in presented dismisses as removed")
  func removeInPresented() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    #expect(
      m.send(.remove("apple"), at: ms(900)) == [
        step(
          ms(900), .presented, .remove("apple"), .dismissing, "apple", dismissEffects,
          outcome: .dismiss(.removed), n: 1)
      ])
  }

  @Test("M7: removal in committing: the interaction goes on to its destination")
  func removeInCommitting() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    _ = m.send(.tapPreview, at: ms(900))
    #expect(
      m.send(.remove("apple"), at: ms(1000)) == [
        step(ms(1000), .committing, .remove("apple"), .committing, "apple", n: 1)
      ])
    #expect(
      m.advance(to: ms(1235)) == [
        fired(
          ms(1235), .committing, .commit, .showingDestination, "apple",
          [.showDestination("apple-card", .sheet)], n: 1)
      ])
    #expect(m.send(.closed, at: ms(1300)).count == 1)
    #expect(m.phase == .idle)
    #expect(m.send(.down(apple), at: ms(1400)) == [ignored(ms(1400), .idle, .down(apple), .noTargetHit)])
  }

  @Test("M7: removal in dismissing: the fade goes on")
  func removeInDismissing() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    _ = m.send(.tapOutside, at: ms(900))
    #expect(
      m.send(.remove("apple"), at: ms(1000)) == [
        step(ms(1000), .dismissing, .remove("apple"), .dismissing, "apple", n: 1)
      ])
    #expect(
      m.advance(to: ms(1200)) == [fired(ms(1200), .dismissing, .fade, .idle, "apple", [.endFade], n: 1)])
    #expect(m.outcomeCount == 1)
  }

  @Test("M7: removal in showingDestination: the destination stays until closed")
  func removeInShowingDestination() {
    var m = Fixture.machine()
    longPress(&m, at: apple)
    _ = m.send(.select("share"), at: ms(900))
    _ = m.advance(to: ms(1200))
    #expect(
      m.send(.remove("apple"), at: ms(1300)) == [
        step(ms(1300), .showingDestination, .remove("apple"), .showingDestination, "apple", n: 1)
      ])
    #expect(
      m.send(.closed, at: ms(1400)) == [
        step(ms(1400), .showingDestination, .closed, .idle, "apple", [.closeDestination("share-sheet")], n: 1)
      ])
  }

  @Test("M7: a removed target loses the focus; a later focus of it is ignored and the focus stays")
  func removedTargetLosesFocus() {
    var m = Fixture.machine()
    #expect(
      m.send(.focus("apple"), at: .zero) == [
        step(.zero, .idle, .focus("apple"), .idle, nil, [.focus("apple")], n: 0)
      ])
    #expect(m.send(.remove("bubble"), at: ms(1)) == [step(ms(1), .idle, .remove("bubble"), .idle, nil, n: 0)])
    #expect(m.focusedTargetID == "apple")
    #expect(
      m.send(.remove("apple"), at: ms(2)) == [
        step(ms(2), .idle, .remove("apple"), .idle, nil, [.unfocus("apple")], n: 0)
      ])
    #expect(m.focusedTargetID == nil)
    #expect(m.send(.key(.menu), at: ms(3)) == [ignored(ms(3), .idle, .key(.menu), .nothingFocused)])
    _ = m.send(.focus("photo"), at: ms(4))
    #expect(
      m.send(.focus("apple"), at: ms(5)) == [ignored(ms(5), .idle, .focus("apple"), .removedTarget("apple"))])
    #expect(m.focusedTargetID == "photo")
    #expect(outcomes(m.send(.key(.menu), at: ms(6))).isEmpty)
    #expect(m.targetID == "photo")
  }

  @Test("M7: removing the focused target of a presented menu unfocuses it and dismisses")
  func removeFocusedWhilePresented() {
    var m = Fixture.machine()
    _ = m.send(.focus("apple"), at: .zero)
    _ = m.send(.key(.menu), at: .zero)
    #expect(
      m.send(.remove("apple"), at: ms(10)) == [
        step(
          ms(10), .presented, .remove("apple"), .dismissing, "apple", [.unfocus("apple")] + dismissEffects,
          outcome: .dismiss(.removed), n: 1)
      ])
    #expect(m.focusedTargetID == nil)
  }

  @Test("M7: removing a removed or unknown target is ignored")
  func removeTwice() {
    var m = Fixture.machine()
    _ = m.send(.remove("apple"), at: .zero)
    #expect(
      m.send(.remove("apple"), at: ms(1)) == [
        ignored(ms(1), .idle, .remove("apple"), .removedTarget("apple"))
      ])
    #expect(
      m.send(.remove("nope"), at: ms(2)) == [ignored(ms(2), .idle, .remove("nope"), .unknownTarget("nope"))])
  }

  // MARK: M8

  @Test(
    "M8: a deferred element shows its placeholder for its load time from the menu shown; it is never selectable"
  )
  func deferredPlaceholder() {
    var m = Fixture.machine()
    longPress(&m, at: Fixture.photoPoint)
    #expect(
      m.send(.select("recent-1"), at: ms(900)) == [
        ignored(ms(900), .presented, .select("recent-1"), .loading("recent-1"))
      ])
    #expect(
      m.send(.select("recent"), at: ms(900)) == [
        ignored(ms(900), .presented, .select("recent"), .deferredElement("recent"))
      ])
    #expect(
      m.advance(to: ms(1035)) == [
        fired(
          ms(935), .presented, .load("more-sorts"), .presented, "photo", [.showLoadedItems("more-sorts")],
          n: 1),
        fired(ms(1035), .presented, .load("recent"), .presented, "photo", [.showLoadedItems("recent")], n: 1),
      ])
    #expect(
      m.send(.select("recent"), at: ms(1040)) == [
        ignored(ms(1040), .presented, .select("recent"), .deferredElement("recent"))
      ])
    // The loaded items belong to the level that holds the element.
    #expect(
      m.send(.select("recent-2"), at: ms(1050)) == [
        step(
          ms(1050), .presented, .select("recent-2"), .dismissing, "photo", perform("photo", "recent-2"),
          outcome: .perform("recent-2"), n: 1)
      ])
  }

  @Test("M8: a deferred element in a submenu loads from the instant the menu is shown, not the submenu")
  func deferredInSubmenu() {
    var m = Fixture.machine()
    longPress(&m, at: Fixture.photoPoint)
    _ = m.send(.select("sort"), at: ms(930))
    #expect(
      m.send(.select("by-kind"), at: ms(930)) == [
        ignored(ms(930), .presented, .select("by-kind"), .loading("by-kind"))
      ])
    #expect(
      m.send(.select("by-kind"), at: ms(935)) == [
        fired(
          ms(935), .presented, .load("more-sorts"), .presented, "photo", [.showLoadedItems("more-sorts")],
          n: 1),
        step(
          ms(935), .presented, .select("by-kind"), .dismissing, "photo",
          perform(
            "photo", "by-kind",
            after: [
              .setItemState(item: "by-kind", state: .on), .clearSelection(menu: "sort", except: "by-kind"),
            ]),
          outcome: .perform("by-kind"), n: 1),
      ])
  }

  @Test("M8: loaded items of a deferred element in a submenu are not in the root level")
  func deferredItemsStayInTheirLevel() {
    var m = Fixture.machine()
    longPress(&m, at: Fixture.photoPoint)
    _ = m.advance(to: ms(1100))
    #expect(
      m.send(.select("by-kind"), at: ms(1100)) == [
        ignored(ms(1100), .presented, .select("by-kind"), .notInLevel("by-kind"))
      ])
  }

  @Test("M8: deferred elements load afresh in every interaction")
  func deferredAfresh() {
    var m = Fixture.machine()
    _ = m.send(.rightClick(Fixture.photoPoint), at: .zero)
    _ = m.advance(to: ms(300))
    _ = m.send(.key(.escape), at: ms(300))
    _ = m.advance(to: ms(600))
    _ = m.send(.rightClick(Fixture.photoPoint), at: ms(700))
    #expect(
      m.send(.select("recent-1"), at: ms(800)) == [
        fired(
          ms(800), .presented, .load("more-sorts"), .presented, "photo", [.showLoadedItems("more-sorts")],
          n: 2),
        ignored(ms(800), .presented, .select("recent-1"), .loading("recent-1")),
      ])
    #expect(
      m.send(.select("recent-1"), at: ms(900)) == [
        fired(ms(900), .presented, .load("recent"), .presented, "photo", [.showLoadedItems("recent")], n: 2),
        step(
          ms(900), .presented, .select("recent-1"), .dismissing, "photo", perform("photo", "recent-1"),
          outcome: .perform("recent-1"), n: 2),
      ])
  }

  @Test("M8: a deferred element inside another loads by its own time, but its items wait for the outer one")
  func nestedDeferred() {
    let target = Target(
      id: "nest", frame: Rect(0, 0, 10, 10),
      menu: Menu([
        .deferred(
          DeferredElement(
            id: "outer", title: "Outer", loadTime: .milliseconds(200),
            children: [
              .action(Action(id: "o1", title: "O1")),
              .deferred(
                DeferredElement(
                  id: "inner", title: "Inner", loadTime: .milliseconds(50),
                  children: [.action(Action(id: "i1", title: "I1"))])),
            ]))
      ]))
    var m = Fixture.machine([target])
    _ = m.send(.rightClick(pt(5, 5)), at: .zero)
    #expect(
      m.send(.select("i1"), at: ms(100)) == [
        fired(ms(50), .presented, .load("inner"), .presented, "nest", [.showLoadedItems("inner")], n: 1),
        ignored(ms(100), .presented, .select("i1"), .loading("i1")),
      ])
    #expect(
      m.send(.select("o1"), at: ms(150)) == [ignored(ms(150), .presented, .select("o1"), .loading("o1"))])
    #expect(
      m.send(.select("i1"), at: ms(200)) == [
        fired(ms(200), .presented, .load("outer"), .presented, "nest", [.showLoadedItems("outer")], n: 1),
        step(
          ms(200), .presented, .select("i1"), .dismissing, "nest", perform("nest", "i1"),
          outcome: .perform("i1"), n: 1),
      ])
  }

  // MARK: M9

  @Test("M9: in lifting and presented a down starts nothing")
  func downWhileLifted() {
    var m = Fixture.machine()
    holdUntilLifting(&m, at: apple)
    #expect(
      m.send(.down(Fixture.photoPoint), at: ms(600)) == [
        ignored(ms(600), .lifting, .down(Fixture.photoPoint), .screenBusy)
      ])
    _ = m.advance(to: ms(835))
    #expect(
      m.send(.down(Fixture.photoPoint), at: ms(900)) == [
        ignored(ms(900), .presented, .down(Fixture.photoPoint), .screenBusy)
      ])
    #expect(m.interactionCount == 1)
    #expect(m.targetID == "apple")
  }

  /// Every input but `tick`, aimed at apple where it takes a point or an id.
  static let everyInput: [Input] =
    [
      .down(Fixture.applePoint), .move(Fixture.applePoint), .up, .force(.one), .cancel, .tapPreview,
      .select("delete"), .tapOutside, .dismiss, .closed, .rightClick(Fixture.applePoint),
    ] + [Key.menu, .up, .down, .left, .right, .return, .escape].map { Input.key($0) }

  /// A machine in `phase` over the fixture scene, with apple as the target, and the instant it got there.
  static func machine(in phase: Phase) -> (InteractionMachine, Instant) {
    var m = Fixture.machine()
    switch phase {
    case .idle: return (m, .zero)
    case .pressing: _ = m.send(.down(Fixture.applePoint), at: .zero)
    case .lifting: holdUntilLifting(&m, at: Fixture.applePoint)
    case .presented: longPress(&m, at: Fixture.applePoint)
    case .committing:
      longPress(&m, at: Fixture.applePoint)
      _ = m.send(.tapPreview, at: m.now)
    case .dismissing:
      longPress(&m, at: Fixture.applePoint)
      _ = m.send(.tapOutside, at: m.now)
    case .showingDestination:
      longPress(&m, at: Fixture.applePoint)
      _ = m.send(.tapPreview, at: m.now)
      _ = m.advance(to: m.nextDeadline!)
    }
    #expect(m.phase == phase)
    return (m, m.now)
  }

  @Test("M9: in idle every input without a rule is ignored with the reason, never a trap")
  func idleTable() {
    for input in Self.everyInput {
      var (m, now) = Self.machine(in: .idle)
      _ = m.send(.remove("apple"), at: now)  // so that down and right-click hit nothing
      let reason: IgnoreReason =
        switch input {
        case .down, .rightClick: .noTargetHit
        case .key(.menu): .nothingFocused
        default: .noRule
        }
      #expect(m.send(input, at: now) == [ignored(now, .idle, input, reason)], "\(input.text)")
    }
  }

  @Test(
    "M9: while committing, dismissing or showing a destination every input without a rule is ignored",
    arguments: [Phase.committing, .dismissing, .showingDestination])
  func busyTable(phase: Phase) {
    for input in Self.everyInput {
      var (m, now) = Self.machine(in: phase)
      if phase == .showingDestination, input == .closed { continue }
      let reason: IgnoreReason = if case .down = input { .screenBusy } else { .noRule }
      #expect(m.send(input, at: now) == [ignored(now, phase, input, reason)], "\(input.text)")
      #expect(m.phase == phase)
    }
  }

  @Test(
    "M9: in every state each input gives exactly one report, and an ignored one leaves the state as it was",
    arguments: Phase.allCases)
  func oneReportPerInput(phase: Phase) {
    for input in Self.everyInput + [
      .focus("photo"), .focus("nope"), .remove("photo"), .remove("nope"), .select("nope"),
    ] {
      var (m, now) = Self.machine(in: phase)
      let deadline = m.nextDeadline
      let reports = m.send(input, at: now)
      #expect(reports.count == 1, "\(input.text)")
      if case .ignored = reports.first {
        #expect(m.phase == phase, "\(input.text)")
        #expect(m.nextDeadline == deadline, "\(input.text)")
      }
    }
  }
}
