import InteractionAnalysis
import InteractionCore

/// `interaction-sim coverage PATH… [--min PERCENT]`: which transitions of the state chart and which rule
/// ids of SPEC a corpus of traces exercises, and which it never does.
enum CoverageCommand: Subcommand {
  /// What `coverage` reads from its arguments.
  struct Options: ParsableOptions {
    /// The files and folders of the corpus, `-` for standard input.
    var paths: [String] = []
    /// The least percentage of the chart's transitions to cover, if any.
    var minimum: Double?
  }

  static let declaration = CommandDeclaration<Options>(
    name: "coverage", abstract: "Which transitions and SPEC rules a corpus of traces exercises.",
    discussion: """
      Replays every trace and collects its transitions as state-chart edges (state x event -> state),
      then compares them with the chart generated from the machine ('interaction-sim graph'). Rule ids
      (T1...I8) count as covered when the replay shows them (a table in InteractionAnalysis maps
      transitions, ignore reasons and effects to rules) or a comment in a trace names them. Prints
      covered/total for each, and what is missing.
      """,
    operands: .tracePaths(.oneOrMore, into: \.paths),
    options: [
      .optional(
        "--min", "PERCENT", into: \.minimum, .percentage,
        help: "Exit with 1 when fewer than PERCENT percent of the chart's transitions are covered.")
    ],
    exitStatus: "0 on success, 1 below --min, 2 when a trace had bad input or on bad usage.")

  static func run(_ options: Options) -> ExitStatus {
    let minimum = options.minimum
    var coverage = Coverage()
    var badInput = false
    for source in TraceFiles.sources(for: options.paths) {
      guard let bytes = TraceFiles.bytes(of: source), let trace = TraceFiles.trace(of: source, bytes: bytes)
      else {
        badInput = true
        continue
      }
      do throws(SceneError) {
        try coverage.add(trace, text: bytes)
      } catch {
        TraceFiles.refused(source, error)
        badInput = true
      }
    }
    let chart = Explorer(checksInvariants: false).exploreStateSpace().edges
    let summary = CoverageSummary(coverage, chart: chart)
    Output.standard.write(summary.report(traceCount: coverage.traceCount))
    if badInput { return .badInput }
    if let minimum, !summary.coversEdges(atLeast: minimum) {
      Output.error.errorLine(
        "transition coverage "
          + CoverageSummary.ratio(summary.coveredEdges.count, summary.edgeTotal)
          + " is below \(text(minimum))%")
      return .expectationFailed
    }
    return .success
  }

  private static func text(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
