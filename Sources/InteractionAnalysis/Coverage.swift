import InteractionCore

/// What a corpus of traces exercises: the state chart's transitions (state × event → state) and the
/// rule ids of SPEC, found by replaying each trace (``RuleTable``) and read from its comments.
public struct Coverage: Sendable {
  /// Every transition the replays made, as state-chart edges.
  public private(set) var edges: Set<StateChartEdge> = []
  /// The rule ids the replays exercised, by ``RuleTable``.
  public private(set) var exercisedRules: Set<String> = []
  /// The rule ids the traces' comments name.
  public private(set) var namedRules: Set<String> = []
  /// How many traces were added.
  public private(set) var traceCount = 0

  /// An empty coverage.
  public init() {}

  /// Adds a trace: replays it (twice, for I4) and reads the rule ids in its comments from its text. A
  /// trace whose scene or configuration breaks a rule of the format is refused (SPEC I9).
  public mutating func add(_ trace: Trace, text: [UInt8] = []) throws(SceneError) {
    let first = try trace.replay().reports
    let second = try trace.replay().reports
    traceCount += 1
    note(.replayedTwice(identical: first == second))
    for input in trace.inputs { note(.input(input)) }
    var previous: Report?
    var removed: Set<String> = []
    for report in first {
      note(.report(report, previous: previous, removed: removed, scene: trace.scene))
      if case .transition(let transition) = report {
        edges.insert(
          StateChartEdge(
            from: transition.from, event: StateChartEdge.event(of: transition.trigger), to: transition.to))
        if case .input(.remove(let id)) = transition.trigger { removed.insert(id) }
      }
      previous = report
    }
    namedRules.formUnion(Coverage.ruleIDs(inCommentsOf: text))
  }

  /// The rule ids either exercised or named.
  public var rules: Set<String> { exercisedRules.union(namedRules) }

  private mutating func note(_ observation: RuleObservation) {
    for rule in RuleTable.rules(exercisedBy: observation) { exercisedRules.insert(rule) }
  }

  /// The rule ids of SPEC that the comments of a trace's text name: a comment starts at a `#` that
  /// begins a token outside quotes (SPEC section 9); `P1-P8` names P1 to P8.
  public static func ruleIDs(inCommentsOf text: [UInt8]) -> Set<String> {
    var result: Set<String> = []
    let known = Set(RuleTable.allRules)
    for comment in comments(in: text) {
      // Split into words of letters and digits, keeping the dashes between them.
      var words: [String] = []
      var separators: [UInt8] = []
      var current: [UInt8] = []
      var separator: UInt8 = 0x20
      for byte in comment + [0x20] {
        let isWordByte =
          (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x61 && byte <= 0x7A)
        if isWordByte {
          if current.isEmpty { separators.append(separator) }
          current.append(byte)
        } else {
          if !current.isEmpty {
            words.append(String(decoding: current, as: UTF8.self))
            current = []
          }
          separator = byte
        }
      }
      for (index, word) in words.enumerated() where known.contains(word) {
        result.insert(word)
        // `P1-P8`: a range of one letter's rules.
        guard index + 1 < words.count, separators[index + 1] == 0x2D, known.contains(words[index + 1]),
          words[index + 1].first == word.first, let low = Int(word.dropFirst()),
          let high = Int(words[index + 1].dropFirst()), low < high
        else { continue }
        for number in low...high where known.contains(String(word.first!) + String(number)) {
          result.insert(String(word.first!) + String(number))
        }
      }
    }
    return result
  }

  /// The comments of a trace's text, without their `#`.
  static func comments(in text: [UInt8]) -> [[UInt8]] {
    var result: [[UInt8]] = []
    var index = 0
    while index < text.count {
      var end = index
      while end < text.count && text[end] != 0x0A { end += 1 }
      var quoted = false
      var position = index
      while position < end {
        let byte = text[position]
        if byte == 0x22 {
          quoted.toggle()
        } else if byte == 0x23 && !quoted
          && (position == index || text[position - 1] == 0x20 || text[position - 1] == 0x09)
        {
          result.append(Array(text[(position + 1)..<end]))
          break
        }
        position += 1
      }
      index = end + 1
    }
    return result
  }
}

