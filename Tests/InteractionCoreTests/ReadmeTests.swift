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

/// The README's embedding example, line for line, with what it must lead to.
@Suite("README embedding example")
struct ReadmeEmbeddingExampleTests {
  struct Host: ReportSink {
    var effects: [Effect] = []
    mutating func receive(_ report: Report) {
      guard case .transition(let transition) = report else { return }
      effects += transition.effects
    }
  }

  @Test("the host loop of the README lifts, shows the menu and commits to the same destination")
  func hostLoop() throws {
    var machine = try InteractionMachine(
      scene: Scene(targets: [
        Target(
          id: "apple", frame: Rect(0, 0, 390, 44), preview: .custom("apple-card"), destination: .same,
          presentation: .sheet,
          menu: Menu([.action(Action(id: "delete", title: "Delete", isDestructive: true))]))
      ]))
    var host = Host()
    machine.send(.down(Point(100, 20)), at: .zero, to: &host)
    if let deadline = machine.nextDeadline {
      machine.advance(to: deadline, to: &host)
    }
    #expect(machine.phase == .lifting)
    machine.send(.up, at: .milliseconds(600), to: &host)
    machine.advance(to: .milliseconds(835), to: &host)
    #expect(machine.phase == .presented)
    machine.send(.tapPreview, at: .seconds(1), to: &host)
    #expect(machine.phase == .committing)
    #expect(host.effects.contains(.beginCommit("apple-card")))
    let frame = machine.appearance(at: .milliseconds(1100))
    #expect(frame.commitProgress > 0.29 && frame.commitProgress < 0.31)
  }
}
