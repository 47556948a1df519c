import InteractionCore
import Synchronization
import Testing

/// A driver for tests of an app's own scenes, in the spirit of TCA's `TestStore`: send inputs at
/// instants, then say exactly which reports followed.
///
/// Every failure is recorded as a Swift Testing issue at the line of the call that found it (the
/// `send`, `advance`, `receive` or `finish` in your test), and kept in ``failures``. Reports a test
/// does not assert are failures, not silently dropped. A timer still pending at
/// ``finish(fileID:filePath:line:column:)`` is too, as an effect still running is in TCA: finish
/// runs time on as the end of a trace's replay does, and each report that would follow is a failure,
/// unless ``skipPendingTimers()`` ran them out on purpose. A store dropped without `finish()` is a
/// failure at the line that made it, naming what was left.
///
/// ```swift
/// var store = try InteractionTestStore(scene: scene)
/// store.send(.down(Point(100, 20)), at: .zero, expecting: .transition(.idle, .down(Point(100, 20)), .pressing))
/// store.advance(to: .milliseconds(500), expecting: .transition(.pressing, .timer(.hold), .lifting))
/// store.skipPendingTimers()  // the lift timer is still pending: run it out, unasserted
/// store.finish()
/// ```
///
/// Each `expecting:` and `receive` takes one expected report, several, or an array of them. An
/// expectation checks what it names: leave out `effects:` and the effects are not checked, write
/// `effects: []` to expect none.
///
/// Copies of a store share whether it was finished: finishing any copy finishes them all.
public struct InteractionTestStore: Sendable {
  /// The machine under test.
  public private(set) var machine: InteractionMachine
  /// Every failure so far, as `FILE:LINE: message` lines in the order they were found (each was also
  /// recorded as an issue at that line).
  public private(set) var failures: [String] = []
  /// Reports received but not yet asserted (with `receive`).
  public private(set) var unasserted: [Report] = []

  private let completion: Completion

  /// Creates a store over a machine at rest. Dropping it without ``finish(fileID:filePath:line:column:)`` records an issue at the
  /// line of this call. A scene or configuration that breaks a rule of a trace is refused (SPEC I9).
  public init(
    scene: Scene, configuration: Configuration = .standard, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) throws(SceneError) {
    machine = try InteractionMachine(scene: scene, configuration: configuration)
    completion = Completion(
      createdAt: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      machine: machine)
  }

  /// Sends an input at an instant, and asserts that the reports it caused (due timers first) are exactly
  /// `expected`, in order. Reports left over from an earlier step that were never asserted fail first.
  public mutating func send(
    _ input: Input, at instant: Instant, expecting expected: [ExpectedReport], fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    flushUnasserted(at: location)
    unasserted = machine.send(input, at: instant)
    receiveExactly(expected, at: location)
    completion.leave(unasserted, machine)
  }

