import InteractionCore
import Testing

@testable import interaction_sim

/// The parts of `interaction-sim play` that need no terminal: the decoder, the scale, the stage, the
/// input mapping and the frame diff.
@Suite struct PlayUnitTests {
  @Test func theDecoderReadsSGRMouseReportsAndKeys() {
    var decoder = InputDecoder()
    let bytes = Array(
      "\u{1B}[<0;11;3M\u{1B}[<32;12;3M\u{1B}[<0;12;3m\u{1B}[<2;1;1M\t\u{1B}[Z\u{1B}[A\u{1B}OB\rmcq\u{03}".utf8
    )
    #expect(
      decoder.feed(bytes) == [
        .mouse(MouseEvent(kind: .press, button: .left, column: 10, row: 2)),
        .mouse(MouseEvent(kind: .motion, button: .left, column: 11, row: 2)),
        .mouse(MouseEvent(kind: .release, button: .left, column: 11, row: 2)),
        .mouse(MouseEvent(kind: .press, button: .right, column: 0, row: 0)),
        .key(.tab), .key(.backTab), .key(.up), .key(.down), .key(.enter), .key(.character("m")),
        .key(.character("c")), .key(.character("q")), .key(.interrupt),
      ])
    #expect(!decoder.isWaitingForEscape)
    #expect(decoder.feed([0x1A]) == [.key(.suspend)], "Ctrl-Z: raw mode sends a byte, not SIGTSTP")
    // The wheel is reported as another button; a report with two fields, or a column 0, is dropped.
    #expect(
      decoder.feed(Array("\u{1B}[<64;5;5M\u{1B}[<0;5M\u{1B}[<0;0;5M".utf8)) == [
        .mouse(MouseEvent(kind: .press, button: .other, column: 4, row: 4))
      ])
  }

  @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}".utf8)) == [])
    #expect(decoder.isWaitingForEscape)
    #expect(decoder.feed(Array("[<0;1".utf8)) == [])
    #expect(!decoder.isWaitingForEscape, "a longer unfinished sequence waits for its final byte, no timeout")
    #expect(decoder.feed(Array("0;5".utf8)) == [])
    #expect(
      decoder.feed(Array("M".utf8)) == [.mouse(MouseEvent(kind: .press, button: .left, column: 9, row: 4))])
  }

  @Test func aLoneEscapeIsTheEscapeKeyAfterTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.isWaitingForEscape)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.isWaitingForEscape)
    // Escape followed at once by another byte needs no timeout; two Escapes then an arrow, too.
    #expect(decoder.feed(Array("\u{1B}q".utf8)) == [.key(.escape), .key(.character("q"))])
    #expect(decoder.feed(Array("\u{1B}\u{1B}[A".utf8)) == [.key(.escape), .key(.up)])
  }

  @Test func aCellIsThePointAtItsCentre() {
    let layout = Layout(columns: 100, rows: 40)
    #expect(layout.point(column: 0, row: 1) == Point(4, 8))
    #expect(layout.point(column: 10, row: 2) == Point(84, 24))
    #expect(layout.screen == CellRect(column: 0, row: 1, width: 100, height: 36))
    // A 390 × 44 row covers the 49 columns and 3 rows whose centres lie inside it; the next row of a
    // list starts on the next terminal row.
    #expect(layout.cells(of: Rect(0, 0, 390, 44)) == CellRect(column: 0, row: 1, width: 49, height: 3))
    #expect(layout.cells(of: Rect(0, 44, 390, 44)) == CellRect(column: 0, row: 4, width: 49, height: 3))
    #expect(layout.cells(of: Rect(195, 0, 195, 195)).column == 24)
    #expect(layout.cells(of: Rect(0, 0, 195, 195)).right == 24)
    #expect(layout.cells(of: Rect(10, 10, 2, 2)).width == 1, "a target thinner than a cell still shows")
    #expect(layout.cells(of: Size(300, 400)) == (width: 38, height: 25))
    #expect(Layout(columns: 59, rows: 40).isTooSmall)
    #expect(Layout(columns: 60, rows: 15).isTooSmall)
    #expect(!Layout(columns: 60, rows: 16).isTooSmall)
  }

  @Test func everyCellOfADrawnTargetHitsIt() {
    let layout = Layout(columns: 100, rows: 40)
    let target = Target(id: "bubble", frame: Rect(16, 60, 280, 40))
    let cells = layout.cells(of: target.frame)
    for row in cells.row..<cells.bottom {
      for column in cells.column..<cells.right {
        #expect(target.contains(layout.point(column: column, row: row)))
      }
    }
    #expect(!target.contains(layout.point(column: cells.column - 1, row: cells.row)))
    #expect(!target.contains(layout.point(column: cells.column, row: cells.bottom)))
  }

  @Test func theStageAndTheMappingFollowTheMachine() throws {
    let trace = try Trace.parse(
      """
      target apple frame=0,0,390,48 preview=custom:card destination=same size=240x320
        action favorite "Favorite" icon=star off
        menu more "More"
          action copy "Copy"
        action secret "Secret" hidden
        menu group "Group" inline
          action delete "Delete" destructive
      """)
    let layout = Layout(columns: 100, rows: 40)
    var machine = try InteractionMachine(scene: trace.scene)
    var mapping = InputMapping()
    func action(_ event: TerminalEvent) -> HostAction {
      let stage = Stage(appearance: machine.appearance(at: machine.now), scene: machine.scene, layout: layout)
      return mapping.action(for: event, machine: machine, stage: stage, layout: layout)
    }
    #expect(
      action(.mouse(MouseEvent(kind: .press, button: .left, column: 10, row: 2)))
        == .send([.down(Point(84, 24))]))
    _ = machine.send(.down(Point(84, 24)), at: .zero)
    #expect(
      action(.mouse(MouseEvent(kind: .motion, button: .left, column: 11, row: 2)))
        == .send([.move(Point(92, 24))]))
    _ = machine.advance(to: .milliseconds(835))
    #expect(machine.phase == .presented)
    let stage = Stage(appearance: machine.appearance(at: machine.now), scene: machine.scene, layout: layout)
    let preview = try #require(stage.preview)
    #expect((preview.width, preview.height) == (30, 20), "the preferred size, 240 × 320 pt")
    let menu = try #require(stage.menu)
    #expect(menu.frame.column > preview.right, "the menu stands right of the preview")
    let titles = menu.rows.map { row -> String in
      switch row.kind {
      case .item(let index): return machine.scene.targets[0].menu.nodes[index].id
      case .separator(let title): return "—" + title
      case .loading(let index): return "…" + machine.scene.targets[0].menu.nodes[index].id
      case .back(let index): return "‹" + machine.scene.targets[0].menu.nodes[index].id
      }
    }
    #expect(titles == ["favorite", "more", "—Group", "delete"], "hidden items are left out")
    // Released on the spot: only `up`. Then a click on a row selects it; on the preview taps it.
    #expect(action(.mouse(MouseEvent(kind: .release, button: .left, column: 10, row: 2))) == .send([.up]))
    _ = machine.send(.up, at: .milliseconds(900))
    let favorite = try #require(menu.rows.first)
    #expect(
      action(
        .mouse(MouseEvent(kind: .press, button: .left, column: menu.frame.column + 3, row: favorite.row)))
        == .send([.select("favorite")]))
    #expect(
      action(
        .mouse(MouseEvent(kind: .release, button: .left, column: menu.frame.column + 3, row: favorite.row)))
        == .send([]))
    #expect(
      action(
        .mouse(MouseEvent(kind: .press, button: .left, column: preview.column + 2, row: preview.row + 2)))
        == .send([.tapPreview]))
    #expect(
      action(.mouse(MouseEvent(kind: .press, button: .left, column: 99, row: 30))) == .send([.tapOutside]))
    #expect(
      action(.mouse(MouseEvent(kind: .press, button: .left, column: menu.frame.column, row: favorite.row)))
        == .send([]), "the border")
    #expect(action(.key(.tab)) == .send([.focus("apple")]))
    #expect(action(.key(.character("q"))) == .quit)
    #expect(action(.key(.interrupt)) == .quit)
    #expect(action(.key(.suspend)) == .suspend)
  }

  @Test func aDragOverTheRowsHoversThemAndTheReleaseIsAPlainUp() throws {
    // M10: the host says which row the pointer is over; the machine selects on `up`.
    let trace = try Trace.parse(
      "target apple frame=0,0,390,48\n  action favorite \"Favorite\"\n  action copy \"Copy\"\n")
    let layout = Layout(columns: 100, rows: 40)
    var machine = try InteractionMachine(scene: trace.scene)
    var mapping = InputMapping()
    func action(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> HostAction {
      let stage = Stage(appearance: machine.appearance(at: machine.now), scene: machine.scene, layout: layout)
      return mapping.action(
        for: .mouse(MouseEvent(kind: kind, button: .left, column: column, row: row)), machine: machine,
        stage: stage, layout: layout)
    }
    func send(_ action: HostAction, at instant: Instant) -> [Report] {
      guard case .send(let inputs) = action else { return [] }
      return inputs.flatMap { machine.send($0, at: instant) }
    }
    #expect(action(.press, 10, 2) == .send([.down(Point(84, 24))]))
    _ = machine.send(.down(Point(84, 24)), at: .zero)
    #expect(action(.motion, 11, 2) == .send([.move(Point(92, 24))]), "lifting: no hover yet")
    _ = machine.advance(to: .milliseconds(835))
    let stage = Stage(appearance: machine.appearance(at: machine.now), scene: machine.scene, layout: layout)
    let menu = try #require(stage.menu)
    let favorite = try #require(menu.rows.first).row
    let copy = try #require(menu.rows.dropFirst().first).row
    let column = menu.frame.column + 2
    let point = { (row: Int) in layout.point(column: column, row: row) }
    #expect(action(.motion, column, favorite) == .send([.move(point(favorite)), .hover("favorite")]))
    #expect(
      action(.motion, column + 1, favorite) == .send([.move(layout.point(column: column + 1, row: favorite))])
    )
    #expect(action(.motion, 10, 2) == .send([.move(Point(84, 24)), .hover(nil)]), "off the rows: none")
    let hover = action(.motion, column, copy)
    #expect(hover == .send([.move(point(copy)), .hover("copy")]))
    _ = send(hover, at: .milliseconds(900))
    #expect(machine.highlightedItemID == "copy")
    let release = action(.release, column, copy)
    #expect(release == .send([.up]), "a plain up: the machine selects the hovered row")
    let reports = send(release, at: .milliseconds(950))
    let outcomes = reports.compactMap { report -> Outcome? in
      guard case .transition(let transition) = report else { return nil }
      return transition.outcome
    }
    #expect(outcomes == [.perform("copy")])
  }

  @Test func aReleaseInATerminalTooSmallStillEndsThePress() throws {
    // The terminal shrinks below 60 × 16 while the button is held: presses and drags there are not
    // played, but the release is `up`, or the machine would go on as if the finger stayed down.
    let trace = try Trace.parse("target apple frame=0,0,390,48\n  action favorite \"Favorite\"\n")
    let machine = try InteractionMachine(scene: trace.scene)
    var mapping = InputMapping()
    func action(_ kind: MouseEvent.Kind, _ layout: Layout) -> HostAction {
      let stage = Stage(appearance: machine.appearance(at: machine.now), scene: machine.scene, layout: layout)
      return mapping.action(
        for: .mouse(MouseEvent(kind: kind, button: .left, column: 10, row: 2)), machine: machine,
        stage: stage, layout: layout)
    }
    let large = Layout(columns: 100, rows: 40)
    let small = Layout(columns: 20, rows: 5)
    #expect(action(.press, large) == .send([.down(Point(84, 24))]))
    #expect(action(.motion, small) == .send([]), "a drag in a terminal too small is not played")
    #expect(action(.release, small) == .send([.up]))
    #expect(action(.release, large) == .send([]), "one press, one up")
    #expect(action(.press, small) == .send([]), "nothing to press on: the scene is not drawn")
  }

  @Test func aTargetBeyondTheScreenIsLeftOutAndDoesNotTrap() throws {
    // A target right of or below the terminal, or left of the scene's origin: its box lies wholly
    // outside the frame (filling it made a range whose lower bound passed its upper bound, a trap).
    let trace = try Trace.parse(
      """
      target far frame=999990,999990,10,10
      target left frame=-1000,-1000,10,10
      target row frame=0,0,390,48
      """)
    let frame = try PlayUnitTests.frame(of: trace, layout: Layout(columns: 100, rows: 40))
    #expect(frame.text(ofRow: 1).hasPrefix("┌─ row ─"))
    var buffer = ScreenBuffer(columns: 10, rows: 4)
    let outside = [
      CellRect(column: 20, row: 1, width: 3, height: 1), CellRect(column: 1, row: 9, width: 3, height: 1),
      CellRect(column: -9, row: -9, width: 3, height: 3), CellRect(column: 2, row: 2, width: -5, height: 1),
    ]
    for rect in outside {
      buffer.fill(rect, with: "x")
      buffer.restyle(rect) { $0.isBold = true }
    }
    #expect(buffer == ScreenBuffer(columns: 10, rows: 4))
  }

  @Test func aTargetAboveTheOriginLeavesTheTitleLineAlone() throws {
    // A list scrolled up: its first row starts above the scene's origin, its box over the title line.
    let trace = try Trace.parse("target list frame=0,-100,390,200\ntarget tall frame=0,120,390,2000\n")
    let frame = try PlayUnitTests.frame(of: trace, layout: Layout(columns: 100, rows: 40))
    #expect(frame.text(ofRow: 0).hasPrefix(" play scene  │  hold the left button"))
    #expect(frame.text(ofRow: 37).hasPrefix(" idle · press 0%"))
    #expect(frame.text(ofRow: 39).hasPrefix(" outcomes: none yet"))
  }

  @Test func aVerySmallTerminalStillShowsTheSizesAndTheWayOut() throws {
    let trace = try Trace.parse("target row frame=0,0,390,48\n")
    let wide = try PlayUnitTests.frame(of: trace, layout: Layout(columns: 50, rows: 12))
    #expect(
      (0..<12).map { wide.text(ofRow: $0).trimmingSpaces }.filter { !$0.isEmpty } == [
        "terminal too small: 50×12", "play needs at least 60×16", "enlarge it, or press q to quit",
      ])
    let narrow = try PlayUnitTests.frame(of: trace, layout: Layout(columns: 20, rows: 5))
    #expect(
      (0..<5).map { narrow.text(ofRow: $0).trimmingSpaces } == [
        "", "too small: 20×5", "needs 60×16", "q quits", "",
      ])
  }

  @Test func aMenuTallerThanTheScreenKeepsTheHighlightedRowInSightAndSaysWhatItLeavesOut() throws {
    let items = (1...20).map { "  action i\($0) \"Item \($0)\"\n" }.joined()
    let trace = try Trace.parse("target list frame=0,0,200,40\n" + items)
    let layout = Layout(columns: 60, rows: 16)
    var machine = try InteractionMachine(scene: trace.scene)
    _ = machine.send(.focus("list"), at: .zero)
    _ = machine.send(.key(.menu), at: .zero)
    func frame() -> (Stage, ScreenBuffer) {
      let appearance = machine.appearance(at: machine.now)
      let stage = Stage(appearance: appearance, scene: machine.scene, layout: layout)
      let frame = Renderer(title: "play").frame(
        FrameInput(
          appearance: appearance, scene: machine.scene, focusedTarget: "list", stage: stage, layout: layout,
          log: SessionLog()))
      return (stage, frame)
    }
    var (stage, screen) = frame()
    var menu = try #require(stage.menu)
    #expect(menu.rows.count == 10)
    #expect((menu.hiddenAbove, menu.hiddenBelow) == (0, 10))
    #expect(screen.text(ofRow: menu.frame.bottom - 1).contains("▼ 10"))
    for _ in 1...14 { _ = machine.send(.key(.down), at: .zero) }
    #expect(machine.highlightedItemID == "i15")
    (stage, screen) = frame()
    menu = try #require(stage.menu)
    #expect((menu.hiddenAbove, menu.hiddenBelow) == (5, 5))
    let last = try #require(menu.rows.last)
    #expect(last.kind == .item(15), "the highlighted row is the last one drawn")
    #expect(screen.text(ofRow: last.row).contains("▸  Item 15"))
    #expect(screen.text(ofRow: menu.frame.row).contains("▲ 5 more"))
    #expect(screen.text(ofRow: menu.frame.bottom - 1).contains("▼ 5 more"))
  }

  /// The first frame of a trace's scene, as `play` draws it in a terminal of the given size.
  static func frame(of trace: Trace, layout: Layout) throws -> ScreenBuffer {
    let machine = try InteractionMachine(scene: trace.scene)
    let appearance = machine.appearance(at: machine.now)
    let stage = Stage(appearance: appearance, scene: machine.scene, layout: layout)
    return Renderer(title: "play scene").frame(
      FrameInput(
        appearance: appearance, scene: machine.scene, focusedTarget: nil, stage: stage, layout: layout,
        log: SessionLog()))
  }

  @Test func theFrameDiffWritesOnlyWhatChanged() {
    var old = ScreenBuffer(columns: 20, rows: 3)
    old.put("hello", column: 0, row: 1)
    var new = old
    #expect(FrameDiff.output(from: old, to: new) == "", "nothing changed, nothing written")
    new.put("J", column: 3, row: 1, style: .red)
    #expect(FrameDiff.output(from: old, to: new) == "\u{1B}[2;4H\u{1B}[0;38;5;9mJ\u{1B}[0m")
    let full = FrameDiff.output(from: nil, to: new)
    #expect(full.hasPrefix("\u{1B}[0m\u{1B}[2J\u{1B}[1;1H"))
    // A wide character takes two cells; overwriting half of it clears the other half.
    var wide = ScreenBuffer(columns: 6, rows: 1)
    #expect(wide.put("日本", column: 0, row: 0) == 4)
    #expect(wide.text(ofRow: 0) == "日本  ")
    wide.put("x", column: 1, row: 0)
    #expect(wide.text(ofRow: 0) == " x本  ")
    #expect(TextWidth.truncated("Share to everyone", to: 8) == "Share t…")
  }
}

extension String {
  /// The text without the spaces at either end.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
