import Foundation
import InteractionAnalysis
import InteractionCore

/// The figures the guides quote from the tools: the state chart, `coverage traces`' output, the
/// explorer's counts, the timeline example. Each is computed once, when an output first asks for it.
enum Figures {
  /// `--explore`: also run the exploration at depth 3 (about 15 s in a debug build) for its row of
  /// docs/testing.md; without it, that row is kept as the file holds it (`ExplorationTests` checks it).
  static let explores = CommandLine.arguments.contains("--explore")

  /// The whole reachable state space of the standard model (about 5 s in a debug build), without the
  /// invariants' checks: the tests check them, and the figures are the same.
  static let stateSpace = Explorer(checksInvariants: false).exploreStateSpace()

  /// docs/state-chart.mmd: what `interaction-sim graph` prints.
  static var chart: String { StateChart(edges: stateSpace.edges).mermaid }

  /// docs/cli.md's copy of the chart.
  static var chartBlock: String {
    """
    <!-- BEGIN GENERATED CHART: docs/state-chart.mmd, written by scripts/regenerate. -->
    ```mermaid
    \(chart)```
    <!-- END GENERATED CHART -->
    """
  }

  /// What `interaction-sim coverage traces` prints, run from the package's root.
  static func coverage(root: String) throws -> String {
    let folder = root + "/traces"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".trace") }
    var coverage = Coverage()
    for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
      try coverage.add(Trace.parse(bytes), text: bytes)
    }
    return CoverageSummary(coverage, chart: stateSpace.edges).report(traceCount: coverage.traceCount)
  }

  /// docs/cli.md's copy of `coverage traces`' output, inside a list item.
  static func coverageBlock(root: String) throws -> String {
    let lines = try coverage(root: root).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    return """
      <!-- BEGIN GENERATED COVERAGE: the output of `interaction-sim coverage traces`, written by
        scripts/regenerate. -->
        ```text
      \(lines.map { "  " + $0 }.joined(separator: "\n"))
        ```
        <!-- END GENERATED COVERAGE -->
      """
  }

  /// A number with its thousands separated by commas.
  static func grouped(_ value: Int) -> String {
    var digits = String(value)
    var result = ""
    while digits.count > 3 {
      result = "," + digits.suffix(3) + result
      digits.removeLast(3)
    }
    return digits + result
  }

  /// One row of docs/testing.md's table of explorations.
  static func row(_ run: String, _ depth: String, _ result: ExplorationResult, sequences: Bool = true)
    -> String
  {
    let counts =
      [sequences ? grouped(result.sequences) : "—", grouped(result.steps)]
      + [grouped(result.distinctStates), String(result.edges.count)]
    return "  | \(run) | \(depth) | " + counts.joined(separator: " | ") + " |"
  }

  /// The label of the depth-3 row, which `--explore` writes and a run without it keeps.
  static let depthThreeRun = "`swift test` (debug, ~20 s)"

  /// docs/testing.md's table of explorations, from its current text (for the depth-3 row without
  /// `--explore`).
  static func explorationBlock(current: String) throws -> String {
    let depthThree: String
    if explores {
      depthThree = row(depthThreeRun, "3", Explorer(checksInvariants: false).exploreSequences(depth: 3))
    } else {
      guard
        let kept = current.split(separator: "\n").first(where: { $0.hasPrefix("  | \(depthThreeRun) | 3 |") })
      else { throw MissingMarker(marker: "  | \(depthThreeRun) | 3 | (run scripts/regenerate --explore)") }
      depthThree = String(kept)
    }
    let depthTwo = row(
      "`INTERACTION_QUICK=1 swift test`", "2", Explorer(checksInvariants: false).exploreSequences(depth: 2))
    let closure = row(
      "`swift run -c release interaction-explore --state-space` (~2 s)", "closure", stateSpace,
      sequences: false)
    return """
      <!-- BEGIN GENERATED EXPLORATION: written by scripts/regenerate (the depth-3 row by
        scripts/regenerate --explore); ExplorationTests compares its runs with these rows. -->
        The model's alphabet: \(ExplorationModel.standard.alphabet.count) inputs.

        | run | depth | sequences | steps | distinct states | chart edges |
        | --- | --- | --- | --- | --- | --- |
      \(depthThree)
      \(depthTwo)
      \(closure)

        <!-- END GENERATED EXPLORATION -->
      """
  }

  /// docs/timeline-example.svg: what `interaction-sim timeline` draws of the example trace.
  static func timeline(root: String) throws -> String {
    let name = "08-component-actions-with-destination.trace"
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/traces/" + name)))
    return TimelineSVG.render(try Timeline(trace: Trace.parse(bytes)), title: name)
  }
}
