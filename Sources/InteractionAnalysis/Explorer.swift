import InteractionCore

/// What an exploration found.
public struct ExplorationResult: Sendable {
  /// How many input sequences were run to their full depth (sequence exploration), or how many steps were
  /// taken (state-space exploration).
  public var sequences = 0
  /// How many steps (input at an instant) were taken in all.
  public var steps = 0
  /// How many distinct machine states (``MachineSnapshot``) were reached.
  public var distinctStates = 0
  /// Every transition seen, as state-chart edges.
  public var edges: Set<StateChartEdge> = []
  /// Every invariant violation, with the input sequence that shows it.
  public var violations: [String] = []
}

/// Bounded exhaustive exploration of the machine (issue 4): every input of a model's alphabet at every
/// boundary instant, checking the invariants of SPEC section 8 after every step.
public struct Explorer: Sendable {
  /// The world explored.
  public var model: ExplorationModel
  /// The most violations kept before exploration stops looking.
  public var violationLimit = 20
  /// Whether every step is checked for I3, I4 and I6 (the default); without the checks, exploring the
  /// state space finds the same states and edges about three times faster, as the tools that only want
  /// the chart do.
  public var checksInvariants = true

  /// Creates an explorer over a model.
  public init(model: ExplorationModel = .standard, checksInvariants: Bool = true) {
    self.model = model
    self.checksInvariants = checksInvariants
  }

  /// A machine over the model's scene, idle; `nil`, with the refusal recorded as a violation, when the
  /// scene is refused.
  private func startingMachine(recordingRefusalIn result: inout ExplorationResult) -> InteractionMachine? {
    do throws(SceneError) {
      return try InteractionMachine(scene: model.scene, configuration: model.configuration)
    } catch {
      result.violations.append("the model's scene is refused: " + error.description)
      return nil
    }
  }

  /// Runs every input sequence of exactly `depth` steps from `idle` (and all their prefixes), each input
  /// at every instant of ``ExplorationModel/instants(after:)``.
  public func exploreSequences(depth: Int) -> ExplorationResult {
    var result = ExplorationResult()
    guard let machine = startingMachine(recordingRefusalIn: &result) else { return result }
    var seen: Set<MachineSnapshot> = [machine.snapshot]
    var path: [String] = []
    walk(machine, InvariantMonitor(), depth: depth, path: &path, seen: &seen, result: &result)
    result.distinctStates = seen.count
    return result
  }

  /// Explores the reachable state space breadth first, each distinct state expanded once, until no new
  /// state appears or `stateLimit` states are known: the source of the state chart.
  public func exploreStateSpace(stateLimit: Int = 200_000) -> ExplorationResult {
    var result = ExplorationResult()
    guard let start = startingMachine(recordingRefusalIn: &result) else { return result }
    var seen: Set<MachineSnapshot> = [start.snapshot]
    var frontier = [start]
    while !frontier.isEmpty && seen.count < stateLimit {
      var next: [InteractionMachine] = []
      for machine in frontier {
        if checksInvariants { checkCancelReachesIdle(machine, path: [], result: &result) }
        for instant in model.instants(after: machine) {
          for input in model.alphabet {
            var copy = machine
            let reports: [Report]
            if checksInvariants {
              reports = step(&copy, input, at: instant, path: [], result: &result)
            } else {
              result.steps += 1
              reports = copy.send(input, at: instant)
            }
            for report in reports { record(report, in: &result) }
            if seen.insert(copy.snapshot).inserted { next.append(copy) }
          }
        }
      }
      frontier = next
    }
    result.sequences = result.steps
    result.distinctStates = seen.count
    return result
  }

  private func walk(
    _ machine: InteractionMachine, _ monitor: InvariantMonitor, depth: Int, path: inout [String],
    seen: inout Set<MachineSnapshot>, result: inout ExplorationResult
  ) {
    guard depth > 0 else {
      result.sequences += 1
      return
    }
    checkCancelReachesIdle(machine, path: path, result: &result)
    for instant in model.instants(after: machine) {
      for input in model.alphabet {
        var copy = machine
        var watcher = monitor
        path.append("at \(instant.secondsText) \(input.text)")
        let reports = step(&copy, input, at: instant, path: path, result: &result)
        for report in reports {
          record(report, in: &result)
          watcher.observe(report)
        }
        if watcher.violations.count > monitor.violations.count && result.violations.count < violationLimit {
          result.violations.append(
            watcher.violations[monitor.violations.count...].joined(separator: "; ") + " after: "
              + path.joined(separator: ", "))
        }
        seen.insert(copy.snapshot)
        if result.violations.count < violationLimit {
          walk(copy, watcher, depth: depth - 1, path: &path, seen: &seen, result: &result)
        }
        path.removeLast()
      }
    }
  }

  /// One step, checked for determinism (I4) and tick invariance (I3): the same step from a copy, and from
  /// a copy that was first advanced to an instant in between, give the same reports.
  private func step(
    _ machine: inout InteractionMachine, _ input: Input, at instant: Instant, path: [String],
    result: inout ExplorationResult
  ) -> [Report] {
    result.steps += 1
    var twin = machine
    var ticked = machine
    let reports = machine.send(input, at: instant)
    if twin.send(input, at: instant) != reports {
      result.violations.append("I4: two runs of one step differ after: " + path.joined(separator: ", "))
    }
    let middle = Instant(nanoseconds: ticked.now.nanoseconds + (instant - ticked.now).nanoseconds / 2)
    var tickedReports = ticked.advance(to: middle)
    tickedReports += ticked.send(input, at: instant)
    if tickedReports != reports || ticked.snapshot != machine.snapshot {
      result.violations.append(
        "I3: a tick at \(middle.secondsText) changed the step after: " + path.joined(separator: ", "))
    }
    return reports
  }

  /// I6: from any state but `committing`, `showingDestination` and a fade that will show an action's
  /// destination, `cancel` and time enough reach `idle`; from those three, where the route is already
  /// decided (docs/DECISIONS.md), they reach `showingDestination`.
  private func checkCancelReachesIdle(
    _ machine: InteractionMachine, path: [String], result: inout ExplorationResult
  ) {
    let decided =
      machine.phase == .committing || machine.phase == .showingDestination
      || machine.pendingDestination != nil
    var copy = machine
    var sink = DiscardingSink()
    copy.send(.cancel, at: copy.now, to: &sink)
    // A presented menu stays up after a cancel only if the cancel was ignored, which I6 forbids.
    copy.settle(to: &sink)
    let expected: Phase = decided ? .showingDestination : .idle
    if copy.phase != expected && result.violations.count < violationLimit {
      result.violations.append(
        "I6: cancel left the machine in \(copy.phase.spelling) after: " + path.joined(separator: ", "))
    }
  }

  private func record(_ report: Report, in result: inout ExplorationResult) {
    guard case .transition(let transition) = report else { return }
    result.edges.insert(
      StateChartEdge(
        from: transition.from, event: StateChartEdge.event(of: transition.trigger), to: transition.to))
  }
}
