import InteractionAnalysis
import InteractionCore

/// `interaction-sim shrink TRACE [--line N]`: the smallest trace that still fails the same expectation
/// the same way, by delta debugging.
enum ShrinkCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    let parsed: Arguments
    switch Arguments.parse(arguments, options: ["--line"]) {
    case .success(let value): parsed = value
    case .failure(let message): return usage(message.text)
    }
    if parsed.help {
      Output.standard.write(Help.shrink)
      return .success
    }
    guard parsed.operands.count == 1, let path = parsed.operands.first else {
      return usage(
        parsed.operands.isEmpty ? "missing TRACE" : "expected one TRACE, found \(parsed.operands.count)")
    }
    var line: Int?
    if let text = parsed.values["--line"] {
      guard let value = Int(text), value > 0 else {
        return usage("expected a line number for '--line', found '\(text)'")
      }
      line = value
    }
    let source = path == "-" ? TraceSource(name: "<stdin>", path: nil) : TraceSource(name: path, path: path)
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
    Output.error.line(
      source.name + ": shrunk \(trace.inputs.count) → \(shrunk.inputs.count) inputs, "
        + "\(trace.scene.targets.count) → \(shrunk.scene.targets.count) targets, "
        + "\(trace.menuItemCount) → \(shrunk.menuItemCount) menu items in \(shrinker.replays) replays; "
        + "still fails: " + chosen.message)
    return .success
  }

  private static func usage(_ message: String) -> ExitStatus {
    Output.usageError(message, usage: Help.shrinkUsage, helpCommand: "interaction-sim shrink --help")
  }
}
