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
  /// (a phase's start) dropped, so that equal futures give equal snapshots.
  var canonicalState: MachineState {
    var rebased = state.rebased(to: now)
    switch rebased {
    case .pressing(var pressing):
      pressing.since = .zero
      rebased = .pressing(pressing)
    case .lifting(var lifting):
      lifting.since = .zero
      rebased = .lifting(lifting)
    case .presented(var presenting):
      // The start of a presented menu matters only while deferred loads are pending.
      if nextDeadline == nil { presenting.since = .zero }
      rebased = .presented(presenting)
    case .committing(var committing):
      committing.since = .zero
      rebased = .committing(committing)
    case .dismissing(var dismissing):
      dismissing.since = .zero
      rebased = .dismissing(dismissing)
    case .showingDestination(var shown):
      shown.since = .zero
      rebased = .showingDestination(shown)
    case .idle:
      break
    }
    return rebased
  }
}

extension MachineState {
  /// The state with every instant counted from `origin`.
  func rebased(to origin: Instant) -> MachineState {
    func shift(_ instant: Instant) -> Instant { Instant(nanoseconds: (instant - origin).nanoseconds) }
    switch self {
    case .idle:
      return .idle
    case .pressing(var state):
      state.since = shift(state.since)
      state.holdDeadline = shift(state.holdDeadline)
      return .pressing(state)
    case .lifting(var state):
      state.since = shift(state.since)
      state.liftDeadline = shift(state.liftDeadline)
      return .lifting(state)
    case .presented(var state):
      state.since = shift(state.since)
      return .presented(state)
    case .committing(var state):
      state.since = shift(state.since)
      state.deadline = shift(state.deadline)
      return .committing(state)
    case .dismissing(var state):
      state.since = shift(state.since)
      state.deadline = shift(state.deadline)
      return .dismissing(state)
    case .showingDestination(var state):
      state.since = shift(state.since)
      return .showingDestination(state)
    }
  }
}
