import InteractionCore
import Testing

/// Reading traces (SPEC section 9).
@Suite struct TraceParserTests {
  @Test func theSpecExampleReads() throws {
    let trace = try parsed(specExample)
    #expect(trace.configuration == .standard)
    #expect(trace.scene.targets.map(\.id) == ["apple", "bubble"])
    let apple = trace.scene.targets[0]
    #expect(apple.frame == Rect(0, 0, 390, 44))
    #expect(apple.preview == .custom("apple-card"))
    #expect(apple.destination == .same)
    #expect(apple.presentation == .sheet)
    #expect(apple.preferredPreviewSize == Size(300, 400))
    // The spec example's apple is the machine tests' fixture, written as a trace.
    #expect(apple.menu.elements == Fixture.apple.menu.elements)
    #expect(apple == Fixture.apple)
    let bubble = trace.scene.targets[1]
    #expect(
      bubble.shape
        == .roundedRectangle(
          CornerRadii(
            topLeft: Length(points: 20), topRight: Length(points: 20), bottomRight: Length(points: 4),
            bottomLeft: Length(points: 20))))
    #expect(bubble.primaryAction == "open-thread")
    #expect(bubble.menu.elements.isEmpty)
    #expect(
      trace.inputs == [
        TimedInput(instant: .zero, input: .down(Point(100, 20))),
        TimedInput(instant: .milliseconds(600), input: .up),
        TimedInput(instant: .milliseconds(1200), input: .select("delete")),
      ])
    #expect(trace.inputs.map(\.line) == [13, 14, 16])
    #expect(
      trace.expectations == [
        Expectation(.state(.milliseconds(500), .lifting, target: "apple")),
        Expectation(.outcome(1, .perform("delete"))),
        Expectation(.outcomeCount(1)),
      ])
    #expect(trace.expectations.map(\.line) == [15, 17, 18])
  }

  @Test func timesAreExactInEveryUnit() throws {
    let trace = try parsed(
      """
      at 0.6 tick
      at 0.600 tick
      at 600ms tick
      at 0.6s tick
      at 1 tick
      at 1.000000001 tick
      at 1000.5ms tick
      at 2.000000001000 tick
      at 2000.000001ms tick
      """)
    #expect(
      trace.inputs.map(\.instant.nanoseconds) == [
        600_000_000, 600_000_000, 600_000_000, 600_000_000, 1_000_000_000, 1_000_000_001, 1_000_500_000,
        2_000_000_001, 2_000_000_001,
      ])
  }

  @Test func aTimeFinerThanANanosecondIsAnError() throws {
    let error = try #require(parseError("at 0.0000000015 tick"))
    #expect(error.kind == .valueOutOfRange)
    #expect(error.column == 4)
  }

  @Test func crlfLinesCommentsAndBlankLinesRead() throws {
    let text =
      "# a comment\r\n\r\ntrace 1 # the header\r\ntarget a frame=0,0,10,10 # z order 0\r\n  action x \"X # not a comment\"\r\nat 0 down 5,5\r\n"
    let trace = try parsed(text)
    #expect(trace.scene.targets[0].menu.elements == [.action(Action(id: "x", title: "X # not a comment"))])
    #expect(trace.inputs == [TimedInput(instant: .zero, input: .down(Point(5, 5)))])
    #expect(trace.inputs[0].line == 6)
  }

  @Test func aByteOrderMarkIsSkippedAndTheHeaderIsOptional() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let trace = try Trace.parse(bom + Array("trace 1\nat 0 tick\n".utf8))
    #expect(trace.inputs.count == 1)
    #expect(try parsed("at 0 tick").inputs.count == 1)
    #expect(try parsed("").inputs.isEmpty)
  }

  @Test func tabsSeparateTokens() throws {
    let trace = try parsed("target a\tframe=0,0,10,10\n  action x\t\"X\"\tkeep\nat\t0\tdown\t1,1")
    #expect(
      trace.scene.targets[0].menu.elements == [.action(Action(id: "x", title: "X", keepsMenuPresented: true))]
    )
    #expect(trace.inputs.count == 1)
  }

  @Test func aLaterSetOfTheSameNameWins() throws {
    let trace = try parsed(
      "set hold=1s peek=0.2\nset hold=250ms slop=2.5 overlay=0.1\nset pop=0.3 lift=0 commit=1.5s fade=0.000000001"
    )
    #expect(
      trace.configuration
        == Configuration(
          hold: .milliseconds(250), slop: Length(millipoints: 2500), lift: .zero, commit: .milliseconds(1500),
          fade: Interval(nanoseconds: 1), overlay: Fraction(millionths: 100_000),
          peek: Fraction(millionths: 200_000),
          pop: Fraction(millionths: 300_000)))
  }

  @Test func peekAbovePopIsCheckedOnceTheSettingsAreComplete() throws {
    // peek above the default pop, then pop raised: fine.
    #expect(
      try parsed("set peek=0.97\nset pop=0.99\nat 0 tick").configuration.peek == Fraction(millionths: 970_000)
    )
    let error = try #require(parseError("set peek=0.97\nat 0 tick"))
    #expect(error.kind == .valueOutOfRange)
    #expect(error.line == 1)
    #expect(error.column == 5)
  }

  @Test func itemsNestByIndentation() throws {
    let trace = try parsed(
      """
      target a frame=0,0,10,10
          action top "Top" on
          menu group "Group" inline single
             action one "One" on
             action two "Two" off
             deferred later "Later" after=1s
               action three "Three" mixed
          menu sub "Sub" icon=folder
            action four "Four"
          action last "Last"
      target b frame=0,0,10,10
        action top "Top"
      """)
    let menu = trace.scene.targets[0].menu
    #expect(
      menu.elements == [
        .action(Action(id: "top", title: "Top", state: .on)),
        .submenu(
          Submenu(
            id: "group", title: "Group", isInline: true, isSingleSelection: true,
            children: [
              .action(Action(id: "one", title: "One", state: .on)),
              .action(Action(id: "two", title: "Two", state: .off)),
              .deferred(
                DeferredElement(
                  id: "later", title: "Later", loadTime: .seconds(1),
                  children: [.action(Action(id: "three", title: "Three", state: .mixed))])),
            ])),
        .submenu(
          Submenu(
            id: "sub", title: "Sub", icon: "folder", children: [.action(Action(id: "four", title: "Four"))])),
        .action(Action(id: "last", title: "Last")),
      ])
    // Item ids are unique per target: b may reuse `top`.
    #expect(trace.scene.targets[1].menu.elements == [.action(Action(id: "top", title: "Top"))])
  }

  @Test func expectationsMayStandAnywhere() throws {
    let trace = try parsed(
      """
      expect outcomes 0
      expect 1 state idle a
      target a frame=0,0,10,10
        menu m "M"
      expect 1 menu m
          action x "X"
      set hold=1s
          action y "Y"
      at 0 tick
      expect 1 highlight y
      """)
    #expect(trace.expectations.count == 4)
    #expect(
      trace.scene.targets[0].menu.elements == [
        .submenu(
          Submenu(
            id: "m", title: "M",
            children: [.action(Action(id: "x", title: "X")), .action(Action(id: "y", title: "Y"))]))
      ])
  }

  @Test func everyInputAndExpectationReads() throws {
    let trace = try parsed(
      """
      target a frame=-10.5,0,100,100 destination=elsewhere shape=circle
        action x "X"
      target b frame=0,0,1,1 preview=custom:card destination=same shape=capsule
      at 0 down -1.25,2
      at 0 move 3,4
      at 0 up
      at 0 force 0.75
      at 0 cancel
      at 0 tap-preview
      at 0 select x
      at 0 tap-outside
      at 0 dismiss
      at 0 closed
      at 0 right-click 1,1
      at 0 focus a
      at 0 key menu
      at 0 key up
      at 0 key down
      at 0 key left
      at 0 key right
      at 0 key return
      at 0 key escape
      at 0 remove b
      at 0 tick
      expect 0 state presented
      expect 0 menu root
      expect 0 menu none
      expect 0 highlight none
      expect 0 item a x on
      expect outcome 1 tap a
      expect outcome 2 cancel multitouch
      expect outcome 3 dismiss removed
      expect outcome 4 perform x
      expect outcome 5 navigate elsewhere push
      expect outcome 6 navigate card sheet
      """)
    #expect(
      trace.inputs.map(\.input) == [
        .down(Point(x: Length(millipoints: -1250), y: Length(points: 2))), .move(Point(3, 4)), .up,
        .force(Fraction(millionths: 750_000)), .cancel, .tapPreview, .select("x"), .tapOutside, .dismiss,
        .closed,
        .rightClick(Point(1, 1)), .focus("a"), .key(.menu), .key(.up), .key(.down), .key(.left), .key(.right),
        .key(.return), .key(.escape), .remove("b"), .tick,
      ])
    #expect(
      trace.expectations.map(\.kind) == [
        .state(.zero, .presented, target: nil), .menu(.zero, .root), .menu(.zero, .none),
        .highlight(.zero, nil),
        .item(.zero, target: "a", item: "x", state: .on), .outcome(1, .tap("a")),
        .outcome(2, .cancel(.multitouch)),
        .outcome(3, .dismiss(.removed)), .outcome(4, .perform("x")),
        .outcome(5, .navigate("elsewhere", .push)),
        .outcome(6, .navigate("card", .sheet)),
      ])
    #expect(trace.scene.targets[0].frame.origin.x == Length(millipoints: -10_500))
  }

  @Test func theStreamingParserHandsOutStatements() throws {
    var parser = TraceParser()
    var statements: [TraceStatement?] = []
    let lines = [
      "trace 1", "set hold=1s", "", "target a frame=0,0,10,10", "  action x \"X\"", "at 0 down 1,1",
      "expect outcomes 1",
    ]
    for (index, line) in lines.enumerated() {
      statements.append(try parser.parse(line: line, number: index + 1))
      if index == 4 { #expect(parser.scene.targets.isEmpty) }  // a's items may still follow
      if index == 5 {
        #expect(parser.declarationsClosed)
        #expect(parser.scene.targets.map(\.id) == ["a"])
      }
    }
    try parser.finish()
    #expect(
      statements == [
        .header(version: 1), .set, nil, .target("a"), .item(target: "a", id: "x"),
        .input(TimedInput(instant: .zero, input: .down(Point(1, 1)))),
        .expectation(Expectation(.outcomeCount(1))),
      ])
    #expect(parser.configuration.hold == .seconds(1))
    #expect(parser.inputCount == 1)
  }

  @Test func anUndeclaredIdInAnExpectationBeforeItsTargetIsReportedAtItsOwnLine() throws {
    let error = try #require(parseError("expect 1 state idle pear\ntarget apple frame=0,0,1,1\n"))
    #expect(error.kind == .undeclaredID)
    #expect(
      error.formatted(file: "f") == "f:1:21: error: expected a target declared in the trace, found `pear`")
  }

  @Test func anItemIdMayBeSharedAcrossTargetsButSelectNeedsOneSomewhere() throws {
    _ = try parsed(
      "target a frame=0,0,1,1\n  action x \"X\"\ntarget b frame=0,0,1,1\n  action x \"X\"\nat 0 select x")
    #expect(parseError("target a frame=0,0,1,1\nat 0 select a")?.kind == .undeclaredID)
  }

  @Test func lengthsKeepThreeDecimalsAndTrailingZerosAreFine() throws {
    let trace = try parsed(
      "target a frame=0.125,1000000,0.5000,0 shape=rounded:0.001\nat 0 down -1000000,1000000")
    #expect(
      trace.scene.targets[0].frame
        == Rect(
          origin: Point(x: Length(millipoints: 125), y: Length(points: 1_000_000)),
          size: Size(width: Length(millipoints: 500), height: .zero)))
    #expect(trace.scene.targets[0].shape == .roundedRectangle(CornerRadii(uniform: Length(millipoints: 1))))
    #expect(parseError("at 0 down 1000000.001,0")?.kind == .valueOutOfRange)
  }

  @Test func hugeNumbersAreOutOfRangeNotTraps() throws {
    #expect(parseError("at 99999999999999999999999999 tick")?.kind == .valueOutOfRange)
    #expect(parseError("at 9223372036.854775808 tick")?.kind == .valueOutOfRange)
    // T1: no input may come this late (TraceDeadlineTests); an expectation may.
    #expect(parseError("at 9223372036.854775807 tick")?.kind == .valueOutOfRange)
    #expect(
      try parsed("expect 9223372036.854775807 state idle").expectations[0].instant
        == Instant(nanoseconds: .max))
    #expect(parseError("expect outcomes 99999999999999999999999")?.kind == .valueOutOfRange)
    #expect(parseError("set slop=1" + String(repeating: "0", count: 400))?.kind == .valueOutOfRange)
  }

  @Test func errorsFormatAsCompilersDo() {
    let error = TraceError(
      .timeWentBackwards, line: 7, column: 4, message: "expected a time at or after 1.200, found `0.6`")
    #expect(
      error.formatted(file: "a.trace") == "a.trace:7:4: error: expected a time at or after 1.200, found `0.6`"
    )
  }

  /// Section 9: siblings share one indentation. A line that fits no level is an error that names every
  /// indentation that would fit, those of the levels it would leave too: `copy` at 6 spaces is still
  /// open when `cut` comes at 3 (the message said `2 or 4`, though 6 fits), and an empty submenu takes
  /// any deeper item.
  @Test func anIndentationErrorNamesEveryIndentationThatFits() {
    let nested = { (cut: Int) in
      "target t frame=0,0,10,10\n  menu edit \"Edit\"\n    menu more \"More\"\n      action copy \"Copy\"\n"
        + String(repeating: " ", count: cut) + "action cut \"Cut\"\n"
    }
    #expect(
      parseError(nested(3))?.formatted(file: "t.trace")
        == "t.trace:5:4: error: expected an indentation of 2, 4 or 6 spaces, as the items above, found 3")
    // Each indentation it names fits.
    #expect(parseError(nested(2)) == nil)
    #expect(parseError(nested(4)) == nil)
    #expect(parseError(nested(6)) == nil)

    let empty =
      "target t frame=0,0,10,10\n  menu edit \"Edit\"\n    menu more \"More\"\n   action cut \"Cut\"\n"
    #expect(
      parseError(empty)?.formatted(file: "t.trace")
        == "t.trace:4:4: error: expected an indentation of 2 or 4 spaces, as the items above, or deeper under"
        + " `more`, found 3")
  }

  /// Section 9: `#` starts a comment only at the start of a token, outside a title; inside a token it
  /// is one of its bytes, and the token is read, and refused, whole.
  @Test func aHashInsideATokenIsNoComment() throws {
    #expect(
      parseError("target a#b frame=0,0,10,10")?.formatted(file: "t.trace")
        == "t.trace:1:8: error: expected a target id (letters, digits, -, _ and ., from a letter or digit),"
        + " found `a#b`")
    #expect(
      parseError("target a frame=0,0,10,10\nat 0 down 5,5#x")?.formatted(file: "t.trace")
        == "t.trace:2:13: error: expected a y coordinate, found `5#x`")
    #expect(parseError("target a frame=0,0,10,10\nat 0 down 5,5\nat 1 up#x")?.kind == .unknownVerb)
    // At the start of a token, after a space or a tab, it is a comment.
    let trace = try parsed(
      "target a frame=0,0,10,10 #primary=open\n  action x \"X\"\t#keep\nat 0 down 5,5 #\nat 1 up\t# x")
    #expect(trace.scene.targets[0].primaryAction == nil)
    #expect(trace.scene.targets[0].menu.elements == [.action(Action(id: "x", title: "X"))])
    #expect(trace.inputs.map(\.input) == [.down(Point(5, 5)), .up])
  }

  @Test func menusNestUpToTheMaximumDepth() throws {
    var text = "target deep frame=0,0,10,10\n"
    for level in 0..<TraceParser.maximumDepth {
      text += String(repeating: " ", count: level + 1) + "menu m\(level) \"M\"\n"
    }
    let trace = try parsed(text)
    #expect(trace.scene.targets[0].menu.nodes.count == TraceParser.maximumDepth + 1)
    text += String(repeating: " ", count: TraceParser.maximumDepth + 1) + "action x \"X\"\n"
    #expect(parseError(text)?.kind == .badIndentation)
  }
}
