/// The context-menu interaction as a deterministic, event-driven state machine (SPEC sections 2–6).
///
/// A value type that its host owns. The host hands it inputs with their instants; the machine fires
/// every timer due by then (T2), handles the input, and reports each transition with the effects for the
/// host to perform. It reads no clock and owns no timer: ``nextDeadline`` says when it next needs time to
/// reach it (T4).
///
/// ```swift
/// var machine = InteractionMachine(scene: scene)
/// var sink = ReportCollector()
/// machine.send(.down(Point(100, 20)), at: .zero, to: &sink)
/// machine.advance(to: .milliseconds(500), to: &sink)  // the hold fires: lifting
/// ```
public struct InteractionMachine: Sendable {
  /// The scene, with the current states of its menu items (they persist across interactions).
  public internal(set) var scene: Scene
  /// The timing and thresholds.
  public let configuration: Configuration
  /// The latest instant the machine has been handed.
  public var now: Instant { clock }
  /// The storage of ``now``; inlinable code moves it.
  @usableFromInline var clock: Instant = .zero
  /// How many interactions have started.
  public internal(set) var interactionCount = 0
  /// How many interactions have decided their outcome.
  public private(set) var outcomeCount = 0

  var state: MachineState = .idle
  var focusedTarget: Int?
  var removedTargets: [Bool]
  /// The scene compiled for the hot paths, and the names that reports index.
  @usableFromInline let compiled: SceneIndex

  /// The names that the machine's reports index.
  @inlinable var reportNames: ReportNames { compiled.names }

  /// Creates a machine at rest over a scene.
  public init(scene: Scene, configuration: Configuration = .standard) {
    self.scene = scene
    self.configuration = configuration
    self.removedTargets = Array(repeating: false, count: scene.targets.count)
    self.compiled = SceneIndex(scene: scene, configuration: configuration)
  }

  // MARK: - What the host reads

  /// The current phase.
  public var phase: Phase { state.phase }

  /// The id of the running interaction's target, `nil` in `idle`.
  public var targetID: String? { state.target.map { scene.targets[$0].id } }

  /// The id of the target with the keyboard focus, if any.
  public var focusedTargetID: String? { focusedTarget.map { scene.targets[$0].id } }

  /// Whether the target with the given id has been removed.
  public func isRemoved(_ targetID: String) -> Bool {
    scene.index(of: targetID).map { removedTargets[$0] } ?? false
  }

  /// The open menu level as expectations name it: `root`, a submenu's id, or `nil` when no menu is
  /// shown (every state but `presented`).
  public var openMenuLevelID: String? {
    guard case .presented(let presenting) = state else { return nil }
    if presenting.level == Menu.root { return "root" }
    return scene.targets[presenting.target].menu.nodes[presenting.level].id
  }

  /// The highlighted item's id, `nil` when none is or no menu is shown.
  public var highlightedItemID: String? {
    guard case .presented(let presenting) = state, presenting.highlight >= 0 else { return nil }
    return scene.targets[presenting.target].menu.nodes[presenting.highlight].id
  }

  /// The destination the running interaction has decided on but not shown yet: while `committing`, and
  /// while `dismissing` after an action that names one (SPEC M1, M2). The route is decided there, so a
  /// `cancel` does not undo it (I6).
  public var pendingDestination: String? {
    switch state {
    case .committing(let committing): return compiled.names.string(committing.destination)
    case .dismissing(let dismissing): return compiled.names.optionalString(dismissing.destination)
    default: return nil
    }
  }

  /// The state of an item of a target's menu, `nil` where it has none or either id is unknown.
  public func itemState(target targetID: String, item itemID: String) -> ItemState? {
    scene.index(of: targetID).flatMap { scene.targets[$0].menu.state(of: itemID) }
  }

  /// When the machine next needs time to reach it, `nil` when no timer is pending.
  public var nextDeadline: Instant? {
    switch state {
    case .idle, .showingDestination:
      return nil
    case .pressing(let pressing):
      return pressing.holdDeadline
    case .lifting(let lifting):
      return lifting.liftDeadline
    case .presented(let presenting):
      let target = compiled.targets[presenting.target]
      guard presenting.loadedCount < Int(target.deferredCount) else { return nil }
      return presenting.since + compiled.loadTimes[Int(target.deferredBase) + presenting.loadedCount]
    case .committing(let committing):
      return committing.deadline
    case .dismissing(let dismissing):
      return dismissing.deadline
    }
  }

  // MARK: - What the host tells

  /// Handles an input at an instant: first every timer due at or before it fires, at its own deadline
  /// (T2), then the input, then any timer the input set that is due already (a zero duration), so that
  /// the machine never rests in a state whose deadline has come and a tick at this instant would find
  /// nothing left to fire (T3). An instant earlier than ``now`` is reported as ignored and changes
  /// nothing (T1). A `tick` only advances time (T3).
  ///
  /// Inlinable so that a host's own sink is specialized into its call site: no report is copied through
  /// a witness table.
  @inlinable
  public mutating func send<Sink: ReportSink>(_ input: Input, at instant: Instant, to sink: inout Sink) {
    guard instant >= now else {
      sink.receive(rejectBackwards(input, at: instant))
      return
    }
    advance(to: instant, to: &sink)
    if case .tick = input { return }
    sink.receive(handle(input).report(for: input, names: reportNames))
    advance(to: instant, to: &sink)
  }

