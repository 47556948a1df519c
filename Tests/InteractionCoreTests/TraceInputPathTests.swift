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
