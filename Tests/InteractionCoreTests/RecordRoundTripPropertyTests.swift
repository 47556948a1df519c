import InteractionCore
import InteractionTestSupport
import Testing

/// I9, as a property: random valid scenes (odd but valid ids, titles full of quotes, backslashes, `#`,
/// emoji, right-to-left and other non-ASCII text) and random sessions through the API: record, write,
/// parse, and the scene, the configuration, the inputs and the transcript are equal.
@Suite("I9: whatever is recorded replays (property)")
struct RecordRoundTripPropertyTests {
  /// Ids that a trace can hold but that look odd: digits first, dots, dashes, underscores, words that
  /// are reserved only alone, a single character.
  static let oddIDs = [
    "0", "9z", "a.b", "a-b_c", "A_", "x.", "roots", "none-1", "same.2", "r00t", "Z", "1.2.3", "a--b",
  ]

  /// Pieces of titles a UIKit menu can show, each one a trap for a writer that forgets an escape.
  static let titlePieces = [
    "\"", "\\", "\\\"", "\"\\", "#", " # ", "Say \"hi\"", "C:\\path\\", "Café", "☕️", "👩‍👩‍👧", "שלום",
    "مرحبا", "日本語", " ", "=", "\u{200F}", "\u{FEFF}", "a", "", "'", "`", "\\\\",
  ]

  struct SceneGenerator {
    var random: SeededGenerator
    var usedTargetIDs: Set<String> = []

    mutating func id(_ used: inout Set<String>) -> String {
      while true {
        var id = random.pick(RecordRoundTripPropertyTests.oddIDs)
        if random.below(3) == 0 { id += "-" + String(random.below(100)) }
        if !used.contains(id) {
          used.insert(id)
          return id
        }
      }
    }

    mutating func title() -> String {
      var title = ""
      for _ in 0..<random.below(5) { title += random.pick(RecordRoundTripPropertyTests.titlePieces) }
      return title
    }

    mutating func length(_ range: ClosedRange<Int64>) -> Length {
      Length(millipoints: random.int(in: range))
    }

    mutating func elements(depth: Int, used: inout Set<String>) -> [MenuElement] {
      var elements: [MenuElement] = []
      for _ in 0..<random.below(4) {
        switch random.below(depth < 3 ? 5 : 3) {
        case 0, 1, 2:
          var action = Action(id: id(&used), title: title())
          if random.below(3) == 0 { action.icon = id(&used) }
          action.state = [nil, .on, .off, .mixed][random.below(4)]
          action.isDisabled = random.below(6) == 0
          action.isDestructive = random.below(6) == 0
          if random.below(5) == 0 {
            action.destination = id(&used)
            action.presentation = random.below(2) == 0 ? .push : .sheet
          } else {
            action.keepsMenuPresented = random.below(6) == 0
          }
          elements.append(.action(action))
        case 3:
          elements.append(
            .submenu(
              Submenu(
                id: id(&used), title: title(), isInline: random.below(4) == 0,
                isSingleSelection: random.below(4) == 0,
                children: self.elements(depth: depth + 1, used: &used))))
        default:
          elements.append(
            .deferred(
              DeferredElement(
                id: id(&used), title: title(), loadTime: .milliseconds(random.int(in: 0...400)),
                children: self.elements(depth: depth + 1, used: &used))))
        }
      }
      return elements
    }

    mutating func scene() -> Scene {
      var targets: [Target] = []
      for index in 0..<(1 + random.below(3)) {
        var items: Set<String> = []
        let frame = Rect(
          origin: Point(x: length(-1_000...1_000), y: Point(0, Int64(index) * 100).y),
          size: Size(width: length(1_000...200_000), height: length(1_000...90_000)))
        var targetIDs = usedTargetIDs
        var target = Target(id: id(&targetIDs), frame: frame)
        usedTargetIDs = targetIDs
        target.shape =
          [
            ContentShape.rectangle, .capsule, .circle,
            .roundedRectangle(CornerRadii(uniform: length(0...30_000))),
          ][
            random.below(4)]
        if random.below(2) == 0 { target.preview = .custom(id(&items)) }
        target.destination = [Destination.none, .same, .named(id(&items))][random.below(3)]
        target.presentation = random.below(2) == 0 ? .push : .sheet
        if random.below(3) == 0 {
          target.preferredPreviewSize = Size(width: length(0...400_000), height: length(0...400_000))
        }
        if random.below(3) == 0 { target.primaryAction = id(&items) }
        target.menu = Menu(elements(depth: 0, used: &items))
        targets.append(target)
      }
      return Scene(targets: targets)
    }

