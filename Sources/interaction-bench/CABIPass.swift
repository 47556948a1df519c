import CAllocationCounter
import CInteraction
import InteractionCore

/// The same workload through the C ABI (include/interaction.h, linked from `InteractionC`): the scene is
/// handed over as a trace's text, each input as an `interaction_input`, and each call's reports are read
/// from the C structs the machine lends (their kind, the phase they reach, whether they decide an
/// outcome: what ``CountingSink`` reads). The calls go through the header's C declarations, as a C
/// host's do.
enum CABIPass {
  struct Figures {
    var nanoseconds: UInt64
    var medianNanoseconds: UInt64
    var allocationsPerEvent: Double
    var transitions: Int
    var ignored: Int
    var outcomes: Int
    var backToIdle: Int
  }

  /// A machine over the workload's scene, made from its trace text as a C host makes one; the caller
  /// frees it.
  static func newMachine() -> UnsafeMutablePointer<interaction_machine> {
    let text = Array(Trace(scene: Workload.scene).text.utf8)
    var created: UnsafeMutablePointer<interaction_machine>?
    let status = text.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        interaction_machine_new($0.baseAddress, UInt64($0.count), &created, nil)
      }
    }
    guard status == INTERACTION_STATUS_OK, let machine = created else {
      fail("interaction_machine_new refused the workload's scene (status \(status))")
    }
    return machine
  }

  @inline(never)
  static func drive(_ stream: [(Input, Instant)], passes: Int) -> Figures {
    let machine = newMachine()
    defer { interaction_machine_free(machine) }
    let inputs = stream.map { cInput($0.0, machine) }
    let instants = stream.map { $0.1.nanoseconds }
    let passLength = Workload.passLength(of: stream)
    var passNanoseconds: [UInt64] = []
    passNanoseconds.reserveCapacity(passes)
    var allocationsPerEvent = 0.0
    var counts = ReportCounts()
    for pass in 0...passes {
      let offset = Int64(pass) * passLength
      let allocationsBefore = interaction_allocation_count()
      let start = monotonicNanoseconds()
      counts = measuredCABIPass(inputs, instants, offset: offset, machine: machine, counts: counts)
      let elapsed = monotonicNanoseconds() - start
      let allocations = interaction_allocation_count() - allocationsBefore
      if pass > 0 {
        passNanoseconds.append(elapsed)
        allocationsPerEvent = max(allocationsPerEvent, Double(allocations) / Double(stream.count))
      }
    }
    passNanoseconds.sort()
    let runs = passes + 1
    return Figures(
      nanoseconds: passNanoseconds[0], medianNanoseconds: passNanoseconds[passNanoseconds.count / 2],
      allocationsPerEvent: allocationsPerEvent, transitions: counts.transitions / runs,
      ignored: counts.ignored / runs, outcomes: counts.outcomes / runs, backToIdle: counts.backToIdle / runs)
  }

  /// What the reports of the passes so far hold: what ``CountingSink`` counts.
  struct ReportCounts {
    var transitions = 0
    var ignored = 0
    var outcomes = 0
    var backToIdle = 0
  }

  /// The C input of a workload input, its ids looked up in the machine's names.
  static func cInput(_ input: Input, _ machine: UnsafeMutablePointer<interaction_machine>)
    -> interaction_input
  {
    var result = interaction_input()
    result.verb = input.verb.rawValue
    result.name = INTERACTION_NO_NAME
    if let point = input.point {
      result.x = point.x.millipoints
      result.y = point.y.millipoints
    }
    if let force = input.force { result.force = force.millionths }
    if let key = input.key { result.key = key.rawValue }
    if let id = input.id {
      let bytes = Array(id.utf8)
      let status = bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          interaction_machine_find_name(machine, $0.baseAddress, UInt64($0.count), &result.name)
        }
      }
      if status != INTERACTION_STATUS_OK { fail("the workload's id \(id) is not a name of its scene") }
    }
    return result
  }
}

/// One pass over the inputs, each shifted by `offset`: the loop alone, which
/// `scripts/callgrind-figures` counts (not the machine's or the arrays' setup), as it counts the
/// core's `measuredCorePass`. Each call's reports are read from the C structs the machine lends.
@inline(never)
func measuredCABIPass(
  _ inputs: [interaction_input], _ instants: [Int64], offset: Int64,
  machine: UnsafeMutablePointer<interaction_machine>, counts: CABIPass.ReportCounts
) -> CABIPass.ReportCounts {
  var counts = counts
  let idle = Phase.idle.rawValue
  let transition = interaction_report_kind(INTERACTION_REPORT_KIND_TRANSITION)
  inputs.withUnsafeBufferPointer { inputs in
    instants.withUnsafeBufferPointer { instants in
      var reports: UnsafePointer<interaction_report>?
      var count: UInt32 = 0
      for index in 0..<inputs.count {
        _ = interaction_machine_send_reports(
          machine, inputs.baseAddress! + index, instants[index] + offset, &reports, &count)
        guard var report = reports else { continue }
        let end = report + Int(count)
        while report < end {
          if report.pointee.kind == transition {
            counts.transitions &+= 1
            if report.pointee.to == idle { counts.backToIdle &+= 1 }
            if report.pointee.outcome != 0 { counts.outcomes &+= 1 }
          } else {
            counts.ignored &+= 1
          }
          report += 1
        }
      }
    }
  }
  return counts
}
