import CInteraction
import InteractionCore

/// The C ABI over the core, measured pass by pass in alternation: one pass of the core and one of the
/// C ABI, over the same inputs, `pairs` times after a warm-up pair (in either order, turn about), each pass with its own machine
/// (the same loops as the other figures: ``measuredCorePass(_:_:offset:machine:sink:)`` and
/// ``measuredCABIPass(_:_:offset:machine:counts:)``). Each pair's ratio sets two passes run one right
/// after the other (tens of milliseconds apart) side by side, so a shared machine that changes speed
/// for a while slows both of a pair, or a few pairs; the median of the pairs does not move with them,
/// where a ratio of two best passes pairs passes from any moment.
enum PassPairs {
  /// The pairs' ratios, sorted, and their median.
  struct Figures {
    var ratios: [Double]
    var median: Double { ratios.isEmpty ? 0 : ratios[ratios.count / 2] }
  }

  @inline(never)
  static func measure(_ stream: [(Input, Instant)], pairs: Int) -> Figures {
    var machine = Workload.machine()
    var sink = CountingSink()
    let inputs = stream.map { $0.0 }
    let instants = stream.map { $0.1 }
    let cMachine = CABIPass.newMachine()
    defer { interaction_machine_free(cMachine) }
    let cInputs = stream.map { CABIPass.cInput($0.0, cMachine) }
    let cInstants = stream.map { $0.1.nanoseconds }
    var counts = CABIPass.ReportCounts()
    let passLength = Workload.passLength(of: stream)
    var ratios: [Double] = []
    ratios.reserveCapacity(pairs)
    /// One pass of the core, shifted by `offset`: its time.
    func corePass(_ offset: Int64) -> UInt64 {
      let start = monotonicNanoseconds()
      (machine, sink) = measuredCorePass(
        inputs, instants, offset: Interval(nanoseconds: offset), machine: machine, sink: sink)
      return monotonicNanoseconds() - start
    }
    /// One pass of the C ABI, shifted by `offset`: its time.
    func cABIPass(_ offset: Int64) -> UInt64 {
      let start = monotonicNanoseconds()
      counts = measuredCABIPass(cInputs, cInstants, offset: offset, machine: cMachine, counts: counts)
      return monotonicNanoseconds() - start
    }
    for pair in 0...pairs {
      let offset = Int64(pair) * passLength
      // The order alternates (the core first in even pairs, the C ABI first in odd ones), so that
      // whatever one pass leaves the next (caches, the allocator) favours neither host.
      let core: UInt64
      let cABI: UInt64
      if pair % 2 == 0 {
        core = corePass(offset)
        cABI = cABIPass(offset)
      } else {
        cABI = cABIPass(offset)
        core = corePass(offset)
      }
      if pair > 0 { ratios.append(Double(cABI) / Double(max(core, 1))) }
    }
    if counts.transitions != sink.transitions || counts.ignored != sink.ignored {
      fail(
        "in the pass pairs the C ABI made \(counts.transitions) transitions and \(counts.ignored) ignored reports, the core \(sink.transitions) and \(sink.ignored)"
      )
    }
    return Figures(ratios: ratios.sorted())
  }
}
