import InteractionAnalysis
import InteractionCore

/// `interaction-sim shrink TRACE [--line N]`: the smallest trace that still fails the same expectation
/// the same way, by delta debugging.
enum ShrinkCommand: Subcommand {
  /// What `shrink` reads from its arguments.
  struct Options: ParsableOptions {
    /// The failing trace, `-` for standard input.
    var path = ""
    /// The line of the expectation whose failure to keep, or `nil` for the first that fails.
    var line: Int?
  }

  static let declaration = CommandDeclaration<Options>(
    name: "shrink", abstract: "The smallest trace that still fails the same expectation.",
    discussion: """
      Keeps the first failing expectation (or the one on line N) and its kind of failure (the same claim,
      and what was there instead), and removes everything else it can by delta debugging: inputs first
      (ddmin), then targets, then menu items, keeping the trace valid. Prints the shrunk trace on standard
      output and what was removed on standard error.
      """,
    operands: .traceFile("TRACE", into: \.path),
    options: [
      .optional(
        "--line", "N", into: \.line, .wholeNumber(in: 1...Int.max, expected: "a line number"),
        help: "Keep the failure of the expectation on line N.")
    ],
    exitStatus: "0 with the shrunk trace, 1 when the trace (or the expectation on line N) does not fail, "
      + "2 on bad input or bad usage.")

  static func run(_ options: Options) -> ExitStatus {
    let line = options.line
    let source = TraceSource(operand: options.path)
    guard let trace = TraceFiles.trace(of: source) else { return .badInput }
    var sink = DiscardingSink()
    let result: ReplayResult
    do throws(SceneError) {
      result = try trace.replay(to: &sink)
    } catch {
      TraceFiles.refused(source, error)
      return .badInput
    }
    guard !result.failures.isEmpty else {
      Output.error.line(source.name + ": every expectation holds: nothing to shrink")
      return .expectationFailed
    }
    let chosen: ExpectationFailure
    if let line {
      guard let failure = result.failures.first(where: { $0.line == line }) else {
        Output.error.line(source.name + ":\(line): no expectation on this line fails: nothing to shrink")
        return .expectationFailed
      }
      chosen = failure
    } else {
      chosen = result.failures[0]
    }
    var shrinker = TraceShrinker(keeping: chosen)
    guard let shrunk = shrinker.shrink(trace) else {
      Output.error.line(
        chosen.formatted(file: source.name) + " (only together with other expectations): nothing to shrink")
      return .expectationFailed
    }
    Output.standard.write(TraceWriter.text(for: shrunk))
    // The shrunk trace's own failure: the same claim and kind, but what it got may differ (fewer
    // outcomes than the original's, another phase of the same kind).
    var shrunkSink = DiscardingSink()
    let stillFailing =
      (try? shrunk.replay(to: &shrunkSink))?.failures.first { $0.expectation == chosen.expectation }
      ?? chosen
    Output.error.line(
      source.name + ": shrunk \(trace.inputs.count) → \(shrunk.inputs.count) inputs, "
        + "\(trace.scene.targets.count) → \(shrunk.scene.targets.count) targets, "
        + "\(trace.menuItemCount) → \(shrunk.menuItemCount) menu items in \(shrinker.replays) replays; "
        + "still fails: " + stillFailing.message)
    return .success
  }
}
