/// Forwards reports to a sink and keeps the outcomes they decide, with their interactions' numbers.
struct OutcomeTap<Base: ReportSink>: ReportSink {
  /// The sink that gets every report.
  var base: Base
  /// The outcomes kept so far, in the order they were decided: all of them, or only those of the
  /// interactions in ``wanted``.
  var outcomes: [(interaction: Int, outcome: Outcome)]
  /// The interactions whose outcomes to keep; `nil` keeps every one.
  var wanted: WantedInteractions? = nil
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

/// Numbers in increasing order, each once, found by binary search: the interactions whose outcomes a
/// replay keeps, in the WebAssembly module, where a `Set<Int>` linked the standard library's hashing
/// and set code for this one use. The native build keeps the `Set` (its replay's instruction counts are
/// measured); both answer the same.
struct SortedNumbers: Sendable {
  /// The numbers, in increasing order, each once.
  private(set) var numbers: [Int]

  /// The numbers of `unsorted`, sorted, each once.
  init(_ unsorted: [Int]) {
    var sorted = unsorted
    sorted.stableSort(by: <)
    numbers = []
    for number in sorted where numbers.last != number { numbers.append(number) }
  }

  /// Whether `number` is one of the numbers.
  func contains(_ number: Int) -> Bool {
    var low = 0
    var high = numbers.count
    while low < high {
      let middle = (low + high) / 2
      if numbers[middle] < number { low = middle + 1 } else { high = middle }
    }
    return low < numbers.count && numbers[low] == number
  }
}

#if hasFeature(Embedded)
  /// The interactions whose outcomes a replay keeps.
  typealias WantedInteractions = SortedNumbers
#else
  /// The interactions whose outcomes a replay keeps.
  typealias WantedInteractions = Set<Int>
#endif
