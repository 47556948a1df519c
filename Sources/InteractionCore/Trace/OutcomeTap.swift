/// Forwards reports to a sink and keeps the outcomes they decide, with their interactions' numbers.
struct OutcomeTap<Base: ReportSink>: ReportSink {
  /// The sink that gets every report.
  var base: Base
  /// The outcomes kept so far, in the order they were decided: all of them, or only those of the
  /// interactions in ``wanted``.
  var outcomes: [(interaction: Int, outcome: Outcome)]
  /// The interactions whose outcomes to keep; `nil` keeps every one.
  var wanted: Set<Int>? = nil
  /// Whether the reports to come may decide an outcome to keep; when it is `false` they are only
  /// forwarded (the replayer knows which interaction runs).
  var inspect = true

  mutating func receive(_ report: Report) {
    if inspect, case .transition(let transition) = report, transition.decidesOutcome,
      wanted?.contains(transition.interaction) ?? true, let outcome = transition.outcome
    {
      outcomes.append((transition.interaction, outcome))
    }
    base.receive(report)
  }
}

extension OutcomeTap: Sendable where Base: Sendable {}