    mutating func configuration() -> Configuration {
      let peek = random.int(in: 0...1_000_000)
      return Configuration(
        hold: .milliseconds(random.int(in: 0...800)), slop: length(0...20_000),
        lift: .milliseconds(random.int(in: 0...400)), commit: .milliseconds(random.int(in: 0...400)),
        fade: .milliseconds(random.int(in: 0...400)),
        overlay: Fraction(millionths: random.int(in: 0...1_000_000)),
        peek: Fraction(millionths: peek), pop: Fraction(millionths: random.int(in: peek...1_000_000)))
    }

    /// A session: inputs a host would send, now and then one a trace cannot hold.
    mutating func session(in scene: Scene) -> [(Input, Instant)] {
      var inputs: [(Input, Instant)] = []
      var now: Int64 = 0
      let itemIDs = scene.targets.flatMap { $0.menu.nodes.dropFirst().map { $0.id } }
      for _ in 0..<random.below(40) {
        now += random.int(in: 0...300) * 1_000_000 + (random.below(4) == 0 ? random.int(in: 0...999_999) : 0)
        let target = random.pick(scene.targets)
        let point = Point(
          x: Length(
            millipoints: target.frame.origin.x.millipoints
              + random.int(in: 0...target.frame.size.width.millipoints)),
          y: Length(
            millipoints: target.frame.origin.y.millipoints
              + random.int(in: 0...target.frame.size.height.millipoints)))
        let input: Input
        switch random.below(16) {
        case 0, 1: input = .down(point)
        case 2: input = .move(point)
        case 3: input = .up
        case 4: input = .force(Fraction(millionths: random.int(in: 0...1_000_000)))
        case 5: input = .tapPreview
        case 6, 7: input = itemIDs.isEmpty ? .tick : .select(random.pick(itemIDs))
        case 8: input = .rightClick(point)
        case 9: input = .key([.menu, .up, .down, .left, .right, .return, .escape][random.below(7)])
        case 10: input = .focus(target.id)
        case 11: input = [.tapOutside, .dismiss, .closed, .cancel][random.below(4)]
        case 12: input = .move(Point(3_100_000, 20))  // out of range: ignored, written as a tick
        case 13: input = .select("a#1")  // no trace can name it: ignored, written as a tick
        case 14: input = random.below(8) == 0 ? .remove(target.id) : .tick
        default: input = .tick
        }
        inputs.append((input, Instant(nanoseconds: now)))
      }
      return inputs
    }
  }

  @Test(
    "I9: 300 random scenes and sessions: record, write, parse; scene, configuration, inputs, transcript equal"
  )
  func recordWriteParseReplay() throws {
    var generator = SceneGenerator(random: SeededGenerator(seed: 0x1609))
    var quotedTitles = 0
    for round in 0..<300 {
      let scene = generator.scene()
      let configuration = generator.configuration()
      var recorder = try TraceRecorder(scene: scene, configuration: configuration)
      var host = TranscriptSink()
      for (input, instant) in generator.session(in: scene) { recorder.send(input, at: instant, to: &host) }
      recorder.settle(to: &host)
      let text = recorder.text(expectingOutcomes: true)
      let trace: Trace
      do {
        trace = try Trace.parse(text)
      } catch {
        Issue.record("round \(round): \(error.formatted(file: "recorded.trace"))\n\(text)")
        continue
      }
      #expect(trace.scene == scene, "round \(round)")
      #expect(trace.configuration == configuration, "round \(round)")
      #expect(trace.inputs == recorder.inputs, "round \(round)")
      #expect(TraceWriter.text(for: trace) == text, "round \(round): byte for byte")
      // The host's transcript less the ignored inputs that a trace cannot hold (written as ticks).
      let expected = host.text.split(separator: "\n", omittingEmptySubsequences: false).filter {
        !$0.contains("move 3100000,20 ignored") && !$0.contains("select a#1 ignored")
      }.joined(separator: "\n")
      #expect(try trace.transcript == expected, "round \(round)")
      let replay = try trace.replay()
      #expect(replay.result.passed, "round \(round): \(replay.result.failures.map { $0.message })")
      if scene.targets.contains(where: { $0.menu.nodes.contains { $0.title.contains("\"") } }) {
        quotedTitles += 1
      }
    }
    #expect(quotedTitles > 100, "the scenes hold quoted titles")
  }
}
