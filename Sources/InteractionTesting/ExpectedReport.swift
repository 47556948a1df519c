import InteractionCore

/// What a test expects the machine to report next: a transition or an ignored input, matched field by
/// field.
///
/// An expectation checks what it names. The state before and after are always checked, and so is the
/// outcome: leaving out `outcome:` expects none, so an outcome a test did not expect is a failure. The
/// trigger, the effects and an ignored input's reason are checked when given: leave out `effects:` and
/// the effects are not checked; write `effects: []` to expect none.
///
/// ```swift
/// .transition(.idle, .down(Point(100, 20)), .pressing, effects: [.highlightSource("apple")])
/// .transition(.pressing, .timer(.hold), .lifting)      // effects not checked
/// .transition(.lifting, .timer(.lift), .presented, effects: [.showMenu(target: "apple", compact: false)])
/// .ignored(.idle, .up, reason: .noRule)
/// ```
public struct ExpectedReport: Hashable, Sendable {
  /// Whether a transition or an ignored input is expected.
  public enum Kind: Hashable, Sendable {
    /// A transition.
    case transition
    /// An ignored input.
    case ignored
  }

  /// Whether a transition or an ignored input is expected.
  public var kind: Kind
  /// The state before (for an ignored input: the state it stayed in).
  public var from: Phase
  /// The input or timer, if checked.
  public var trigger: Trigger?
  /// The state after, for a transition.
  public var to: Phase?
  /// The exact effects in order, if checked.
  public var effects: [Effect]?
  /// The outcome the transition decides; `nil` expects none.
  public var outcome: Outcome?
  /// The reason an input was ignored, if checked.
  public var reason: IgnoreReason?

  /// Expects a transition from `from` to `to`, caused by `trigger` (an input, `.input(.up)`, or a timer,
  /// `.timer(.hold)`), with exactly `effects` where given (left out: not checked), deciding exactly
  /// `outcome` (left out: none).
  public static func transition(
    _ from: Phase, _ trigger: Trigger, _ to: Phase, effects: [Effect]? = nil, outcome: Outcome? = nil
  ) -> ExpectedReport {
    ExpectedReport(
      kind: .transition, from: from, trigger: trigger, to: to, effects: effects, outcome: outcome)
  }

  /// Expects a transition from `from` to `to` caused by `input`, written as the input itself:
  /// `.transition(.idle, .down(Point(100, 20)), .pressing)`. `effects` and `outcome` as above.
  public static func transition(
    _ from: Phase, _ input: Input, _ to: Phase, effects: [Effect]? = nil, outcome: Outcome? = nil
  ) -> ExpectedReport {
    transition(from, .input(input), to, effects: effects, outcome: outcome)
  }

  /// Expects a transition from `from` to `to`, whatever caused it, with exactly `effects` where given
  /// (left out: not checked), deciding exactly `outcome` (left out: none).
  public static func transition(
    _ from: Phase, _ to: Phase, effects: [Effect]? = nil, outcome: Outcome? = nil
  ) -> ExpectedReport {
    ExpectedReport(kind: .transition, from: from, trigger: nil, to: to, effects: effects, outcome: outcome)
  }

  /// Expects an input to be ignored in `phase`, for `reason` where given.
  public static func ignored(_ phase: Phase, _ input: Input? = nil, reason: IgnoreReason? = nil)
    -> ExpectedReport
  {
    ExpectedReport(kind: .ignored, from: phase, trigger: input.map { .input($0) }, reason: reason)
  }

  /// The expectation as a failure message writes it, in the transcript's shape: `idle --down
  /// 100,20--> pressing: highlight apple`, `pressing --any trigger--> lifting` when the trigger is not
  /// checked, `: no effect` for `effects: []`, `=> outcome perform delete`; `idle: up ignored (no rule
  /// in this state)`, `idle: an input ignored` when neither is checked.
  var text: String {
    switch kind {
    case .transition:
      var line = from.spelling + " --" + (trigger?.text ?? "any trigger") + "--> " + (to?.spelling ?? "")
      if let effects {
        line += effects.isEmpty ? ": no effect" : ": " + effects.map(\.text).joined(separator: ", ")
      }
      if let outcome { line += " => outcome " + outcome.text }
      return line
    case .ignored:
      var line = from.spelling + ": " + (trigger?.text ?? "an input") + " ignored"
      if let reason { line += " (" + reason.text + ")" }
      return line
    }
  }

  /// The mismatches between this expectation and `report`, as sentences; empty when it matches.
  func mismatches(with report: Report) -> [String] {
    var problems: [String] = []
    switch report {
    case .transition(let transition):
      guard kind == .transition else { return ["expected an ignored input, got a transition"] }
      if transition.from != from {
        problems.append("from: expected \(from.spelling), got \(transition.from.spelling)")
      }
      if let to, transition.to != to {
        problems.append("to: expected \(to.spelling), got \(transition.to.spelling)")
      }
      if let trigger, transition.trigger != trigger {
        problems.append("trigger: expected \(trigger.text), got \(transition.trigger.text)")
      }
      if let effects, !transition.effects.elementsEqual(effects) {
        problems.append(
          "effects: expected [\(effects.map(\.text).joined(separator: ", "))], got [\(transition.effects.map(\.text).joined(separator: ", "))]"
        )
      }
      if transition.outcome != outcome {
        problems.append(
          "outcome: expected \(outcome?.text ?? "none"), got \(transition.outcome?.text ?? "none")")
      }
    case .ignored(let ignored):
      guard kind == .ignored else { return ["expected a transition, got an ignored input"] }
      if ignored.phase != from {
        problems.append("phase: expected \(from.spelling), got \(ignored.phase.spelling)")
      }
      if let trigger, trigger != .input(ignored.input) {
        problems.append("input: expected \(trigger.text), got \(ignored.input.text)")
      }
      if let reason, ignored.reason != reason {
        problems.append("reason: expected \(reason.text), got \(ignored.reason.text)")
      }
    }
    return problems
  }
}
