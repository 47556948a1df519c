import InteractionCore

/// A driver for tests of an app's own scenes, in the spirit of TCA's `TestStore`: send inputs at
/// instants, then say exactly which reports followed. Reports a test does not assert are failures, not
/// silently dropped.
///
/// ```swift
/// var store = try InteractionTestStore(scene: scene)
/// store.send(.down(Point(100, 20)), at: .zero, expecting: [.transition(.idle, .pressing)])
/// store.advance(to: .milliseconds(500), expecting: [.transition(.pressing, .timer(.hold), .lifting)])
/// #expect(store.finish() == [])
/// ```
public struct InteractionTestStore: Sendable {
  /// The machine under test.
  public private(set) var machine: InteractionMachine
  /// Every failure so far, as `file:line: message` lines in the order they were found.
  public private(set) var failures: [String] = []
  /// Reports received but not yet asserted (with ``receive(_:file:line:)``).
  public private(set) var unasserted: [Report] = []

  /// Creates a store over a machine at rest; a scene or configuration that breaks a rule of a trace is
  /// refused (SPEC I9).
  public init(scene: Scene, configuration: Configuration = .standard) throws(SceneError) {
    machine = try InteractionMachine(scene: scene, configuration: configuration)
  }

  /// Sends an input at an instant, and asserts that the reports it caused (due timers first) are exactly
  /// `expected`, in order. Reports left over from an earlier step that were never asserted fail first.
  public mutating func send(
    _ input: Input, at instant: Instant, expecting expected: [ExpectedReport], file: String = #fileID,
    line: Int = #line
  ) {
    flushUnasserted(file: file, line: line)
    unasserted = machine.send(input, at: instant)
    receive(expected, file: file, line: line)
  }

  /// Sends an input and keeps its reports for later ``receive(_:file:line:)`` calls.
  public mutating func send(_ input: Input, at instant: Instant, file: String = #fileID, line: Int = #line) {
    flushUnasserted(file: file, line: line)
    unasserted = machine.send(input, at: instant)
  }

  /// Advances time, and asserts that the timers that fired reported exactly `expected`.
  public mutating func advance(
    to instant: Instant, expecting expected: [ExpectedReport], file: String = #fileID, line: Int = #line
  ) {
    flushUnasserted(file: file, line: line)
    unasserted = machine.advance(to: instant)
    receive(expected, file: file, line: line)
  }

  /// Asserts the next reports not yet asserted, in order.
  public mutating func receive(_ expected: [ExpectedReport], file: String = #fileID, line: Int = #line) {
    for (position, expectation) in expected.enumerated() {
      guard !unasserted.isEmpty else {
        fail("expected \(expected.count - position) more report(s), got none", file: file, line: line)
        return
      }
      let report = unasserted.removeFirst()
      let problems = expectation.mismatches(with: report)
      if !problems.isEmpty {
        fail(
          "report \(position + 1) (\(describe(report))): " + problems.joined(separator: "; "), file: file,
          line: line)
      }
    }
  }

  /// Drops the reports not yet asserted, on purpose (non-exhaustive testing).
  public mutating func skipUnasserted() {
    unasserted.removeAll()
  }

  /// Ends the test: every report left unasserted becomes a failure. Returns all failures.
  public mutating func finish(file: String = #fileID, line: Int = #line) -> [String] {
    flushUnasserted(file: file, line: line)
    return failures
  }

  private mutating func flushUnasserted(file: String, line: Int) {
    for report in unasserted { fail("unasserted report: " + describe(report), file: file, line: line) }
    unasserted.removeAll()
  }

  private mutating func fail(_ message: String, file: String, line: Int) {
    failures.append("\(file):\(line): \(message)")
  }

  private func describe(_ report: Report) -> String {
    switch report {
    case .transition(let transition):
      var text =
        transition.instant.secondsText + " " + transition.from.text + " --" + transition.trigger.text
        + "--> " + transition.to.text
      if !transition.effects.isEmpty { text += ": " + transition.effects.map(\.text).joined(separator: ", ") }
      if let outcome = transition.outcome { text += " => " + outcome.text }
      return text
    case .ignored(let ignored):
      return ignored.instant.secondsText + " " + ignored.phase.text + ": " + ignored.input.text + " ignored ("
        + ignored.reason.text + ")"
    }
  }
}
