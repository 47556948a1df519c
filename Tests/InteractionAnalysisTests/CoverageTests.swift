import InteractionAnalysis
import InteractionCore
import InteractionTestSupport
import Testing

/// What a corpus covers: the chart's edges and SPEC's rules (issue 6).
@Suite("Coverage")
struct CoverageTests {
  @Test("coverage reads the edges and rules that a replay shows, and the rule ids in comments")
  func coverageOfOneTrace() throws {
    let text = """
      # Rules: P1-P3 K2, M9. "# not a comment" I8
      trace 1
      target apple frame=0,0,390,44 # T4
        action delete "Delete #M1" destructive
      at 0 down 100,20
      at 0.1 up
      at 0.5 down 500,500
      """
    let trace = try Trace.parse(text)
    var coverage = Coverage()
    try coverage.add(trace, text: Array(text.utf8))
    #expect(
      coverage.edges
        == [
          StateChartEdge(from: .idle, event: "down", to: .pressing),
          StateChartEdge(from: .pressing, event: "up", to: .idle),
        ])
    #expect(coverage.namedRules == ["P1", "P2", "P3", "K2", "M9", "I8", "T4"])
    // A down that hits (P1), a tap (P2), a down that misses (P1), an interaction that ended (I1), the
    // same reports twice (I4).
    #expect(coverage.exercisedRules == ["P1", "P2", "I1", "I4"])
    let summary = CoverageSummary(coverage, chart: ExplorationTests.stateSpace.edges)
    #expect(summary.coveredEdges.count == 2)
    #expect(summary.missingEdges.count == ExplorationTests.stateSpace.edges.count - 2)
    #expect(!summary.coversEdges(atLeast: 5))
    #expect(summary.coversEdges(atLeast: 3))
    #expect(CoverageSummary.ratio(2, 3) == "2/3 (66.6%)")
  }

  @Test("every rule of the table is one of SPEC's, and every rule but T1 and I5 has a row")
  func ruleTable() {
    let rules = RuleTable.rows.map { $0.rule }
    #expect(Set(rules).isSubset(of: Set(RuleTable.allRules)))
    #expect(Set(RuleTable.allRules).subtracting(rules) == ["T1", "I5"])
    // allRules is written by scripts/regenerate from docs/RULES.md: every rule id it defines but I9.
    #expect(RuleTable.allRules == Documentation.ruleIDs().filter { $0 != "I9" })
  }

  @Test("the generated corpus exercises most of the state chart")
  func generatedCorpusCoverage() throws {
    let generator = TraceGenerator(seed: 7)
    var coverage = Coverage()
    for number in 1...60 {
      let text = generator.text(number: number)
      let trace = try Trace.parse(text)
      #expect(try trace.replay().result.passed, "trace \(number)")
      try coverage.add(trace, text: Array(text.utf8))
    }
    let summary = CoverageSummary(coverage, chart: ExplorationTests.stateSpace.edges)
    #expect(summary.extraEdges == [])
    #expect(summary.coversEdges(atLeast: 90), "\(summary.missingEdges.map(CoverageSummary.text(of:)))")
  }
}
