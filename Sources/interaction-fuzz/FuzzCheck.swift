import InteractionAnalysis
import InteractionCore

/// The checks every fuzz input must survive: the parser never traps; a trace that parses replays within
/// the invariants (I1, I2, I5, I7, I8), deterministically (I4), and writes back to text that parses to
/// the same trace; its scene and configuration pass the API's door (I9); the same bytes, read as calls
/// of the Swift API with any `Int64` values, never trap, and what a recorder writes of them replays
/// (``APIDrive``).
enum FuzzCheck {
  /// Runs every check on one input; returns a description of the first violation, or `nil`.
  static func run(_ bytes: [UInt8]) -> String? {
    if let violation = APIDrive.run(bytes) { return violation }
    let trace: Trace
    do {
      trace = try Trace.parse(bytes)
    } catch {
      // Bad input must be reported with a place in the file, never trap.
      return error.line >= 1 && error.column >= 1 ? nil : "an error without a place: \(error.message)"
    }
    // I9: a scene and a configuration that a trace declares pass the API's door.
    do throws(SceneError) {
      _ = try InteractionMachine(scene: trace.scene, configuration: trace.configuration)
    } catch {
      return "I9: the API refuses a parsed trace's scene: " + error.description
    }
    var monitor = MonitoringSink()
    guard (try? trace.replay(to: &monitor)) != nil else { return "I9: a parsed trace does not replay" }
    if let violation = monitor.monitor.violations.first { return violation }
    if let late = monitor.inputTooLate {
      return "T1: a trace that parses has an input ignored as too late: " + late
    }
    if (try? trace.transcript) != (try? trace.transcript) { return "I4: two replays differ" }
    let written = trace.text
    guard let reparsed = try? Trace.parse(Array(written.utf8)) else {
      return "the writer's text does not parse:\n" + written
    }
    if reparsed != trace { return "the writer's text parses to another trace:\n" + written }
    return APIDrive.recordAndReplay(
      scene: trace.scene, configuration: trace.configuration,
      inputs: trace.inputs.map { ($0.input, $0.instant) })
  }
}

/// The fuzzer driving the Swift API directly (issue 16): the bytes chosen as a scene and a configuration
/// built in Swift, with any `Int64` in every numeric field, and inputs with any `Int64` coordinates,
/// forces and instants. Nothing may trap; a scene the door accepts records a session whose text parses
/// back to the same scene, configuration and inputs and replays to the same transcript (I9).
enum APIDrive {
  /// Reads the bytes as API calls and checks them; returns the first violation, or `nil`.
  static func run(_ bytes: [UInt8]) -> String? {
    var reader = ByteReader(bytes: bytes)
    let configuration = Configuration(
      hold: Interval(nanoseconds: reader.duration()), slop: Length(millipoints: reader.length()),
      lift: Interval(nanoseconds: reader.duration()), commit: Interval(nanoseconds: reader.duration()),
      fade: Interval(nanoseconds: reader.duration()), overlay: Fraction(millionths: reader.fraction()),
      peek: Fraction(millionths: reader.fraction()), pop: Fraction(millionths: reader.fraction()))
    var targets: [Target] = []
    for index in 0..<Int(reader.byte() % 4) {
      let frame = Rect(
        origin: Point(x: Length(millipoints: reader.length()), y: Length(millipoints: reader.length())),
        size: Size(width: Length(millipoints: reader.length()), height: Length(millipoints: reader.length())))
      var target = Target(id: reader.id(index), frame: frame)
      switch reader.byte() % 4 {
      case 0: target.shape = .circle
      case 1: target.shape = .capsule
      case 2: target.shape = .roundedRectangle(CornerRadii(uniform: Length(millipoints: reader.length())))
      default: break
      }
      if reader.byte() % 2 == 0 { target.destination = .same }
      var elements: [MenuElement] = []
      for item in 0..<Int(reader.byte() % 3) {
        if reader.byte() % 4 == 0 {
          elements.append(
            .deferred(
              DeferredElement(
                id: reader.id(item), title: reader.title(),
                loadTime: Interval(nanoseconds: reader.duration()),
                children: [.action(Action(id: reader.id(item + 10), title: reader.title()))])))
        } else {
          elements.append(.action(Action(id: reader.id(item), title: reader.title(), state: .off)))
        }
      }
      target.menu = Menu(elements)
      targets.append(target)
    }
    let scene = Scene(targets: targets)
    var inputs: [(Input, Instant)] = []
    var instant: Int64 = 0
    while !reader.isAtEnd && inputs.count < 64 {
      let kind = reader.byte()
      let step = reader.byte()
      // Mostly forward in small steps; now and then any instant at all.
      instant = step == 0xFF ? reader.int64() : instant &+ Int64(step) * 10_000_000
      let point = Point(x: Length(millipoints: reader.length()), y: Length(millipoints: reader.length()))
      let input: Input
      switch kind % 12 {
      case 0, 1: input = .down(point)
      case 2: input = .move(point)
      case 3: input = .up
      case 4: input = .force(Fraction(millionths: reader.fraction()))
      case 5: input = .tapPreview
      case 6: input = .select(reader.id(Int(reader.byte() % 3)))
      case 7: input = .rightClick(point)
      case 8: input = .key(reader.byte() % 2 == 0 ? .down : .return)
      case 9: input = .focus(reader.id(Int(reader.byte() % 3)))
      case 10: input = .tapOutside
      default: input = .tick
      }
      inputs.append((input, Instant(nanoseconds: instant)))
    }
    // The public numeric API on the values themselves: none of it may trap.
    for (input, at) in inputs {
      _ = at.secondsText
      _ = at + Interval(nanoseconds: reader.int64())
      _ = at - Instant(nanoseconds: reader.int64())
      if case .down(let point) = input {
        _ = point.squaredDistance(to: Point(x: Length(millipoints: reader.int64()), y: .zero))
        _ = point.text
        for target in targets { _ = target.contains(point) }
      }
    }
    do throws(SceneError) {
      _ = try InteractionMachine(scene: scene, configuration: configuration)
    } catch {
      return nil  // Refused at the door, with a reason: what the door is for.
    }
    return recordAndReplay(scene: scene, configuration: configuration, inputs: inputs)
  }

