import InteractionCore
import InteractionTestSupport
import Testing

/// The API's front door (issue 16, SPEC I9, T1): a scene and a configuration built in Swift obey the
/// rules of a trace, checked once where a machine is made; the machine never traps on a value a host
/// can pass; whatever is recorded replays.
@Suite("I9: the API's front door")
struct FrontDoorTests {
  /// The error that making a machine over `targets` and `configuration` throws, `nil` if it is made.
  func refusal(_ targets: [Target], _ configuration: Configuration = .standard) -> SceneError? {
    do throws(SceneError) {
      _ = try InteractionMachine(scene: Scene(targets: targets), configuration: configuration)
      return nil
    } catch {
      return error
    }
  }

  static let row = Target(id: "row", frame: Rect(0, 0, 100, 40))

  // MARK: - The issue's first example, rule by rule

  @Test("I9: the issue's first example is refused at creation, naming the element and the rule")
  func theIssuesFirstExample() throws {
    let scene = Scene(targets: [
      Target(
        id: "my row", frame: Rect(0, 0, 100, 40),
        menu: Menu([
          .action(Action(id: "a#1", title: "Say \"hi\" # now")), .action(Action(id: "é", title: "Café")),
        ]))
    ])
    let error = try #require(refusal(scene.targets))
    #expect(error.rule == .invalidID)
    #expect(error.element == "target `my row`")
    #expect(
      error.description
        == "target `my row`: expected a target id (letters, digits, -, _ and ., from a letter or digit), found `my row`"
    )
    #expect(error.traceErrorKind == .invalidID)
    // The recorder refuses it with the same error, before anything is recorded.
    #expect(throws: error) { _ = try TraceRecorder(scene: scene) }
    #expect(throws: error) { try scene.validate() }
  }

  @Test("I9: ids that a trace cannot hold: a space, #, non-ASCII, empty, a leading - or .")
  func invalidIDs() throws {
    for id in ["my row", "a#1", "é", "", "-a", ".a", "a b", "a\"b", "a\\b", "a=b", "a,b"] {
      let target = try #require(refusal([Target(id: id, frame: Rect(0, 0, 1, 1))]), "\(id)")
      #expect(target.rule == .invalidID, "\(id)")
      let item = try #require(
        refusal([Target(id: "t", frame: Rect(0, 0, 1, 1), menu: Menu([.action(Action(id: id, title: ""))]))]))
      #expect(item.rule == .invalidID, "\(id)")
      #expect(item.element.hasPrefix("item `"), "\(item.element)")
      #expect(item.element.hasSuffix(" of target `t`"))
    }
  }

  @Test("I9: root, none and same are reserved for targets, items and destinations")
  func reservedIDs() throws {
    for word in ["root", "none", "same"] {
      #expect(refusal([Target(id: word, frame: Rect(0, 0, 1, 1))])?.rule == .reservedID)
      #expect(
        refusal([
          Target(id: "t", frame: Rect(0, 0, 1, 1), menu: Menu([.action(Action(id: word, title: "x"))]))
        ])?
        .rule == .reservedID)
      #expect(
        refusal([Target(id: "t", frame: Rect(0, 0, 1, 1), destination: .named(word))])?.rule == .reservedID)
      #expect(
        refusal([
          Target(
            id: "t", frame: Rect(0, 0, 1, 1),
            menu: Menu([.action(Action(id: "a", title: "", destination: word))]))
        ])?.rule == .reservedID)
    }
    // `root` as an id inside a longer one is an id like any other.
    #expect(refusal([Target(id: "roots", frame: Rect(0, 0, 1, 1))]) == nil)
  }

  @Test("I9: names (icons, previews, primary actions, destinations) are ids too")
  func names() {
    #expect(
      refusal([Target(id: "t", frame: Rect(0, 0, 1, 1), preview: .custom("a card"))])?.rule == .invalidID)
    #expect(refusal([Target(id: "t", frame: Rect(0, 0, 1, 1), primaryAction: "")])?.rule == .invalidID)
    #expect(
      refusal([Target(id: "t", frame: Rect(0, 0, 1, 1), destination: .named("x/y"))])?.rule == .invalidID)
    let icon = Target(
      id: "t", frame: Rect(0, 0, 1, 1), menu: Menu([.action(Action(id: "a", title: "A", icon: "star fill"))]))
    #expect(refusal([icon])?.rule == .invalidID)
  }

  @Test("I9: target ids are unique in a scene, item ids within a target's menu (rows may share them)")
  func uniqueness() throws {
    let twice = try #require(refusal([Self.row, Self.row]))
    #expect(twice.rule == .duplicateID)
    #expect(twice.element == "target `row`")
    #expect(twice.message.contains("(target 1 of the scene)"))
    let items = Menu([
      .action(Action(id: "copy", title: "Copy")),
      .submenu(Submenu(id: "more", title: "More", children: [.action(Action(id: "copy", title: "Copy"))])),
    ])
    let inOneMenu = try #require(refusal([Target(id: "t", frame: Rect(0, 0, 1, 1), menu: items)]))
    #expect(inOneMenu.rule == .duplicateID)
    #expect(inOneMenu.element == "item `copy` of target `t`")
    let shared = Menu([.action(Action(id: "copy", title: "Copy"))])
    #expect(
      refusal([
        Target(id: "row-1", frame: Rect(0, 0, 1, 1), menu: shared),
        Target(id: "row-2", frame: Rect(0, 2, 1, 1), menu: shared),
      ]) == nil)
  }

  @Test("I9: among many targets, the first repeated id names the target it repeats")
  func uniquenessAmongMany() throws {
    let many = (0..<300).map { Target(id: "row-\($0)", frame: Rect(0, Int64($0), 1, 1)) }
    #expect(refusal(many) == nil)
    let repeated = try #require(refusal(many + [Target(id: "row-217", frame: Rect(0, 0, 1, 1)), Self.row]))
    #expect(repeated.rule == .duplicateID)
    #expect(repeated.element == "target `row-217`")
    #expect(repeated.message.contains("(target 218 of the scene)"))
    let items = Menu((0..<300).map { .action(Action(id: "item-\($0 % 299)", title: "Item")) })
    let inOneMenu = try #require(refusal([Target(id: "t", frame: Rect(0, 0, 1, 1), menu: items)]))
    #expect(inOneMenu.element == "item `item-0` of target `t`")
  }

  @Test(
    "I9: titles: quotes, backslashes, #, emoji and right-to-left text are fine; control characters are not")
  func titles() throws {
    for title in ["Say \"hi\" # now", "back\\slash", "", "Café ☕️", "שלום עולם", "👩‍👩‍👧", "\\\"", "#"] {
      let target = Target(
        id: "t", frame: Rect(0, 0, 1, 1), menu: Menu([.action(Action(id: "a", title: title))]))
      #expect(refusal([target]) == nil, "\(title)")
    }
    for title in ["tab\there", "line\nbreak", "cr\r", "nul\u{0}", "del\u{7F}", "c1\u{85}", "esc\u{1B}[0m"] {
      let target = Target(
        id: "t", frame: Rect(0, 0, 1, 1), menu: Menu([.submenu(Submenu(id: "m", title: title))]))
      let error = try #require(refusal([target]), "\(title)")
      #expect(error.rule == .invalidTitle)
      #expect(error.traceErrorKind == .controlCharacter)
      #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 }, "the message shows no control")
    }
  }

  @Test("I9: an action that keeps the menu presented names no destination")
  func keepWithDestination() {
    let action = Action(id: "a", title: "A", keepsMenuPresented: true, destination: "sheet")
    let target = Target(id: "t", frame: Rect(0, 0, 1, 1), menu: Menu([.action(action)]))
    #expect(refusal([target])?.rule == .conflictingFlags)
  }

  @Test("I9: menus nest at most 64 levels deep, as a trace's do")
  func depth() {
    func nested(_ depth: Int) -> Target {
      var element = MenuElement.action(Action(id: "leaf", title: ""))
      for level in 1..<depth {
        element = .submenu(Submenu(id: "m" + String(level), title: "", children: [element]))
      }
      return Target(id: "t", frame: Rect(0, 0, 1, 1), menu: Menu([element]))
    }
    #expect(refusal([nested(SceneRules.maximumDepth)]) == nil)
    #expect(refusal([nested(SceneRules.maximumDepth + 1)])?.rule == .nestedTooDeep)
  }

  // MARK: - Ranges

  @Test("I9: frames, radii and preview sizes: coordinates within ±1,000,000 pt, sizes from 0 to 1,000,000 pt")
  func geometry() {
    let limit = Length.limit
    #expect(refusal([Target(id: "t", frame: Rect(-limit, limit, limit, limit))]) == nil)
    #expect(refusal([Target(id: "t", frame: Rect(-limit - 1, 0, 1, 1))])?.rule == .valueOutOfRange)
    #expect(refusal([Target(id: "t", frame: Rect(0, limit + 1, 1, 1))])?.rule == .valueOutOfRange)
    #expect(refusal([Target(id: "t", frame: Rect(0, 0, -1, 1))])?.rule == .valueOutOfRange)
    #expect(refusal([Target(id: "t", frame: Rect(0, 0, 1, limit + 1))])?.rule == .valueOutOfRange)
    let radius = ContentShape.roundedRectangle(CornerRadii(uniform: Length(millipoints: -1)))
    #expect(refusal([Target(id: "t", frame: Rect(0, 0, 1, 1), shape: radius)])?.rule == .valueOutOfRange)
    #expect(
      refusal([Target(id: "t", frame: Rect(0, 0, 1, 1), preferredPreviewSize: Size(-1, 1))])?.rule
        == .valueOutOfRange)
    let error = refusal([Target(id: "t", frame: Rect(0, 0, 4_000_000, 4_000_000), shape: .circle)])
    #expect(
      error?.description == "target `t`: expected a frame's width from 0 to 1000000 points, found 4000000")
  }

  @Test("I9, section 1: hold -5 ms and overlay 3 are refused; an invalid configuration reaches no machine")
  func configurationRanges() throws {
    let hold = try #require(refusal([Self.row], Configuration(hold: .milliseconds(-5))))
    #expect(hold.rule == .valueOutOfRange)
    #expect(hold.description == "configuration: expected hold from 0 to 1000000000s, found -0.005s")
    let overlay = try #require(refusal([Self.row], Configuration(overlay: Fraction(millionths: 3_000_000))))
    #expect(overlay.description == "configuration: expected overlay from 0 to 1, found 3")
    #expect(!Configuration(hold: .milliseconds(-5)).isValid)
    let cases: [Configuration] = [
      Configuration(slop: Length(points: -1)), Configuration(slop: Length(points: Length.limit + 1)),
      Configuration(lift: Interval(nanoseconds: -1)), Configuration(commit: .seconds(1_000_000_001)),
      Configuration(fade: Interval(nanoseconds: .min)), Configuration(peek: Fraction(millionths: -1)),
      Configuration(pop: Fraction(millionths: 1_000_001)),
      Configuration(peek: Fraction(millionths: 600_000), pop: Fraction(millionths: 500_000)),
    ]
    for configuration in cases {
      #expect(refusal([Self.row], configuration)?.rule == .valueOutOfRange, "\(configuration)")
      #expect(!configuration.isValid)
      #expect(throws: SceneError.self) { _ = try TraceRecorder(scene: Scene(), configuration: configuration) }
    }
    let edges = Configuration(
      hold: SceneRules.maximumDuration, slop: Length(points: Length.limit), lift: SceneRules.maximumDuration,
      commit: .zero, fade: SceneRules.maximumDuration, overlay: .one, peek: .one, pop: .one)
    #expect(refusal([Self.row], edges) == nil)
    #expect(edges.isValid && Configuration.standard.isValid)
  }

  @Test("I9: a deferred element's load time lies in 0…1,000,000,000 s")
  func loadTimes() {
    func target(_ load: Interval) -> Target {
      Target(
        id: "t", frame: Rect(0, 0, 1, 1),
        menu: Menu([.deferred(DeferredElement(id: "d", title: "", loadTime: load))]))
    }
    #expect(refusal([target(.zero)]) == nil)
    #expect(refusal([target(SceneRules.maximumDuration)]) == nil)
    #expect(refusal([target(Interval(nanoseconds: -1))])?.rule == .valueOutOfRange)
    #expect(refusal([target(.seconds(1_000_000_001))])?.rule == .valueOutOfRange)
  }

  // MARK: - The two traps of the issue, and T1

  @Test("I9: a move to 3,100,000 pt is ignored as out of range, not a trap in squaredDistance")
  func theMoveTrap() throws {
    var machine = try InteractionMachine(scene: Scene(targets: [Fixture.apple]))
    _ = machine.send(.down(Point(100, 20)), at: .zero)
    let reports = machine.send(.move(Point(3_100_000, 20)), at: .milliseconds(10))
    guard case .ignored(let ignored)? = reports.last else {
      Issue.record("expected an ignored input, got \(reports)")
      return
    }
    #expect(ignored.reason == .valueOutOfRange)
    #expect(ignored.reason.text == "value out of range")
    #expect(machine.phase == .pressing)
    // The public arithmetic saturates instead of trapping.
    #expect(Point(3_100_000, 20).squaredDistance(to: Point(-3_100_000, 20)) == .max)
    #expect(Point(3_000_000, 20).squaredDistance(to: Point(0, 20)) == 9_000_000_000_000_000_000)
    #expect(
      Point(x: Length(millipoints: .max), y: .zero).squaredDistance(
        to: Point(x: Length(millipoints: .min), y: .zero)) == .max)
  }

  @Test("I9: a 4,000,000-pt circle is refused at creation; ContentShape on it holds no point and never traps")
  func theCircleTrap() {
    var target = Target(id: "a", frame: Rect(0, 0, 4_000_000, 4_000_000))
    target.shape = .circle
    #expect(refusal([target])?.rule == .valueOutOfRange)
    #expect(!target.contains(Point(10, 10)))
    #expect(!target.contains(Point(2_000_000, 2_000_000)))
    let huge = Rect(
      origin: Point(x: Length(millipoints: .max), y: Length(millipoints: .min)),
      size: Size(width: Length(millipoints: .max), height: Length(millipoints: .max)))
    for shape in [
      ContentShape.rectangle, .circle, .capsule,
      .roundedRectangle(CornerRadii(uniform: Length(millipoints: .min))),
    ] {
      #expect(!shape.contains(Point(x: Length(millipoints: .max), y: .zero), in: huge))
    }
    // Radii below 0 are read as 0 on a frame in range.
    let negative = ContentShape.roundedRectangle(CornerRadii(uniform: Length(millipoints: .min)))
    #expect(negative.contains(Point(0, 0), in: Rect(0, 0, 10, 10)))
  }

  @Test("T1: an input at the latest instant is handled and its deadlines are exact; one later is too late")
  func theLatestInstant() throws {
    var machine = try InteractionMachine(scene: Scene(targets: [Fixture.apple]))
    let latest = machine.latestInstant
    #expect(latest.nanoseconds == Int64.max - 835_000_000)
    #expect(latest == SceneRules.latestInstant(for: .standard, in: machine.scene))
    let late = machine.send(.down(Point(100, 20)), at: Instant(nanoseconds: latest.nanoseconds + 1))
    guard case .ignored(let ignored)? = late.last else {
      Issue.record("expected an ignored input, got \(late)")
      return
    }
    #expect(ignored.reason == .instantTooLate(latest))
    #expect(machine.now == .zero, "time does not move")
    _ = machine.send(.down(Point(100, 20)), at: latest)
    #expect(machine.phase == .pressing)
    #expect(machine.nextDeadline == Instant(nanoseconds: Int64.max - 335_000_000))
    var sink = DiscardingSink()
    machine.advance(to: Instant(nanoseconds: .max), to: &sink)
    #expect(
      machine.phase == .presented, "the hold and the lift fired 335 ms apart, the last at the end of time")
  }

  @Test("T1: a deferred element's load time counts in the latest instant")
  func theLatestInstantWithLoads() throws {
    let target = Target(
      id: "t", frame: Rect(0, 0, 10, 10),
      menu: Menu([.deferred(DeferredElement(id: "d", title: "D", loadTime: .seconds(7)))]))
    let machine = try InteractionMachine(scene: Scene(targets: [target]))
    #expect(machine.latestInstant.nanoseconds == Int64.max - 835_000_000 - 7_000_000_000)
  }

  // MARK: - Never trap, over the whole Int64 range

  /// Values that reach every corner of `Int64`: its ends, zero, the ranges' edges and random ones.
  static func int64s(_ random: inout SeededGenerator, count: Int) -> [Int64] {
    var values: [Int64] = [.min, .min + 1, -1, 0, 1, .max - 1, .max]
    for edge: Int64 in [1_000_000, 1_000_000_000, 1_000_000_000_000_000_000] {
      values += [edge - 1, edge, edge + 1, -edge - 1, -edge, -edge + 1]
    }
    for _ in 0..<count { values.append(Int64(bitPattern: random.next())) }
    return values
  }

  @Test("I9: every public numeric initialiser and operator takes any Int64 without trapping")
  func numericInitialisers() {
    var random = SeededGenerator(seed: 16)
    let values = Self.int64s(&random, count: 400)
    for value in values {
      let points = Length(points: value)
      #expect((points.millipoints == .max) == (value > Int64.max / 1000), "\(value)")
      #expect((points.millipoints == .min) == (value < Int64.min / 1000), "\(value)")
      if value >= Int64.min / 1000 && value <= Int64.max / 1000 {
        #expect(points.millipoints == value * 1000)
      }
      let other = Length(millipoints: values[Int(UInt64(bitPattern: value) % UInt64(values.count))])
      _ = points + other
      _ = points - other
      _ = points.text
      _ = points.points
      let point = Point(value, value)
      _ = point.squaredDistance(to: Point(x: other, y: other))
      _ = point.text
      let rect = Rect(value, value, value, value)
      _ = rect.text
      _ = Size(value, value).text
      for shape in [
        ContentShape.rectangle, .circle, .capsule, .roundedRectangle(CornerRadii(uniform: other)),
      ] {
        _ = shape.contains(point, in: rect)
        _ = shape.contains(Point(x: other, y: .zero), in: Rect(0, 0, 100, 100))
        _ = shape.text
      }
      _ = Fraction(millionths: value).text
      _ = Fraction(millionths: value).value
      let instants = [
        Instant(nanoseconds: value), .milliseconds(value), .seconds(value),
      ]
      let intervals = [Interval(nanoseconds: value), .milliseconds(value), .seconds(value)]
      for instant in instants {
        _ = instant.secondsText
        for interval in intervals {
          _ = instant + interval
          _ = interval.traceText
          _ = interval.progress(of: Interval(nanoseconds: value))
        }
        _ = instant - Instant(nanoseconds: other.millipoints)
      }
      #expect(
        Instant.milliseconds(value).nanoseconds
          == (value.multipliedReportingOverflow(by: 1_000_000).overflow
            ? (value < 0 ? .min : .max) : value * 1_000_000))
    }
    #expect(Instant(nanoseconds: .min) + Interval(nanoseconds: -1) == Instant(nanoseconds: .min))
    #expect(Instant(nanoseconds: .max) + Interval(nanoseconds: 1) == Instant(nanoseconds: .max))
    #expect(Length(millipoints: .max) + Length(millipoints: 1) == Length(millipoints: .max))
    #expect(Length(millipoints: .min) - Length(millipoints: 1) == Length(millipoints: .min))
  }

  @Test("I9, T1: every input with any Int64 point, force and instant is handled or ignored with its reason")
  func inputsOverTheWholeRange() throws {
    var random = SeededGenerator(seed: 1616)
    let values = Self.int64s(&random, count: 300)
    let limit = SceneRules.lengthLimit
    for (index, value) in values.enumerated() {
      var machine = Fixture.machine()
      let other = values[(index * 7 + 3) % values.count]
      let point = Point(x: Length(millipoints: value), y: Length(millipoints: other))
      let inRange = value >= -limit && value <= limit && other >= -limit && other <= limit
      for input in [Input.down(point), .rightClick(point)] {
        var copy = machine
        let reports = copy.send(input, at: .zero)
        let outOfRange = reports.contains {
          if case .ignored(let ignored) = $0 { return ignored.reason == .valueOutOfRange }
          return false
        }
        #expect(outOfRange == !inRange, "\(input)")
      }
      // A press in range, then a move and a force anywhere, at any instant.
      _ = machine.send(.down(Fixture.applePoint), at: .zero)
      _ = machine.send(.move(point), at: .milliseconds(1))
      _ = machine.send(.force(Fraction(millionths: value)), at: .milliseconds(2))
      let instant = Instant(nanoseconds: other)
      let reports = machine.send(.up, at: instant)
      if other < machine.now.nanoseconds {
        #expect(reports.last.map(Self.reason) == .timeWentBackwards(machine.now))
      } else if instant > machine.latestInstant {
        #expect(reports.last.map(Self.reason) == .instantTooLate(machine.latestInstant))
      }
      var sink = DiscardingSink()
      machine.advance(to: instant, to: &sink)
      machine.settle(to: &sink)
      _ = machine.appearance(at: Instant(nanoseconds: value))
    }
  }

  static func reason(_ report: Report) -> IgnoreReason? {
    if case .ignored(let ignored) = report { return ignored.reason }
    return nil
  }

  // MARK: - The recorder

  @Test("I9: the recorder writes no input a trace cannot hold: out of range, undeclared ids, too late")
  func recorderSkipsWhatATraceCannotHold() throws {
    var recorder = try TraceRecorder(scene: Scene(targets: [Fixture.apple]))
    _ = recorder.send(.down(Point(100, 20)), at: .zero)
    _ = recorder.send(.move(Point(3_100_000, 20)), at: .milliseconds(10))
    _ = recorder.send(.force(Fraction(millionths: 2_000_000)), at: .milliseconds(20))
    _ = recorder.send(.select("a#1"), at: .milliseconds(30))
    _ = recorder.send(.focus("nobody"), at: .milliseconds(40))
    _ = recorder.send(.up, at: .milliseconds(50))
    _ = recorder.send(.down(Point(100, 20)), at: Instant(nanoseconds: .max))
    #expect(recorder.inputs.map { $0.input } == [.down(Point(100, 20)), .tick, .tick, .tick, .tick, .up])
    let trace = try Trace.parse(recorder.text(expectingOutcomes: true))
    #expect(trace.inputs == recorder.inputs)
    #expect(try trace.replay().result.passed)
  }

  @Test("I9: a scene with odd but valid ids and titles round-trips byte for byte")
  func oddIDsRoundTrip() throws {
    let scene = Scene(targets: [
      Target(
        id: "0.row_1-a", frame: Rect(origin: Point(x: Length(millipoints: -1), y: .zero), size: Size(1, 1)),
        preview: .custom("9-card.v2"), destination: .named("x_y"), primaryAction: "open.thread",
        menu: Menu([
          .action(Action(id: "A", title: "Café ☕️ — שלום", icon: "star.fill")),
          .submenu(
            Submenu(id: "9_", title: "More", children: [.action(Action(id: "z.9", title: "#not a comment"))])),
        ])),
      Target(
        id: "Z", frame: Rect(0, 0, 0, 0),
        shape: .roundedRectangle(CornerRadii(uniform: Length(millipoints: 1)))),
    ])
    var recorder = try TraceRecorder(scene: scene)
    _ = recorder.send(.rightClick(Point(x: Length(millipoints: -1), y: .zero)), at: .zero)
    _ = recorder.send(.select("z.9"), at: .milliseconds(1))
    let text = recorder.text(expectingOutcomes: true)
    let trace = try Trace.parse(text)
    #expect(trace.scene == scene)
    #expect(TraceWriter.text(for: trace) == text)
    #expect(try trace.replay().result.passed)
  }
}