  /// Sends an input at an instant, and asserts that the reports it caused (due timers first) are exactly
  /// the ones listed, in order: `expecting: .transition(.idle, .down(point), .pressing)`.
  public mutating func send(
    _ input: Input, at instant: Instant, expecting expected: ExpectedReport..., fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    send(
      input, at: instant, expecting: expected, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends an input and keeps its reports for later `receive` calls (or ``skipUnasserted()``).
  public mutating func send(
    _ input: Input, at instant: Instant, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    flushUnasserted(at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    unasserted = machine.send(input, at: instant)
    completion.leave(unasserted, machine)
  }

  /// Advances time, and asserts that the timers that fired reported exactly `expected`.
  public mutating func advance(
    to instant: Instant, expecting expected: [ExpectedReport], fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    flushUnasserted(at: location)
    unasserted = machine.advance(to: instant)
    receiveExactly(expected, at: location)
    completion.leave(unasserted, machine)
  }

  /// Advances time, and asserts that the timers that fired reported exactly the ones listed, in order:
  /// `expecting: .transition(.pressing, .timer(.hold), .lifting)`.
  public mutating func advance(
    to instant: Instant, expecting expected: ExpectedReport..., fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    advance(to: instant, expecting: expected, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Advances time and keeps the reports of the timers that fired for later `receive` calls (or
  /// ``skipUnasserted()``).
  public mutating func advance(
    to instant: Instant, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    flushUnasserted(at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    unasserted = machine.advance(to: instant)
    completion.leave(unasserted, machine)
  }

  /// Asserts the next reports not yet asserted, in order, from an array.
  public mutating func receive(
    _ expected: [ExpectedReport], fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    receive(expected, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    completion.leave(unasserted, machine)
  }

  /// Asserts the next reports not yet asserted, in order: `receive(.transition(.idle, .pressing))`, or
  /// several at once.
  public mutating func receive(
    _ expected: ExpectedReport..., fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    receive(expected, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    completion.leave(unasserted, machine)
  }

  /// Drops the reports not yet asserted, on purpose (non-exhaustive testing).
  public mutating func skipUnasserted() {
    unasserted.removeAll()
    completion.leave(unasserted, machine)
  }

  /// Runs time on until no timer is pending, as the end of a trace's replay does, and drops the reports
  /// of the timers that fire, on purpose (non-exhaustive testing): the hold of a press that a test
  /// stops at, a fade under way. The machine is then at the last deadline; reports not yet asserted
  /// before the call stay. To assert those timers instead, `advance(to:expecting:)` past them.
  public mutating func skipPendingTimers() {
    _ = InteractionTestStore.runOut(&machine)
    completion.leave(unasserted, machine)
  }

  /// Ends the test: every report left unasserted becomes a failure at this line, and so does every
  /// report that a timer still pending would make (time runs on as at the end of a trace's replay,
  /// on a copy of the machine, which is left as it is). Returns every failure of the store (each
  /// already recorded as an issue).
  @discardableResult
  public mutating func finish(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> [String] {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    flushUnasserted(at: location)
    var rest = machine
    let pending = InteractionTestStore.runOut(&rest)
    if !pending.isEmpty {
      fail(
        InteractionTestStore.pendingTimers(pending)
          + " (advance(to:expecting:) past them, or skipPendingTimers())", at: location)
    }
    completion.finish()
    return failures
  }

  /// What the reports of timers still pending are called in a failure.
  static func pendingTimers(_ reports: [Report]) -> String {
    "timers still pending would report: " + reports.map { Transcript.line(for: $0) }.joined(separator: "; ")
  }

  /// Runs a machine's time on until no timer is pending (the machine's own `settle`, as the end of a
  /// trace's replay does), and returns the timers' reports.
  static func runOut(_ machine: inout InteractionMachine) -> [Report] {
    var collector = ReportCollector()
    machine.settle(to: &collector)
    return collector.reports
  }

  /// Asserts that the reports of one step are exactly `expected`: a report beyond them fails at this
  /// step's line, not at the next one's.
  private mutating func receiveExactly(_ expected: [ExpectedReport], at location: SourceLocation) {
    receive(expected, at: location)
    guard !unasserted.isEmpty else { return }
    fail(
      "expected \(expected.count) report(s), got \(unasserted.count) more: "
        + unasserted.map { Transcript.line(for: $0) }.joined(separator: "; "), at: location)
    unasserted.removeAll()
  }

  private mutating func receive(_ expected: [ExpectedReport], at location: SourceLocation) {
    for (position, expectation) in expected.enumerated() {
      guard !unasserted.isEmpty else {
        fail(
          "expected \(expected.count - position) more report(s), got none: "
            + expected[position...].map(\.text).joined(separator: "; "), at: location)
        return
      }
      let report = unasserted.removeFirst()
      let problems = expectation.mismatches(with: report)
      if !problems.isEmpty {
        fail(
          "report \(position + 1) (\(Transcript.line(for: report))): " + problems.joined(separator: "; "),
          at: location)
      }
    }
  }

  private mutating func flushUnasserted(at location: SourceLocation) {
    for report in unasserted { fail("unasserted report: " + Transcript.line(for: report), at: location) }
    unasserted.removeAll()
  }

  private mutating func fail(_ message: String, at location: SourceLocation) {
    failures.append("\(location.fileID):\(location.line): \(message)")
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}

/// Whether a store was finished, shared by its copies, and what the copy that moved last left: its
/// reports not yet asserted and its machine. The last copy to go records an issue at the store's
/// creation when none was finished, naming what was left.
private final class Completion: Sendable {
  let createdAt: SourceLocation
  private let isFinished = Atomic(false)
  private let left: Mutex<(unasserted: [Report], machine: InteractionMachine)>

  init(createdAt: SourceLocation, machine: InteractionMachine) {
    self.createdAt = createdAt
    left = Mutex(([], machine))
  }

  func leave(_ unasserted: [Report], _ machine: InteractionMachine) {
    left.withLock { $0 = (unasserted, machine) }
  }

  func finish() {
    isFinished.store(true, ordering: .relaxed)
  }

  deinit {
    guard !isFinished.load(ordering: .relaxed) else { return }
    var (unasserted, machine) = left.withLock { $0 }
    let pending = InteractionTestStore.runOut(&machine)
    var left: [String] = []
    if !unasserted.isEmpty {
      left.append("unasserted: " + unasserted.map { Transcript.line(for: $0) }.joined(separator: "; "))
    }
    if !pending.isEmpty { left.append(InteractionTestStore.pendingTimers(pending)) }
    if left.isEmpty { left.append("no report unasserted, no timer pending") }
    let message =
      "InteractionTestStore dropped without finish(): " + left.joined(separator: "; ")
      + " (call finish() at the end of the test)"
    Issue.record(Comment(rawValue: message), sourceLocation: createdAt)
  }
}
