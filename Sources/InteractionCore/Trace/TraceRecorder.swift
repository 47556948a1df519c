/// Records what a host hands its machine, so that the session can be written as a trace and replayed
/// to the same transcript (SPEC I4).
///
/// Use it in place of the machine: it forwards every call, remembers the scene and configuration it
/// started from and every input with its instant, and keeps the outcomes.
///
/// ```swift
/// var recorder = try TraceRecorder(scene: scene)
/// recorder.send(.down(Point(100, 20)), at: .zero, to: &sink)
/// recorder.send(.up, at: .milliseconds(600), to: &sink)
/// let text = recorder.text(expectingOutcomes: true)  // a trace file
/// ```
///
/// The replay of the trace equals what the host saw, followed by what ``InteractionMachine/settle(to:)``
/// adds (a replay lets time run on after the last input; call ``settle(to:)`` to see the same). An input
/// stamped before the machine's current instant, or after its ``InteractionMachine/latestInstant``, is
/// ignored by the machine (SPEC T1) and is not recorded, since a trace cannot hold it. An input that a
/// trace cannot hold for another reason (a point beyond ±1,000,000 pt, a force outside 0…1, an id the
/// scene does not declare) is ignored by the machine too, and is recorded as a `tick` at its instant,
/// so that time moves in the replay as it did here (SPEC I9): the replay then lacks only its
/// `ignored` line.
public struct TraceRecorder: Sendable {
  /// The machine, as the host would read it.
  public private(set) var machine: InteractionMachine
  /// The scene the recording started from, with the item states of that moment.
  public let initialScene: Scene
  /// The inputs recorded so far, in order.
  public private(set) var inputs: [TimedInput] = []

  private var decided: [(interaction: Int, outcome: Outcome)] = []

  /// Starts recording a machine at rest over a scene. A scene or configuration that a trace could not
  /// hold is refused here, with the error ``InteractionMachine/init(scene:configuration:)`` gives
  /// (SPEC I9): the recorder never writes what it cannot read.
  public init(scene: Scene, configuration: Configuration = .standard) throws(SceneError) {
    machine = try InteractionMachine(scene: scene, configuration: configuration)
    initialScene = scene
  }

  /// The configuration being recorded.
  public var configuration: Configuration { machine.configuration }

  /// The outcomes so far, in the order the interactions ended.
  public var outcomes: [Outcome] { decided.map { $0.outcome } }

  /// Hands the machine an input at an instant (``InteractionMachine/send(_:at:to:)``) and records it.
  public mutating func send<Sink: ReportSink>(_ input: Input, at instant: Instant, to sink: inout Sink) {
    if instant >= machine.now && instant <= machine.latestInstant {
      let written = isWritable(input) ? input : .tick
      inputs.append(TimedInput(instant: instant, input: written))
    }
    var tap = OutcomeTap(base: consume sink, outcomes: [])
    swap(&tap.outcomes, &decided)
    machine.send(input, at: instant, to: &tap)
    swap(&tap.outcomes, &decided)
    sink = tap.base
  }

  /// Whether a trace can hold the input (SPEC section 9, I9): a point within ±1,000,000 pt, a force in
  /// 0…1, an id that the scene declares (a `select` or a `hover` names an item of some target's menu;
  /// `focus` and `remove` a target). The machine ignores every other input, changing nothing but its clock.
  func isWritable(_ input: Input) -> Bool {
    switch input {
    case .down(let point), .move(let point), .rightClick(let point): return SceneRules.isCoordinate(point)
    case .force(let force): return SceneRules.isFraction(force)
    case .select, .hover, .focus, .remove: return initialScene.declaresID(of: input)
    case .up, .cancel, .tapPreview, .tapOutside, .dismiss, .closed, .key, .tick: return true
    }
  }

  /// Hands the machine an input and returns the reports.
  public mutating func send(_ input: Input, at instant: Instant) -> [Report] {
    var collector = ReportCollector()
    send(input, at: instant, to: &collector)
    return collector.reports
  }

  /// Advances the machine's time (``InteractionMachine/advance(to:to:)``), recorded as a `tick`.
  ///
  /// As the machine's own: an instant earlier than ``InteractionMachine/now`` changes nothing and reports
  /// nothing, and time may pass ``InteractionMachine/latestInstant``, the timers due by then firing
  /// (T1). A trace cannot hold an instant that late, so that advance is not recorded; the replay fires
  /// the same timers as it lets time run on after the last input.
  public mutating func advance<Sink: ReportSink>(to instant: Instant, to sink: inout Sink) {
    guard instant >= machine.now else { return }
    if instant <= machine.latestInstant {
      send(.tick, at: instant, to: &sink)
      return
    }
    var tap = OutcomeTap(base: consume sink, outcomes: [])
    swap(&tap.outcomes, &decided)
    machine.advance(to: instant, to: &tap)
    swap(&tap.outcomes, &decided)
    sink = tap.base
  }

  /// Lets time run on until no timer is pending (``InteractionMachine/settle(to:)``), as a replay does
  /// after its last input. Nothing is recorded: the replay does the same by itself, and before a later
  /// input the same timers fire anyway (SPEC T2).
  public mutating func settle<Sink: ReportSink>(to sink: inout Sink) {
    var tap = OutcomeTap(base: consume sink, outcomes: [])
    swap(&tap.outcomes, &decided)
    machine.settle(to: &tap)
    swap(&tap.outcomes, &decided)
    sink = tap.base
  }

  /// The recording as a trace; with `expectingOutcomes`, an `expect outcome N …` for every outcome so
  /// far and an `expect outcomes N`.
  public func trace(expectingOutcomes: Bool = false) -> Trace {
    var expectations: [Expectation] = []
    if expectingOutcomes {
      for entry in decided { expectations.append(Expectation(.outcome(entry.interaction, entry.outcome))) }
      expectations.append(Expectation(.outcomeCount(decided.count)))
    }
    return Trace(
      configuration: machine.configuration, scene: initialScene, inputs: inputs, expectations: expectations)
  }

  /// The recording as trace text (``TraceWriter``).
  public func text(expectingOutcomes: Bool = false) -> String {
    TraceWriter.text(for: trace(expectingOutcomes: expectingOutcomes))
  }
}
