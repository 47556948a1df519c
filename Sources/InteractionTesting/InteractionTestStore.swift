import InteractionCore
import Synchronization
import Testing

/// A driver for tests of an app's own scenes, in the spirit of TCA's `TestStore`: send inputs at
/// instants, then say exactly which reports followed.
///
/// Every failure is recorded as a Swift Testing issue at the line of the call that found it (the
/// `send`, `advance`, `receive` or `finish` in your test), and kept in ``failures``. Reports a test
/// does not assert are failures, not silently dropped, and a store dropped without ``finish(fileID:filePath:line:column:)`` is a
/// failure at the line that made it.
///
/// ```swift
/// var store = try InteractionTestStore(scene: scene)
/// store.send(.down(Point(100, 20)), at: .zero, expecting: .transition(.idle, .down(Point(100, 20)), .pressing))
/// store.advance(to: .milliseconds(500), expecting: .transition(.pressing, .timer(.hold), .lifting))
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
      createdAt: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
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
    receive(expected, at: location)
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
  }

  /// Advances time, and asserts that the timers that fired reported exactly `expected`.
  public mutating func advance(
    to instant: Instant, expecting expected: [ExpectedReport], fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    flushUnasserted(at: location)
    unasserted = machine.advance(to: instant)
    receive(expected, at: location)
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
  }

  /// Asserts the next reports not yet asserted, in order, from an array.
  public mutating func receive(
    _ expected: [ExpectedReport], fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    receive(expected, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next reports not yet asserted, in order: `receive(.transition(.idle, .pressing))`, or
  /// several at once.
  public mutating func receive(
    _ expected: ExpectedReport..., fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    receive(expected, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Drops the reports not yet asserted, on purpose (non-exhaustive testing).
  public mutating func skipUnasserted() {
    unasserted.removeAll()
  }

  /// Ends the test: every report left unasserted becomes a failure at this line. Returns every failure
  /// of the store (each already recorded as an issue).
  @discardableResult
  public mutating func finish(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> [String] {
    flushUnasserted(at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    completion.finish()
    return failures
  }

  private mutating func receive(_ expected: [ExpectedReport], at location: SourceLocation) {
    for (position, expectation) in expected.enumerated() {
      guard !unasserted.isEmpty else {
        fail("expected \(expected.count - position) more report(s), got none", at: location)
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

/// Whether a store was finished, shared by its copies; the last copy to go records an issue at the
/// store's creation when none was.
private final class Completion: Sendable {
  let createdAt: SourceLocation
  private let isFinished = Atomic(false)

  init(createdAt: SourceLocation) {
    self.createdAt = createdAt
  }

  func finish() {
    isFinished.store(true, ordering: .relaxed)
  }

  deinit {
    guard !isFinished.load(ordering: .relaxed) else { return }
    Issue.record(
      "InteractionTestStore dropped without finish(): its unasserted reports were never checked",
      sourceLocation: createdAt)
  }
}
