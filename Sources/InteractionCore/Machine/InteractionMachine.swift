/// The context-menu interaction as a deterministic, event-driven state machine (SPEC sections 2–6).
///
/// A value type that its host owns. The host hands it inputs with their instants; the machine fires
/// every timer due by then (T2), handles the input, and reports each transition with the effects for the
/// host to perform. It reads no clock and owns no timer: ``nextDeadline`` says when it next needs time to
/// reach it (T4).
///
/// ```swift
/// var machine = try InteractionMachine(scene: scene)
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

  /// The transition being reported: each handler writes its codes here in place, and its names are
  /// the machine's own table, set once. A report is this value, lent to the sink: a specialized sink
  /// that only reads it touches no reference count, and one that keeps it copies it (a value, which
  /// later transitions do not change).
  @usableFromInline var current: Transition
  /// When the pending timer fires, `nil` when none is pending: kept with the state by
  /// `transition(_:to:effects:outcome:)`, so that the check on every input is one comparison.
  public private(set) var nextDeadline: Instant?
  /// The latest instant the machine accepts (SPEC T1): the largest instant from which every deadline
  /// that one input can set (``latestInstant(scene:configuration:)``) is still representable in
  /// signed 64-bit nanoseconds. An input stamped later is ignored as ``IgnoreReason/instantTooLate(_:)``.
  public let latestInstant: Instant

  /// Creates a machine at rest over a scene, once the scene and the configuration obey the rules of a
  /// trace (``SceneRules/validate(_:configuration:)``, SPEC I9): the one door through which every
  /// host (Swift, the C ABI, JavaScript) makes a machine. An invalid scene or configuration is
  /// rejected here, before any input, with the element and the rule it breaks.
  @_optimize(speed)
  public init(scene: Scene, configuration: Configuration = .standard) throws(SceneError) {
    try SceneRules.validate(scene, configuration: configuration)
    self.init(checked: scene, configuration: configuration)
  }

  /// Creates a machine over a scene and a configuration that have passed
  /// ``SceneRules/validate(_:configuration:)``.
  @_optimize(speed)
  init(checked scene: Scene, configuration: Configuration) {
    self.scene = scene
    self.configuration = configuration
    self.removedTargets = Array(repeating: false, count: scene.targets.count)
    self.compiled = SceneIndex(scene: scene, configuration: configuration)
    self.latestInstant = InteractionMachine.latestInstant(scene: scene, configuration: configuration)
    self.current = Transition(code: TransitionCode(instant: .zero, at: .idle), names: compiled.names)
  }

  // MARK: - What the host reads

  /// The current phase.
  public var phase: Phase { state.phase }

  /// The id of the running interaction's target, `nil` in `idle`.
  public var targetID: String? { state.target.map { scene.targets[$0].id } }

  /// The id of the target with the keyboard focus, if any.
  public var focusedTargetID: String? { focusedTarget.map { scene.targets[$0].id } }

  /// Whether the target with the given id has been removed.
  @_optimize(speed)
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
    guard case .presented(let presenting) = state, let highlight = presenting.highlight else { return nil }
    return scene.targets[presenting.target].menu.nodes[highlight].id
  }

  /// The destination the running interaction has decided on but not shown yet: while `committing`, and
  /// while `dismissing` after an action that names one (SPEC M1, M2). The route is decided there, so a
  /// `cancel` does not undo it (I6).
  public var pendingDestination: String? {
    switch state {
    case .committing(let committing): return compiled.names.string(committing.route.destination)
    case .dismissing(let dismissing): return dismissing.route.map { compiled.names.string($0.destination) }
    default: return nil
    }
  }

  /// The state of an item of a target's menu, `nil` where it has none or either id is unknown.
  @_optimize(speed)
  public func itemState(target targetID: String, item itemID: String) -> ItemState? {
    scene.index(of: targetID).flatMap { scene.targets[$0].menu.state(of: itemID) }
  }

  // MARK: - What the host tells

  /// Handles an input at an instant: first every timer due at or before it fires, at its own deadline
  /// (T2), then the input, then any timer the input set that is due already (a zero duration), so that
  /// the machine never rests in a state whose deadline has come and a tick at this instant would find
  /// nothing left to fire (T3). An instant earlier than ``now``, or later than ``latestInstant``, is
  /// reported as ignored and changes nothing (T1). A point beyond ±1,000,000 pt or a force outside
  /// 0…1 is ignored as out of range (I9). A `tick` only advances time (T3).
  ///
  /// Inlinable so that a host's own sink is specialized into its call site: no report is copied through
  /// a witness table.
  @inlinable
  @_optimize(speed)
  public mutating func send<Sink: ReportSink>(_ input: Input, at instant: Instant, to sink: inout Sink) {
    guard instant >= now && instant <= latestInstant else {
      sink.receive(reject(input, at: instant))
      return
    }
    advance(to: instant, to: &sink)
    if case .tick = input { return }
    let step = handle(input)
    if let ignored = step.ignoredInput(input, at: now) {
      sink.receive(.ignored(ignored))
    } else {
      sink.receiveInputTransition(current, timerDue: nextDeadline.map { $0 <= instant } ?? false)
    }
    advance(to: instant, to: &sink)
  }

  /// Advances time to `instant`, firing every timer due at or before it in deadline order. An instant
  /// earlier than ``now`` changes nothing. Time may pass ``latestInstant``: a timer sets its deadline
  /// from its own, which the latest instant leaves room for (T1); only inputs are refused there.
  @inlinable
  @_optimize(speed)
  public mutating func advance<Sink: ReportSink>(to instant: Instant, to sink: inout Sink) {
    guard instant >= now else { return }
    while let deadline = nextDeadline, deadline <= instant {
      _ = fireTimer(at: deadline)
      sink.receive(.transition(current))
    }
    moveClock(to: instant)
  }

  /// Handles an input as ``send(_:at:to:)`` does, for a caller that drops every report (a replay that
  /// only checks expectations): no report is handed over.
  @_optimize(speed)
  mutating func apply(_ input: Input, at instant: Instant) {
    guard instant >= now && instant <= latestInstant else { return }
    while let deadline = nextDeadline, deadline <= instant { _ = fireTimer(at: deadline) }
    moveClock(to: instant)
    if case .tick = input { return }
    _ = handle(input)
  }

  /// Moves the machine's clock forward to `instant`.
  @inlinable
  @_optimize(speed)
  mutating func moveClock(to instant: Instant) {
    if instant > clock { clock = instant }
  }

  /// The report of an input stamped before ``now`` or after ``latestInstant`` (T1): ignored, nothing
  /// changes.
  @usableFromInline
  @_optimize(speed)
  func reject(_ input: Input, at instant: Instant) -> Report {
    let reason: IgnoreReason =
      instant < now ? .timeWentBackwards(now) : .instantTooLate(latestInstant)
    return .ignored(IgnoredInput(instant: instant, phase: phase, input: input, reason: reason))
  }

  /// Handles an input and returns the reports, for tests and tools.
  @_optimize(speed)
  public mutating func send(_ input: Input, at instant: Instant) -> [Report] {
    var collector = ReportCollector()
    send(input, at: instant, to: &collector)
    return collector.reports
  }

  /// Advances time and returns the reports of the timers that fired, for tests and tools.
  @_optimize(speed)
  public mutating func advance(to instant: Instant) -> [Report] {
    var collector = ReportCollector()
    advance(to: instant, to: &collector)
    return collector.reports
  }

  /// Runs time on until no timer is pending (a fade or commit under way completes) and returns the
  /// reports. Deferred loads of a presented menu complete too.
  @inlinable
  @_optimize(speed)
  public mutating func settle<Sink: ReportSink>(to sink: inout Sink) {
    while let deadline = nextDeadline {
      advance(to: deadline, to: &sink)
    }
  }

  // MARK: - The dispatch: one handler per input, filed by SPEC section

  /// Handles one input at ``now`` (its timers have fired already) and says what it did: a transition,
  /// written into ``current``, or the reason it was ignored. Inlinable, so that the dispatch on the
  /// input is specialized into the caller. The handlers live in `Machine+Touch.swift` (P),
  /// `Machine+Menu.swift` (M), `Machine+Keyboard.swift` (K), and the steps they share in
  /// `Machine+Steps.swift`.
  @inlinable
  @_optimize(speed)
  mutating func handle(_ input: Input) -> Step {
    // A point or a force that no trace can hold is ignored before any rule reads it (SPEC I9): two
    // comparisons, and no arithmetic on it can overflow.
    switch input {
    case .down(let point): return SceneRules.isCoordinate(point) ? down(at: point) : ignore(.valueOutOfRange)
    case .move(let point): return SceneRules.isCoordinate(point) ? move(to: point) : ignore(.valueOutOfRange)
    case .up: return up()
    case .force(let force):
      return SceneRules.isFraction(force) ? press(force: force) : ignore(.valueOutOfRange)
    case .cancel: return systemCancel()
    case .tapPreview: return tapPreview()
    case .select(let id): return select(id)
    case .tapOutside: return dismissFromOutside(input, reason: .outside)
    case .dismiss: return dismissFromOutside(input, reason: .host)
    case .closed: return closeDestination()
    case .rightClick(let point):
      return SceneRules.isCoordinate(point) ? rightClick(at: point) : ignore(.valueOutOfRange)
    case .focus(let id): return focus(id)
    case .key(let key): return press(key)
    case .remove(let id): return remove(id)
    case .hover(let id): return hover(id)
    case .tick: return ignore(.noRule)
    }
  }

  // MARK: - Building reports

  /// A transition from the current phase to `next`, which becomes the state (and its timer the
  /// pending ``nextDeadline``). The transition's codes, which name entries of the machine's own
  /// ``ReportNames``, are written into ``current``.
  @inline(__always)
  @_optimize(speed)
  mutating func transition(
    _ trigger: TriggerCode, to next: MachineState, effects: EffectCodes = EffectCodes(),
    outcome: OutcomeCode? = nil
  ) -> Step {
    // Only this method changes `state`, and it keeps the deadline with it (checked in debug builds).
    assert(nextDeadline == compiled.deadline(of: state), "nextDeadline is stale")
    let from = state.phase
    let target = next.target ?? state.target
    let interaction = target != nil ? interactionCount : 0
    state = next
    nextDeadline = compiled.deadline(of: next)
    if outcome != nil { outcomeCount += 1 }
    current.code.write(
      instant: now, from: from, trigger: trigger, to: next.phase, target: target.map { Int32($0) },
      effects: effects, outcome: outcome, interaction: interaction)
    return .transition
  }

  /// The step of an ignored input (its report is made at the boundary, from the input itself).
  @usableFromInline @inline(__always)
  @_optimize(speed)
  func ignore(_ reason: IgnoreKind) -> Step {
    Step(reason, in: state.phase)
  }

  /// The index in ``ReportNames`` of the id of node `node` of the menu of target `target`.
  @_optimize(speed)
  func nodeName(_ target: Int, _ node: Int) -> Int32 {
    compiled.targets[target].nodeBase + Int32(node)
  }

  /// The topmost target whose content shape holds `point` and that has not been removed (P1, I8).
  @inline(__always)
  @_optimize(speed)
  func hitTest(_ point: Point) -> Int? {
    let x = point.x.millipoints
    let y = point.y.millipoints
    return compiled.hitBoxes.withUnsafeBufferPointer { boxes in
      removedTargets.withUnsafeBufferPointer { removed in
        var index = boxes.count - 1
        while index >= 0 {
          let box = boxes[index]
          if box.frameHolds(x, y) && !removed[index]
            && (box.bandsHold(x, y) || compiled.targets[index].cornerContains(x, y))
          {
            return index
          }
          index -= 1
        }
        return nil
      }
    }
  }
}

extension InteractionMachine {
  /// The latest instant a machine over `scene` with `configuration` accepts (SPEC T1): `Int64.max`
  /// nanoseconds less the longest span of deadlines that one input can set, which is the longest of
  /// the hold, then the lift, then the slowest deferred load (a `down`), the commit (`tap-preview`)
  /// and the fade (a dismissal). From any instant up to it, every deadline is exact: none saturates.
  /// With the standard configuration and no deferred element it is 9223372036.019775807 s.
  @_optimize(speed)
  public static func latestInstant(scene: Scene, configuration: Configuration) -> Instant {
    SceneRules.latestInstant(for: configuration, in: scene)
  }
}
