import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// `TraceParser.parseInput(line:number:into:)`, the path of a streaming replay once the declarations
/// have ended, reads every line as `parse(line:number:)` does (SPEC section 9): the same inputs, the
/// same scene and configuration, and the same first error at the same line and column.
@Suite struct TraceInputPathTests {
  /// What one parser made of a trace's lines, read one way or the other.
  private struct Reading: Equatable {
    var inputs: [TimedInput] = []
    var error: String?
    var targets: [String] = []
    var hold: Interval = .zero
  }

  private func read(_ bytes: [UInt8], inputsOnly: Bool) -> Reading {
    var reading = Reading()
    var parser = TraceParser()
    var input = TimedInput(instant: .zero, input: .up)
    do throws(TraceError) {
      try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in
        try TraceLines.forEach(in: buffer) { (line, number) throws(TraceError) in
          if inputsOnly {
            if try parser.parseInput(line: line, number: number, into: &input) {
              reading.inputs.append(input)
            }
          } else if case .input(let timed)? = try parser.parse(line: line, number: number) {
            reading.inputs.append(timed)
          }
        }
      }
      try parser.finish()
    } catch {
      reading.error = error.formatted(file: "t")
    }
    reading.targets = parser.scene.targets.map(\.id)
    reading.hold = parser.configuration.hold
    return reading
  }

  @Test func everyShippedTraceReadsTheSameInputsBothWays() throws {
    let urls = try FileManager.default.contentsOfDirectory(
      at: TraceFixtures.shippedTraces, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "trace" }
    #expect(urls.count >= 40)
    for url in urls {
      let bytes = TraceFixtures.bytes(url)
      let statements = read(bytes, inputsOnly: false)
      #expect(statements.error == nil, "\(url.lastPathComponent)")
      #expect(read(bytes, inputsOnly: true) == statements, "\(url.lastPathComponent)")
    }
  }

  @Test func everyMalformedTraceGivesTheSameErrorBothWays() {
    for name in TraceFixtures.malformedNames() {
      let bytes = TraceFixtures.bytes(TraceFixtures.malformed.appendingPathComponent(name + ".trace"))
      let statements = read(bytes, inputsOnly: false)
      #expect(statements.error != nil, "\(name)")
      #expect(read(bytes, inputsOnly: true) == statements, "\(name)")
    }
  }

  /// The plain readings of an input's time and point (a word at a time, where the token starts) and
  /// the careful readings agree on every spelling: eight digits in a row and a line shorter than eight
  /// bytes go to the careful reading, and give the same values.
  @Test func plainAndCarefulSpellingsOfTimesAndPointsAgree() throws {
    let text = """
      trace 1
      target a frame=0,0,1000000,1000000
        action x "X"
      at 0 up
      at 1.5 down 1,1
      at 1500ms up
      at 1.500000000s down -1.5,-0.001
      at 2 move 1000000,-1000000
      at 12345678.5 up
      at 12345678.500 down 12,34	# a comment after a tab
      at 12345679.123456789 up
      at  12345680   down   0.5,7   # spaced
      at 12345681 select x
      """
    let trace = try Trace.parse(text)
    let nanoseconds: Int64 = 1_000_000_000
    #expect(
      trace.inputs.map(\.instant) == [
        .zero, .milliseconds(1500), .milliseconds(1500), .milliseconds(1500), .seconds(2),
        Instant(nanoseconds: 12_345_678 * nanoseconds + 500_000_000),
        Instant(nanoseconds: 12_345_678 * nanoseconds + 500_000_000),
        Instant(nanoseconds: 12_345_679 * nanoseconds + 123_456_789), .seconds(12_345_680),
        .seconds(12_345_681),
      ])
    #expect(
      trace.inputs.map(\.input) == [
        .up, .down(Point(1, 1)), .up,
        .down(Point(x: Length(millipoints: -1500), y: Length(millipoints: -1))),
        .move(Point(1_000_000, -1_000_000)), .up, .down(Point(12, 34)), .up,
        .down(Point(x: Length(millipoints: 500), y: Length(points: 7))), .select("x"),
      ])
    for (line, message) in [
      ("at 3 down 1000000.001,0", "expected an x coordinate within ±1000000 points, found `1000000.001`"),
      ("at 3 down 1,2,3", "expected a point X,Y, found `1,2,3`"),
      ("at 3.0000000001 up", "expected a time in whole nanoseconds, found `3.0000000001`"),
      ("at 1.5x up", "expected a time (seconds, as 0.6 or 0.6s, or milliseconds, as 600ms), found `1.5x`"),
    ] {
      #expect(throws: TraceError.self) { try Trace.parse("trace 1\n" + line) }
      do {
        _ = try Trace.parse("trace 1\n" + line)
      } catch {
        #expect(error.message == message, "\(line)")
      }
    }
  }

  @Test func aLineThatIsNoInputLeavesTheLastInputAsItWas() throws {
    var parser = TraceParser()
    var input = TimedInput(instant: .zero, input: .tick)
    func line(_ text: String, _ number: Int) throws -> Bool {
      try Array(text.utf8).withUnsafeBufferPointer { (bytes) throws(TraceError) -> Bool in
        try parser.parseInput(line: bytes, number: number, into: &input)
      }
    }
    #expect(try !line("trace 1", 1))
    #expect(try !line("target a frame=0,0,10,10", 2))
    #expect(try !line("# a comment", 3))
    #expect(input == TimedInput(instant: .zero, input: .tick))
    #expect(try line("at 0.5 down 1,1", 4))
    #expect(input == TimedInput(instant: .milliseconds(500), input: .down(Point(1, 1))))
    #expect(try !line("expect outcomes 1", 5))
    #expect(input.line == 4)
    try parser.finish()
    #expect(parser.scene.targets.map(\.id) == ["a"])
  }
}

