/// Forwards reports to a sink and keeps the outcomes they decide, with their interactions' numbers.
struct OutcomeTap<Base: ReportSink>: ReportSink {
  /// The sink that gets every report.
  var base: Base
  /// The outcomes so far, in the order they were decided.
  var outcomes: [(interaction: Int, outcome: Outcome)]

  mutating func receive(_ report: Report) {
    if case .transition(let transition) = report, transition.decidesOutcome, let outcome = transition.outcome {
      outcomes.append((transition.interaction, outcome))
    }
    base.receive(report)
  }
}

extension OutcomeTap: Sendable where Base: Sendable {}
