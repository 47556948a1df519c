import InteractionAnalysis

/// `interaction-sim graph [--format mermaid|dot]`: the state chart, generated from the machine by
/// exploring its whole reachable state space.
enum GraphCommand {
  static func run(_ arguments: [String]) -> ExitStatus {
    let parsed: Arguments
    switch Arguments.parse(arguments, options: ["--format"]) {
    case .success(let value): parsed = value
    case .failure(let message): return usage(message.text)
    }
    if parsed.help {
      Output.standard.write(Help.graph)
      return .success
    }
    guard parsed.operands.isEmpty else { return usage("unexpected argument '\(parsed.operands[0])'") }
    let format = parsed.values["--format"] ?? "mermaid"
    guard format == "mermaid" || format == "dot" else {
      return usage("expected mermaid or dot for '--format', found '\(format)'")
    }
    let chart = StateChart(edges: Explorer(checksInvariants: false).exploreStateSpace().edges)
    Output.standard.write(format == "dot" ? chart.dot : chart.mermaid)
    return .success
  }

  private static func usage(_ message: String) -> ExitStatus {
    Output.usageError(message, usage: Help.graphUsage, helpCommand: "interaction-sim graph --help")
  }
}
