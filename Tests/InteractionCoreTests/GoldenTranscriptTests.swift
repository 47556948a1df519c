import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// Every shipped trace has its expected transcript checked in beside it (`traces/NAME.transcript`), and
/// its replay must match it byte for byte (I4). After an intended change of behaviour, rewrite them with
///
///     UPDATE_GOLDENS=1 swift test --filter GoldenTranscript
///
/// and review the diff before committing.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
  static let tracesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("traces")

  static var traceFiles: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: tracesFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".trace") }.sorted().map { tracesFolder.appendingPathComponent($0) }
  }

  @Test("the shipped corpus has at least 30 traces, each with a golden transcript")
  func everyTraceHasAGolden() {
    let traces = Self.traceFiles
    #expect(traces.count >= 30)
    for trace in traces {
      let golden = trace.deletingPathExtension().appendingPathExtension("transcript")
      #expect(FileManager.default.fileExists(atPath: golden.path), "\(golden.lastPathComponent) is missing")
    }
  }

  @Test("traces/README.md's table describes every shipped trace, and no trace that is not shipped")
  func everyTraceIsDescribed() {
    let readme = TraceFixtures.text(Self.tracesFolder.appendingPathComponent("README.md"))
    // A row of the table: "| `NAME.trace` | what it shows |".
    let described = readme.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `"), let end = line.range(of: ".trace` |") else { return nil }
      return String(line[line.index(line.startIndex, offsetBy: 3)..<end.lowerBound]) + ".trace"
    }
    #expect(described == Self.traceFiles.map(\.lastPathComponent), "the table's rows, in the files' order")
  }

  @Test("I4: each shipped trace replays to its golden transcript, byte for byte", arguments: traceFiles)
  func replayMatchesGolden(_ traceURL: URL) throws {
    let bytes = try [UInt8](Data(contentsOf: traceURL))
    let trace = try Trace.parse(bytes)
    let transcript = try trace.transcript
    // A line's words are joined by single spaces: a word written empty (an effect's or a reason's text
    // missing) shows as a space at the line's end, which a golden rewritten by UPDATE_GOLDENS would keep.
    for (number, line) in transcript.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      #expect(
        line.last != " ",
        "\(traceURL.lastPathComponent): transcript line \(number + 1) ends in a space: \(line)")
    }
    let goldenURL = traceURL.deletingPathExtension().appendingPathExtension("transcript")
    if Environment.updatesGoldens {
      try Data(transcript.utf8).write(to: goldenURL)
      return
    }
    let golden = try String(contentsOf: goldenURL, encoding: .utf8)
    #expect(transcript == golden, "\(traceURL.lastPathComponent) no longer replays to its golden transcript")
    #expect(try trace.transcript == transcript, "two replays of \(traceURL.lastPathComponent) differ")
  }
}
