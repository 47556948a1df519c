import InteractionCore

/// One edge of the machine's state chart: a state, the kind of input or timer, the state it leads to.
public struct StateChartEdge: Hashable, Comparable, Sendable {
  /// The state before.
  public var from: Phase
  /// The event: an input's verb (`down`, `key escape`, …) or `timer NAME`.
  public var event: String
  /// The state after.
  public var to: Phase

  /// Creates an edge.
  public init(from: Phase, event: String, to: Phase) {
    self.from = from
    self.event = event
    self.to = to
  }

  /// The event name of a trigger: the verb of an input (keys keep their key), or `timer NAME` without
  /// the deferred element's id.
  public static func event(of trigger: Trigger) -> String {
    switch trigger {
    case .timer(.load): return "timer load"
    case .timer(let timer): return "timer " + timer.text
    case .input(.key(let key)): return "key " + key.spelling
    case .input(let input):
      let text = input.text
      return String(text.split(separator: " ").first ?? Substring(text))
    }
  }

  /// Orders edges by state (in declaration order of ``Phase``), then event, then target state.
  public static func < (lhs: StateChartEdge, rhs: StateChartEdge) -> Bool {
    (rank(lhs.from), lhs.event, rank(lhs.to)) < (rank(rhs.from), rhs.event, rank(rhs.to))
  }

  private static func rank(_ phase: Phase) -> Int {
    Phase.allCases.firstIndex(of: phase) ?? Phase.allCases.count
  }
}

/// The state chart: every transition the machine can make, as found by exploring it.
public struct StateChart: Hashable, Sendable {
  /// The edges, sorted.
  public var edges: [StateChartEdge]

  /// Creates a chart from edges in any order.
  public init<Edges: Sequence>(edges: Edges) where Edges.Element == StateChartEdge {
    self.edges = Set(edges).sorted()
  }

  /// The chart as a Mermaid `stateDiagram-v2`, events that share a pair of states joined on one arrow.
  public var mermaid: String {
    var lines = ["stateDiagram-v2", "  [*] --> idle"]
    for (from, to, events) in grouped() {
      lines.append("  \(from.spelling) --> \(to.spelling): \(events.joined(separator: ", "))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The chart as a Graphviz DOT digraph.
  public var dot: String {
    var lines = ["digraph interaction {", "  rankdir=LR;", "  node [shape=box, style=rounded];"]
    for (from, to, events) in grouped() {
      lines.append("  \(from.spelling) -> \(to.spelling) [label=\"\(events.joined(separator: "\\n"))\"];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private func grouped() -> [(Phase, Phase, [String])] {
    var result: [(Phase, Phase, [String])] = []
    for edge in edges {
      if let last = result.last, last.0 == edge.from, last.1 == edge.to {
        result[result.count - 1].2.append(edge.event)
      } else if let index = result.firstIndex(where: { $0.0 == edge.from && $0.1 == edge.to }) {
        result[index].2.append(edge.event)
      } else {
        result.append((edge.from, edge.to, [edge.event]))
      }
    }
    return result
  }
}
