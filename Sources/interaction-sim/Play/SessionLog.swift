import InteractionCore

/// The host's report sink: keeps what the status lines show, the last report as a transcript line and
/// every outcome with its interaction's number.
struct SessionLog: ReportSink {
  /// The last report, as `interaction-sim replay` prints it.
  var lastLine = ""
  /// The outcomes so far, in the order the interactions ended.
  var outcomes: [(interaction: Int, outcome: Outcome)] = []

  /// Keeps the report's line, and its outcome where it decides one.
  mutating func receive(_ report: Report) {
    lastLine = Transcript.line(for: report)
    if case .transition(let transition) = report, let outcome = transition.outcome {
      outcomes.append((transition.interaction, outcome))
    }
  }
}
