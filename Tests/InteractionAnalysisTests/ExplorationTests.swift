import Foundation
import InteractionAnalysis
import InteractionCore
import InteractionTestSupport
import Testing

/// Bounded exhaustive exploration (issue 4): every sequence of the standard model's inputs, each at every
/// boundary instant, with I1–I8 checked after every step.
@Suite("Exploration")
struct ExplorationTests {
  /// Depth 3 runs in well under a minute in a debug build; sanitizer runs set `INTERACTION_QUICK=1`
  /// for depth 2. `swift run -c release interaction-explore --depth 4` goes deeper (docs/testing.md).
  static let depth = Environment.isQuick ? 2 : 3

  /// The figures of docs/testing.md's row for `depth` (`3`, `2`, `closure`), which scripts/regenerate
  /// writes (the depth-3 row with `--explore`): sequences (nil for "—"), steps, distinct states, edges.
  static func documented(depth: String) -> [Int?] {
    for line in Documentation.page("docs/testing.md").text.split(separator: "\n") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 8, cells[2] == depth else { continue }
      return cells[3..<7].map { Int($0.replacingOccurrences(of: ",", with: "")) }
    }
    return []
  }

  /// What a run found, as docs/testing.md's table gives it.
  static func figures(of result: ExplorationResult, sequences: Bool = true) -> [Int?] {
    [sequences ? result.sequences : nil, result.steps, result.distinctStates, result.edges.count]
  }

  @Test("I1-I8: every input sequence of the standard model up to depth 3 keeps every invariant")
  func sequencesKeepInvariants() {
    let result = Explorer().exploreSequences(depth: Self.depth)
    #expect(result.violations == [])
    // Pinned in docs/testing.md: after a change to the machine or the model, scripts/regenerate --explore.
    #expect(
      Self.figures(of: result) == Self.documented(depth: String(Self.depth)),
      "docs/testing.md's depth-\(Self.depth) row is stale: run scripts/regenerate --explore")
  }

  /// The whole reachable state space of the standard model, explored once for the tests that need it.
  static let stateSpace = Explorer().exploreStateSpace()

  @Test("I1-I8: the whole reachable state space keeps every invariant")
  func stateSpaceKeepsInvariants() {
    let result = Self.stateSpace
    #expect(result.violations == [])
    #expect(
      Self.figures(of: result, sequences: false) == Self.documented(depth: "closure"),
      "docs/testing.md's state-space row is stale: run scripts/regenerate")
  }

  @Test("the monitor catches a tap after the hold, a second outcome and a removed target hit")
  func monitorCatchesViolations() {
    var monitor = InvariantMonitor()
    func transition(
      _ from: Phase, _ trigger: Trigger, _ to: Phase, target: String = "card", outcome: Outcome? = nil
    ) -> Report {
      .transition(
        Transition(
          instant: .zero, from: from, trigger: trigger, to: to, target: target, effects: EffectList(),
          outcome: outcome, interaction: 1))
    }
    monitor.observe(transition(.idle, .input(.remove("card")), .idle))
    monitor.observe(transition(.idle, .input(.down(Point(1, 1))), .pressing))
    monitor.observe(transition(.pressing, .timer(.hold), .lifting))
    monitor.observe(transition(.lifting, .input(.up), .idle, outcome: .tap("card")))
    monitor.observe(transition(.idle, .input(.up), .idle, outcome: .tap("card")))
    #expect(monitor.violations.contains { $0.hasPrefix("I8") })
    #expect(monitor.violations.contains { $0.hasPrefix("I2") })
    #expect(monitor.violations.contains { $0.hasPrefix("I1") })
  }

  @Test("the checked-in state chart (docs/state-chart.mmd) is exactly what the machine can do")
  func stateChartMatchesMachine() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/state-chart.mmd")
    let checkedIn = try String(contentsOf: url, encoding: .utf8)
    let generated = StateChart(edges: Self.stateSpace.edges).mermaid
    // Regenerate with: scripts/regenerate
    #expect(generated == checkedIn)
  }
}
