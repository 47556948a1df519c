import InteractionAnalysis

/// `interaction-sim graph [--format mermaid|dot]`: the state chart, generated from the machine by
/// exploring its whole reachable state space.
enum GraphCommand: Subcommand {
  /// How the chart is written.
  enum Format: String, CaseIterable {
    /// A Mermaid `stateDiagram-v2`.
    case mermaid
    /// A Graphviz digraph.
    case dot
  }

  /// What `graph` reads from its arguments.
  struct Options: ParsableOptions {
    /// How to write the chart.
    var format = Format.mermaid
  }

  static let declaration = CommandDeclaration<Options>(
    name: "graph", abstract: "Prints the state chart, generated from the machine (Mermaid or DOT).",
    discussion: """
      The chart is generated, not written by hand: the machine's whole reachable state space is
      explored (in the standard exploration model's scene) and every transition seen becomes an edge,
      state x event -> state, events that share a pair of states joined on one arrow.
      docs/state-chart.mmd is this output.
      """,
    options: [
      .defaulted(
        "--format", into: \.format, .choice,
        help: "mermaid: a Mermaid stateDiagram-v2; dot: a Graphviz digraph.")
    ],
    exitStatus: "0 on success, 2 on bad usage.")

  static func run(_ options: Options) -> ExitStatus {
    let chart = StateChart(edges: Explorer(checksInvariants: false).exploreStateSpace().edges)
    Output.standard.write(options.format == .dot ? chart.dot : chart.mermaid)
    return .success
  }
}