/// A coverage set against the whole: what is covered, what is missing, as counts and lists.
public struct CoverageSummary: Sendable {
  /// The state chart's edges that the corpus made, sorted.
  public var coveredEdges: [StateChartEdge]
  /// The state chart's edges that it never made, sorted.
  public var missingEdges: [StateChartEdge]
  /// Edges the corpus made that the chart lacks (none, while the chart is the machine's), sorted.
  public var extraEdges: [StateChartEdge]
  /// The rule ids covered (exercised or named), in SPEC order.
  public var coveredRules: [String]
  /// The rule ids neither exercised nor named, in SPEC order.
  public var missingRules: [String]
  /// The rule ids exercised by replay, in SPEC order.
  public var exercisedRules: [String]
  /// The rule ids named in comments, in SPEC order.
  public var namedRules: [String]

  /// Compares a coverage with the chart's edges and the rules of SPEC.
  public init(_ coverage: Coverage, chart: Set<StateChartEdge>) {
    coveredEdges = chart.intersection(coverage.edges).sorted()
    missingEdges = chart.subtracting(coverage.edges).sorted()
    extraEdges = coverage.edges.subtracting(chart).sorted()
    let rules = coverage.rules
    coveredRules = RuleTable.allRules.filter { rules.contains($0) }
    missingRules = RuleTable.allRules.filter { !rules.contains($0) }
    exercisedRules = RuleTable.allRules.filter { coverage.exercisedRules.contains($0) }
    namedRules = RuleTable.allRules.filter { coverage.namedRules.contains($0) }
  }

  /// The chart's edge count.
  public var edgeTotal: Int { coveredEdges.count + missingEdges.count }

  /// Whether the covered share of the chart's edges is at least `percent` percent.
  public func coversEdges(atLeast percent: Double) -> Bool {
    guard edgeTotal > 0 else { return true }
    return Double(coveredEdges.count) * 100 >= percent * Double(edgeTotal)
  }

  /// `covered/total (P%)`, the percentage rounded down to a tenth.
  public static func ratio(_ covered: Int, _ total: Int) -> String {
    let permille = total == 0 ? 1000 : covered * 1000 / total
    return "\(covered)/\(total) (\(permille / 10).\(permille % 10)%)"
  }

  /// An edge as `from --event--> to`, as transcripts write transitions.
  public static func text(of edge: StateChartEdge) -> String {
    edge.from.spelling + " --" + edge.event + "--> " + edge.to.spelling
  }

  /// The report that `interaction-sim coverage` prints.
  public func report(traceCount: Int) -> String {
    var lines: [String] = []
    lines.append("traces: \(traceCount)")
    lines.append("transitions: " + CoverageSummary.ratio(coveredEdges.count, edgeTotal))
    for edge in missingEdges { lines.append("  missing: " + CoverageSummary.text(of: edge)) }
    for edge in extraEdges { lines.append("  not in the chart: " + CoverageSummary.text(of: edge)) }
    let total = RuleTable.allRules.count
    lines.append(
      "rules: " + CoverageSummary.ratio(coveredRules.count, total) + ", exercised by replay "
        + CoverageSummary.ratio(exercisedRules.count, total) + ", named in comments "
        + CoverageSummary.ratio(namedRules.count, total))
    if !missingRules.isEmpty { lines.append("  missing: " + missingRules.joined(separator: " ")) }
    let onlyNamed = namedRules.filter { !exercisedRules.contains($0) }
    if !onlyNamed.isEmpty { lines.append("  named only: " + onlyNamed.joined(separator: " ")) }
    return lines.joined(separator: "\n") + "\n"
  }
}