  /// Records a session through the API, writes it, parses it, and checks that the scene, the
  /// configuration and the recorded inputs come back equal and replay to the transcript of the machine
  /// that recorded them (I9).
  static func recordAndReplay(scene: Scene, configuration: Configuration, inputs: [(Input, Instant)])
    -> String?
  {
    guard var recorder = try? TraceRecorder(scene: scene, configuration: configuration) else {
      return "I9: the recorder refuses a scene the machine accepts"
    }
    var sink = TranscriptSink()
    for (input, instant) in inputs { recorder.send(input, at: instant, to: &sink) }
    recorder.settle(to: &sink)
    let text = recorder.text(expectingOutcomes: true)
    let parsed: Trace
    do {
      parsed = try Trace.parse(Array(text.utf8))
    } catch {
      return "I9: the recorder wrote what does not parse: " + error.message + "\n" + text
    }
    if parsed.scene != scene { return "I9: the recorded scene reads back differently:\n" + text }
    if parsed.configuration != configuration {
      return "I9: the recorded configuration reads back differently"
    }
    if parsed.inputs != recorder.inputs { return "I9: the recorded inputs read back differently:\n" + text }
    guard let replayed = try? parsed.replay() else { return "I9: a recorded trace does not replay" }
    if !replayed.result.passed {
      return "I9: a recorded trace fails its own expectations: " + replayed.result.failures[0].message
    }
    return nil
  }
}

/// Reads fuzz bytes as values, with zeros once they run out.
struct ByteReader {
  var bytes: [UInt8]
  var position = 0

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func int64() -> Int64 {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
    return Int64(bitPattern: value)
  }

  /// A value near the interesting edges: small, near the limit, or any `Int64`.
  mutating func near(_ limit: Int64) -> Int64 {
    switch byte() % 4 {
    case 0: return Int64(byte()) * (limit / 200)
    case 1: return limit &- Int64(byte()) &+ 128
    case 2: return -(limit &- Int64(byte()) &+ 128)
    default: return int64()
    }
  }

  mutating func length() -> Int64 { near(1_000_000_000) }
  mutating func duration() -> Int64 { near(1_000_000_000_000_000_000) }
  mutating func fraction() -> Int64 { near(1_000_000) }

  /// An id: mostly a valid one, now and then one that breaks a rule.
  mutating func id(_ index: Int) -> String {
    let ids = ["a", "b.c", "0-x_y", "root", "my row", "é", "", "a#1", "Z9"]
    let pick = byte()
    return pick < 200 ? ["a", "b.c", "0-x_y"][index % 3] + String(index) : ids[Int(pick) % ids.count]
  }

  /// A title with quotes, backslashes, `#`, emoji, right-to-left text, and now and then a control.
  mutating func title() -> String {
    let titles = [
      "Say \"hi\" # now", "back\\slash", "", "Café ☕️", "שלום", "👩‍👩‍👧", "tab\there", "a\u{85}b", "\\\"",
    ]
    return titles[Int(byte()) % titles.count]
  }
}

/// A sink that runs the invariant monitor over a replay.

/// A sink that runs the invariant monitor over a replay, and notes an input ignored as too late (the
/// parser must have rejected it, T1).
struct MonitoringSink: ReportSink {
  var monitor = InvariantMonitor()
  var inputTooLate: String?

  mutating func receive(_ report: Report) {
    monitor.observe(report)
    if case .ignored(let ignored) = report, case .instantTooLate = ignored.reason, inputTooLate == nil {
      inputTooLate = ignored.reason.text
    }
  }
}
