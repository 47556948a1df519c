import InteractionAnalysis
import InteractionCore

/// `interaction-sim coverage PATH… [--min PERCENT]`: which transitions of the state chart and which rule
/// ids of SPEC a corpus of traces exercises, and which it never does.
enum CoverageCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    let parsed: Arguments
    switch Arguments.parse(arguments, options: ["--min"]) {
    case .success(let value): parsed = value
    case .failure(let message): return usage(message.text)
    }
    if parsed.help {
      Output.standard.write(Help.coverage)
      return .success
    }
    guard !parsed.operands.isEmpty else { return usage("missing PATH") }
    var minimum: Double?
    if let text = parsed.values["--min"] {
      guard let value = Double(text), value >= 0, value <= 100, text.allSatisfy({ $0.isNumber || $0 == "." })
      else { return usage("expected a percentage from 0 to 100 for '--min', found '\(text)'") }
      minimum = value
    }
    var coverage = Coverage()
    var badInput = false
    for source in TraceFiles.sources(for: parsed.operands) {
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
      Output.error.line(
        Output.error.paint("error:", "1;31") + " transition coverage "
          + CoverageSummary.ratio(summary.coveredEdges.count, summary.edgeTotal)
          + " is below \(text(minimum))%")
      return .expectationFailed
    }
    return .success
  }

  private static func text(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private static func usage(_ message: String) -> ExitStatus {
    Output.usageError(message, usage: Help.coverageUsage, helpCommand: "interaction-sim coverage --help")
  }
}
