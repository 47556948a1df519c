/// Everything that decides how the machine goes on, with its instants made relative to ``InteractionMachine/now``:
/// two machines with equal snapshots react to the same inputs, shifted in time, with the same reports.
/// Explorers and model checkers use it to count distinct states.
public struct MachineSnapshot: Hashable, Sendable {
  let state: MachineState
  let focusedTarget: Int?
  let removedTargets: [Bool]
  let itemStates: [ItemState?]
}

extension InteractionMachine {
  /// The machine's state relative to its current instant (see ``MachineSnapshot``).
  public var snapshot: MachineSnapshot {
    var states: [ItemState?] = []
    for target in scene.targets {
      for node in target.menu.nodes { states.append(node.state) }
    }
    return MachineSnapshot(
      state: canonicalState, focusedTarget: focusedTarget, removedTargets: removedTargets,
      itemStates: states)
  }
}

extension InteractionMachine {
  /// The state with its deadlines counted from ``now`` and every instant that a deadline already implies
  /// (a phase's start) dropped, so that equal futures give equal snapshots. Only a presented menu with
  /// deferred loads pending keeps its start, from which those loads count.
  var canonicalState: MachineState {
    @_optimize(speed)
    func relative(_ instant: Instant) -> Instant { Instant(nanoseconds: (instant - now).nanoseconds) }
    switch state {
    case .idle:
      return .idle
    case .pressing(var pressing):
      pressing.since = .zero
      pressing.holdDeadline = relative(pressing.holdDeadline)
      return .pressing(pressing)
    case .lifting(var lifting):
      lifting.since = .zero
      lifting.liftDeadline = relative(lifting.liftDeadline)
      return .lifting(lifting)
    case .presented(var presenting):
      presenting.since = nextDeadline == nil ? .zero : relative(presenting.since)
      return .presented(presenting)
    case .committing(var committing):
      committing.since = .zero
      committing.lifted = .zero  // only what is drawn depends on it
      committing.deadline = relative(committing.deadline)
      return .committing(committing)
    case .dismissing(var dismissing):
      dismissing.since = .zero
      dismissing.lifted = .zero  // only what is drawn depends on it
      dismissing.deadline = relative(dismissing.deadline)
      return .dismissing(dismissing)
    case .showingDestination(var shown):
      shown.since = .zero
      return .showingDestination(shown)
    }
  }
}
