import Foundation
import InteractionCore
import InteractionTestSupport
import Testing

/// The README's examples are part of the contract a user reads first: they must stay true.
@Suite("README")
struct ReadmeTests {
  static func codeBlocks() throws -> [String] {
    let readme = try String(
      contentsOf: TraceFixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let parts = readme.components(separatedBy: "```")
    // Odd parts are code blocks; drop each block's info string line.
    return stride(from: 1, to: parts.count, by: 2).map { index in
      let block = parts[index]
      guard let newline = block.firstIndex(of: "\n") else { return "" }
      return String(block[block.index(after: newline)...])
    }
  }

  @Test("the README's trace example replays to the transcript printed beside it, and passes its expectations")
  func traceExampleMatchesTranscript() throws {
    let blocks = try Self.codeBlocks()
    let traceText = try #require(blocks.first { $0.hasPrefix("trace 1\n") })
    let trace = try Trace.parse(traceText)
    let (_, result) = try trace.replay()
    #expect(result.passed)
    let transcript = try #require(blocks.first { $0.hasPrefix("0.000  idle --down") })
    #expect(try trace.transcript == transcript)
  }

  @Test("the README's state chart is docs/state-chart.mmd")
  func stateChartIsInSync() throws {
    let blocks = try Self.codeBlocks()
    let chart = try String(
      contentsOf: TraceFixtures.packageRoot.appendingPathComponent("docs/state-chart.mmd"), encoding: .utf8)
    #expect(blocks.contains(chart))
  }
}

/// The README's Swift examples compile as written: each block stands verbatim in a test source
/// (`ReadmeExamples.swift` here, `ReadmeTestingExample.swift` in InteractionTestingTests, where its
/// `@Test` runs), and what they do is checked here.
@Suite("README Swift examples")
struct ReadmeSwiftExampleTests {
  static func swiftBlocks() throws -> [String] {
    let readme = try String(
      contentsOf: TraceFixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let parts = readme.components(separatedBy: "```")
    return stride(from: 1, to: parts.count, by: 2).compactMap { index in
      let block = parts[index]
      guard block.hasPrefix("swift\n") else { return nil }
      return String(block.dropFirst("swift\n".count))
    }
  }

  @Test("every Swift block of the README stands verbatim in a compiled test source")
  func everyBlockIsCompiled() throws {
    let sources = [
      TraceFixtures.testsFolder("InteractionCoreTests").appendingPathComponent("ReadmeExamples.swift"),
      TraceFixtures.testsFolder("InteractionTestingTests").appendingPathComponent(
        "ReadmeTestingExample.swift"),
    ].map { TraceFixtures.text($0) }
    let blocks = try Self.swiftBlocks()
    #expect(blocks.count == 3, "embedding, writing a host, testing")
    for block in blocks {
      #expect(sources.contains { $0.contains(block) }, "not compiled as written:\n\(block)")
    }
  }

  @Test("the embedding example lifts, shows the menu and commits to the same destination")
  func embeddingExample() throws {
    let frame = try longPressAndOpen()
    #expect(frame.phase == .committing)
    #expect(abs(frame.commitProgress - 100.0 / 335) < 1e-12)
    #expect(frame.previewPresence == 1)
  }

  @Test("the host guide's recorded session replays to the same outcome (M10: slide to select)")
  func recordedSessionReplays() throws {
    let text = try recordASession()
    let trace = try Trace.parse(text)
    let (_, result) = try trace.replay()
    #expect(result.passed)
    #expect(text.contains("at 0.000 down 100.5,20\nat 0.512 tick\nat 0.848 tick\n"), "a tick per deadline")
    #expect(text.contains("at 0.990 hover copy\nat 1.000 up\n"), "a plain up: no select")
    #expect(text.contains("expect outcome 1 perform copy\n"))
    #expect(result.outcomes == [.perform("copy")])
  }
}
