import InteractionCore

/// Watches the reports of one replay and names every violation of the invariants of SPEC section 8 that
/// can be seen from them: I1 (exactly one outcome per interaction), I2 (no `tap` after the hold), I5 (time
/// never goes backwards), I7 (at most one destination shown) and I8 (a removed target is never hit).
public struct InvariantMonitor: Sendable {
  /// The violations seen so far, as sentences naming the invariant.
  public private(set) var violations: [String] = []
  private var interaction = 0
  private var outcomes = 0
  private var holdFired = false
  private var lastInstant = Instant.zero
  private var destinationsShown = 0
  private var removed: Set<String> = []

  /// Creates a monitor for a replay that starts at rest.
  public init() {}

  /// Observes the next report.
  public mutating func observe(_ report: Report) {
    if report.instant < lastInstant {
      violations.append("I5: \(report.instant.secondsText) comes after \(lastInstant.secondsText)")
    }
    lastInstant = max(lastInstant, report.instant)
    guard case .transition(let transition) = report else { return }
    if transition.from == .idle && transition.to != .idle {
      if interaction != 0 && outcomes == 0 {
        violations.append("I1: interaction \(interaction) ended without an outcome")
      }
      interaction = transition.interaction
      outcomes = 0
      holdFired = false
      if let target = transition.target, removed.contains(target) {
        violations.append("I8: removed target \(target) was hit")
      }
    }
    if transition.from == .pressing && transition.to == .lifting { holdFired = true }
    if let outcome = transition.outcome {
      outcomes += 1
      if outcomes > 1 { violations.append("I1: interaction \(interaction) has \(outcomes) outcomes") }
      if case .tap = outcome, holdFired { violations.append("I2: a tap after the hold fired") }
    }
    if transition.interaction != 0 && (transition.to == .idle || transition.to == .showingDestination)
      && outcomes != 1
    {
      violations.append("I1: interaction \(interaction) ended with \(outcomes) outcomes")
    }
    for effect in transition.effects {
      switch effect {
      case .showDestination:
        destinationsShown += 1
        if destinationsShown > 1 { violations.append("I7: \(destinationsShown) destinations shown at once") }
      case .closeDestination:
        destinationsShown -= 1
      default:
        break
      }
    }
    if case .input(.remove(let id)) = transition.trigger { removed.insert(id) }
  }
}
