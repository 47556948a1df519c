import Foundation
import InteractionCore
import Testing

/// SPEC T3 (I3) over the shipped corpus: how often a host ticks never changes a transition or an
/// outcome. Each shipped trace is replayed with its own ticks taken out, and again with a tick at
/// every instant its replay reports (each timer's deadline and each input's instant) and a nanosecond
/// either side; the three transcripts, and what the expectations find, must be the same.
@Suite("Tick invariance over the shipped traces (T3, I3)")
struct ShippedTraceTickTests {
  /// `trace` with its ticks taken out.
  static func withoutTicks(_ trace: Trace) -> Trace {
    var result = trace
    result.inputs = trace.inputs.filter { $0.input != .tick }
    return result
  }

  /// `trace` with a tick at each of `instants` (merged in order, before an input at the same instant)
  /// and one right after every input, at its instant. Instants past the latest one a machine accepts
  /// are left out (T1): a trace cannot hold them.
  static func ticked(_ trace: Trace, at instants: [Instant], latest: Instant) -> Trace {
    var pending = instants.filter { $0 >= .zero && $0 <= latest }.sorted()[...]
    var inputs: [TimedInput] = []
    for timed in trace.inputs {
      while let tick = pending.first, tick <= timed.instant {
        inputs.append(TimedInput(instant: tick, input: .tick))
        pending = pending.dropFirst()
      }
      inputs.append(timed)
      inputs.append(TimedInput(instant: timed.instant, input: .tick))
    }
    inputs += pending.map { TimedInput(instant: $0, input: .tick) }
    var result = trace
    result.inputs = inputs
    return result
  }

  @Test(
    "T3, I3: each shipped trace replays the same without ticks and with a tick at every deadline and a nanosecond either side",
    arguments: GoldenTranscriptTests.traceFiles)
  func ticksChangeNothing(_ traceURL: URL) throws {
    let trace = try Trace.parse([UInt8](Data(contentsOf: traceURL)))
    let name = traceURL.lastPathComponent
    let (reports, result) = try trace.replay()
    let latest = InteractionMachine.latestInstant(scene: trace.scene, configuration: trace.configuration)
    let instants = reports.flatMap { report in
      [-1, 0, 1].map { Instant(nanoseconds: report.instant.nanoseconds + $0) }
    }
    let bare = Self.withoutTicks(trace)
    let dense = Self.ticked(bare, at: instants, latest: latest)
    #expect(dense.inputs.count > bare.inputs.count, "\(name)")
    let transcript = try trace.transcript
    for variant in [bare, dense] {
      #expect(try variant.transcript == transcript, "\(name): ticks changed a transition")
      let (_, variantResult) = try variant.replay()
      #expect(variantResult.failures.isEmpty && result.failures.isEmpty, "\(name)")
      #expect(variantResult.outcomes == result.outcomes, "\(name)")
    }
  }
}