/// The first pass of a streaming check, `TraceExpectationScan.feed(_:)`, finds the expectation lines
/// that splitting the trace into lines and scanning each finds (SPEC section 9), however the chunks
/// fall: across a line, a CR LF, a byte order mark, or a last line without a line feed.
@Suite struct TraceExpectationScanTests {
  private static let text = Array(
    ("\u{FEFF}expect outcomes 0\r\ntrace 1\n# expect nothing\n\texpect 1 state idle\n"
      + "target a frame=0,0,10,10\n  expect 2 state idle\nexpected 1\nexpect\nat 0 down 1,1\n"
      + "e\nexpect 3 menu none").utf8)

  /// The lines as the splitter and `scan(line:number:)` find them.
  private static func linesByLine() -> [(number: Int, bytes: [UInt8])] {
    var scan = TraceExpectationScan()
    var splitter = TraceLineSplitter()
    text.withUnsafeBufferPointer { buffer in
      try? splitter.feed(buffer) { (line, number, _) in scan.scan(line: line, number: number) }
    }
    try? splitter.finish { (line, number, _) in scan.scan(line: line, number: number) }
    return scan.lines
  }

  @Test func everyChunkSizeFindsTheLinesThatLineByLineFinds() {
    let expected = Self.linesByLine()
    #expect(expected.map(\.number) == [1, 4, 6, 8, 11])
    for size in 1...Self.text.count {
      var scan = TraceExpectationScan()
      var start = 0
      while start < Self.text.count {
        let end = min(start + size, Self.text.count)
        Self.text[start..<end].withUnsafeBufferPointer { scan.feed($0) }
        start = end
      }
      scan.finish()
      #expect(scan.lines.map(\.number) == expected.map(\.number), "chunks of \(size) bytes")
      #expect(scan.lines.map(\.bytes) == expected.map(\.bytes), "chunks of \(size) bytes")
    }
  }
}