  /// Advances time to `instant`, firing every timer due at or before it in deadline order. An instant
  /// earlier than ``now`` changes nothing.
  @inlinable
  public mutating func advance<Sink: ReportSink>(to instant: Instant, to sink: inout Sink) {
    guard instant >= now else { return }
    while let deadline = dueDeadline(by: instant) {
      sink.receive(fireTimer(at: deadline).timerReport(names: reportNames))
    }
    moveClock(to: instant)
  }

  /// Handles an input as ``send(_:at:to:)`` does, for a caller that drops every report (a replay that
  /// only checks expectations): the reports are never made.
  mutating func apply(_ input: Input, at instant: Instant) {
    guard instant >= now else { return }
    while let deadline = dueDeadline(by: instant) { _ = fireTimer(at: deadline) }
    moveClock(to: instant)
    if case .tick = input { return }
    _ = handle(input)
  }

  /// The next deadline if it is due at or before `instant`. Mutating only so that the machine is
  /// passed by address rather than copied for the call.
  @usableFromInline
  mutating func dueDeadline(by instant: Instant) -> Instant? {
    guard let deadline = nextDeadline, deadline <= instant else { return nil }
    return deadline
  }

  /// Moves the machine's clock forward to `instant`.
  @inlinable
  mutating func moveClock(to instant: Instant) {
    if instant > clock { clock = instant }
  }

  /// The report of an input stamped before ``now`` (T1): ignored, nothing changes.
  @usableFromInline
  func rejectBackwards(_ input: Input, at instant: Instant) -> Report {
    .ignored(IgnoredInput(instant: instant, phase: phase, input: input, reason: .timeWentBackwards(now)))
  }

  /// Handles an input and returns the reports, for tests and tools.
  public mutating func send(_ input: Input, at instant: Instant) -> [Report] {
    var collector = ReportCollector()
    send(input, at: instant, to: &collector)
    return collector.reports
  }

  /// Advances time and returns the reports of the timers that fired, for tests and tools.
  public mutating func advance(to instant: Instant) -> [Report] {
    var collector = ReportCollector()
    advance(to: instant, to: &collector)
    return collector.reports
  }

  /// Runs time on until no timer is pending (a fade or commit under way completes) and returns the
  /// reports. Deferred loads of a presented menu complete too.
  @inlinable
  public mutating func settle<Sink: ReportSink>(to sink: inout Sink) {
    while let deadline = dueDeadline(by: Instant(nanoseconds: .max)) {
      advance(to: deadline, to: &sink)
    }
  }

  // MARK: - Building reports

  /// A transition from the current phase to `next`, which becomes the state. The codes name entries of
  /// the machine's own ``ReportNames``.
  @inline(__always)
  mutating func transition(
    _ trigger: TriggerCode, to next: MachineState, effects: EffectCodes = EffectCodes(),
    outcome: OutcomeCode = OutcomeCode(kind: 0)
  ) -> Step {
    let from = state.phase
    let target = next.target ?? state.target
    let interaction = target != nil ? interactionCount : 0
    state = next
    if outcome.isSome { outcomeCount += 1 }
    return Step(
      code: TransitionCode(
        instant: now, from: from, trigger: trigger, to: next.phase, target: target.map { Int32($0) } ?? -1,
        effects: effects, outcome: outcome, interaction: interaction),
      ignored: nil)
  }

  /// The step of an ignored input (the input itself is added at the boundary).
  @usableFromInline @inline(__always)
  func ignore(_ reason: IgnoreCode) -> Step {
    Step(
      code: TransitionCode(
        instant: now, from: phase, trigger: TriggerCode(.tick), to: phase, target: -1, effects: EffectCodes(),
        outcome: OutcomeCode(kind: 0), interaction: 0),
      ignored: reason)
  }

  /// A list of effect codes that name entries of the machine's ``ReportNames``.
  @inline(__always)
  func effects(_ first: EffectCode) -> EffectCodes {
    EffectCodes(first)
  }

  /// An empty list of effects to append the machine's codes to.
  @inline(__always)
  func effects() -> EffectCodes {
    EffectCodes()
  }

  /// The index in ``ReportNames`` of the id of node `node` of the menu of target `target`.
  func nodeName(_ target: Int, _ node: Int) -> Int32 {
    compiled.targets[target].nodeBase + Int32(node)
  }

  /// The topmost target whose content shape holds `point` and that has not been removed (P1, I8).
  @inline(__always)
  func hitTest(_ point: Point) -> Int? {
    let x = point.x.millipoints
    let y = point.y.millipoints
    return compiled.targets.withUnsafeBufferPointer { targets in
      removedTargets.withUnsafeBufferPointer { removed in
        var index = targets.count - 1
        while index >= 0 {
          if targets[index].contains(x, y) && !removed[index] { return index }
          index -= 1
        }
        return nil
      }
    }
  }

  /// Mutates the menu of the target at `index` in place.
  mutating func updateMenu(ofTarget index: Int, _ body: (inout Menu) -> Void) {
    body(&scene.targets[index].menu)
  }
}
