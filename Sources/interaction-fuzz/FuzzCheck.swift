import InteractionAnalysis
import InteractionCore

/// The checks every fuzz input must survive: the parser never traps; a trace that parses replays within
/// the invariants (I1, I2, I5, I7, I8), deterministically (I4), and writes back to text that parses to
/// the same trace.
enum FuzzCheck {
  /// Runs every check on one input; returns a description of the first violation, or `nil`.
  static func run(_ bytes: [UInt8]) -> String? {
    let trace: Trace
    do {
      trace = try Trace.parse(bytes)
    } catch {
      // Bad input must be reported with a place in the file, never trap.
      return error.line >= 1 && error.column >= 1 ? nil : "an error without a place: \(error.message)"
    }
    var monitor = MonitoringSink()
    _ = trace.replay(to: &monitor)
    if let violation = monitor.monitor.violations.first { return violation }
    if let late = monitor.inputTooLate {
      return "T1: a trace that parses has an input ignored as too late: " + late
    }
    if trace.transcript != trace.transcript { return "I4: two replays differ" }
    let written = trace.text
    guard let reparsed = try? Trace.parse(Array(written.utf8)) else {
      return "the writer's text does not parse:\n" + written
    }
    if reparsed != trace { return "the writer's text parses to another trace:\n" + written }
    return nil
  }
}

/// A sink that runs the invariant monitor over a replay, and notes an input ignored as too late (the
/// parser must have rejected it, T1).
struct MonitoringSink: ReportSink {
  var monitor = InvariantMonitor()
  var inputTooLate: String?

  mutating func receive(_ report: Report) {
    monitor.observe(report)
    if case .ignored(let ignored) = report, case .instantTooLate = ignored.reason, inputTooLate == nil {
      inputTooLate = ignored.reason.text
    }
  }
}
