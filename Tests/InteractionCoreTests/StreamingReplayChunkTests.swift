import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// `StreamingReplay.feed(_:)`, the second pass of `interaction-sim check`, splits the chunks into lines
/// and finds, in the same pass, whether each line is printable ASCII (the parser then skips checking
/// its bytes): however the chunks fall, it replays and fails exactly as reading the trace line by line
/// does (SPEC section 9), across a CR LF, a byte order mark, a tab, a title in UTF-8, a control
/// character, a line longer than a chunk and a last line without a line feed.
@Suite struct StreamingReplayChunkTests {
  /// The result of a replay, or its first error as the tool prints it.
  private struct Ending: Equatable {
    var result: ReplayResult?
    var error: String?
  }

  private static func expectationLines(_ bytes: [UInt8]) -> [(number: Int, bytes: [UInt8])] {
    var scan = TraceExpectationScan()
    bytes.withUnsafeBufferPointer { scan.feed($0) }
    scan.finish()
    return scan.lines
  }

  /// Line by line, each line checked by the parser.
  private static func byLines(_ bytes: [UInt8]) -> Ending {
    var replay = StreamingReplay(expectationLines: expectationLines(bytes))
    do throws(TraceError) {
      try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in
        try TraceLines.forEach(in: buffer) { (line, number) throws(TraceError) in
          try replay.read(line: line, number: number)
        }
      }
      return Ending(result: try replay.finish())
    } catch {
      return Ending(error: error.formatted(file: "t"))
    }
  }

  /// In chunks of `size` bytes.
  private static func inChunks(_ bytes: [UInt8], of size: Int) -> Ending {
    var replay = StreamingReplay(expectationLines: expectationLines(bytes))
    do throws(TraceError) {
      var start = 0
      while start < bytes.count {
        let end = min(start + size, bytes.count)
        try bytes[start..<end].withUnsafeBufferPointer { (chunk) throws(TraceError) in try replay.feed(chunk)
        }
        start = end
      }
      try replay.finishChunks()
      return Ending(result: try replay.finish())
    } catch {
      return Ending(error: error.formatted(file: "t"))
    }
  }

  private static let sizes = [1, 2, 3, 5, 7, 8, 9, 13, 31, 64, 1 << 20]

  @Test func bytesThatAreNotPrintableASCIIAreCheckedWhereverTheChunksFall() {
    let traces = [
      "\u{FEFF}trace 1\r\ntarget a frame=0,0,100,100\r\n  action x \"Ünïcode ✓\"\r\n"
        + "at 0 down 10,10\r\nat 0.1 up\r\nexpect 0.05 state touching a\r\n",
      "trace 1\ntarget a frame=0,0,100,100\n  action x \"X\"\nat 0 down 10,10\t# a tab before a comment\n"
        + "at\t0.1 up\nat 0.2 down 10,10\nat 0.3 up\nexpect outcomes 2",
      "trace 1\ntarget a frame=0,0,100,100\n  action x \"X\"\nat 0 down 10,10\nat 0.1 up\u{7F}\n",
      "trace 1\ntarget a frame=0,0,100,100\n  action x \"X\"\nat 0 down 10,10\nat 0.1 up \u{85}\n",
      "trace 1\ntarget a frame=0,0,100,100\n  action x \"X\"\nat 0 down 10,10\nat 0.1 up\u{01}\nat 0.2 tick\n",
      "trace 1\ntarget a frame=0,0,100,100\n  action x \"X\"\nat 0 down 10,10\n# "
        + String(repeating: "long ", count: 40) + "\nat 0.1 up\n",
    ]
    for text in traces {
      let bytes = Array(text.utf8)
      let expected = Self.byLines(bytes)
      for size in Self.sizes {
        #expect(Self.inChunks(bytes, of: size) == expected, "\(text.debugDescription), chunks of \(size)")
      }
    }
    var invalid = Array(
      "trace 1\ntarget a frame=0,0,100,100\n  action x \"X\"\nat 0 down 10,10\nat 0.1 up ".utf8)
    invalid += [0xC3, 0x28, 0x0A]
    let expected = Self.byLines(invalid)
    #expect(expected.error != nil)
    for size in Self.sizes { #expect(Self.inChunks(invalid, of: size) == expected, "chunks of \(size)") }
  }

  @Test func everyShippedAndMalformedTraceEndsAsLineByLine() throws {
    let shipped = try FileManager.default.contentsOfDirectory(
      at: TraceFixtures.shippedTraces, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "trace" }
    let malformed = TraceFixtures.malformedNames().map {
      TraceFixtures.malformed.appendingPathComponent($0 + ".trace")
    }
    #expect(shipped.count >= 40)
    for url in shipped + malformed {
      let bytes = TraceFixtures.bytes(url)
      let expected = Self.byLines(bytes)
      for size in [7, 64, 1 << 20] {
        #expect(Self.inChunks(bytes, of: size) == expected, "\(url.lastPathComponent), chunks of \(size)")
      }
    }
  }
}
