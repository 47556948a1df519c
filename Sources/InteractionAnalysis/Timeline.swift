import InteractionCore

/// One replay of a trace laid out on a time axis: the phases of each interaction as bands, the inputs
/// and timer firings as marks, each interaction's outcome, and the preview's and the overlay's opacity
/// sampled from ``InteractionMachine/appearance(at:)`` (SPEC section 7).
public struct Timeline: Sendable {
  /// A phase of one interaction, from the transition that entered it to the one that left it.
  public struct Band: Hashable, Sendable {
    /// The interaction, counted from 1.
    public var interaction: Int
    /// The phase.
    public var phase: Phase
    /// When it was entered.
    public var start: Instant
    /// When it was left (the end of the timeline for a phase never left).
    public var end: Instant
  }

  /// An input of the trace, or a timer that fired.
  public struct Mark: Hashable, Sendable {
    /// The instant.
    public var instant: Instant
    /// The input as written (`down 195,120`), or the timer's name (`hold`, `load later`).
    public var label: String
    /// The interaction it belongs to (0 for an input outside one).
    public var interaction: Int
    /// Why the machine ignored the input, `nil` when it acted on it (always `nil` for a timer).
    public var ignoredBecause: String?
  }

  /// One interaction: its target, and the outcome it ended with.
  public struct Row: Hashable, Sendable {
    /// The interaction, counted from 1.
    public var interaction: Int
    /// Its target's id.
    public var target: String
    /// Its outcome, once decided.
    public var outcome: Outcome?
    /// The instant its outcome was decided.
    public var decidedAt: Instant?
  }

  /// The opacities at one instant; an instant where something changed has two samples, before and
  /// after.
  public struct Sample: Hashable, Sendable {
    /// The instant.
    public var instant: Instant
    /// The preview's opacity (SPEC section 7).
    public var preview: Double
    /// The overlay's opacity.
    public var overlay: Double
  }

  /// The interactions, in order.
  public private(set) var rows: [Row] = []
  /// The phase bands, in the order they were entered.
  public private(set) var bands: [Band] = []
  /// One mark per input of the trace, in order.
  public private(set) var inputs: [Mark] = []
  /// One mark per timer that fired, in order.
  public private(set) var timers: [Mark] = []
  /// The opacity samples, in time order.
  public private(set) var samples: [Sample] = []
  /// The end of the time axis: a little after the last report or input.
  public private(set) var end: Instant = .zero
  /// The configuration replayed.
  public let configuration: Configuration

  private var open: [Int: Int] = [:]
  /// The index in ``rows`` of each interaction, so that a long trace is laid out in linear time.
  private var rowIndex: [Int: Int] = [:]

  /// Replays a trace, sampling the opacities at every transition instant (before and after) and every
  /// `step` in between; a long trace is sampled more coarsely, at most about 4,000 steps in all.
  public init(trace: Trace, step: Interval = .milliseconds(10)) throws(SceneError) {
    configuration = trace.configuration
    var machine = try InteractionMachine(scene: trace.scene, configuration: trace.configuration)
    let total = max(
      try trace.replay().reports.last?.instant.nanoseconds ?? 0, trace.inputs.last?.instant.nanoseconds ?? 0)
    let step = max(step.nanoseconds, 1, (total / 4_000 / 1_000_000 + 1) * 1_000_000)
    var clock = Instant.zero
    sample(machine, at: .zero)

    // Advances the machine to `instant`, firing its timers one deadline at a time and sampling before
    // and after each, and at every fixed step in between.
    func run(to instant: Instant) {
      while true {
        // Past the last whole step before the latest instant there is no further step (T1).
        let (product, overflow) = (clock.nanoseconds / step + 1).multipliedReportingOverflow(by: step)
        let nextStep = Instant(nanoseconds: overflow ? Int64.max : product)
        if let deadline = machine.nextDeadline, deadline <= instant, deadline <= nextStep {
          // The last look before the timer fires: at the deadline it has fired (SPEC T2).
          sample(machine, at: deadline, drawing: Instant(nanoseconds: deadline.nanoseconds - 1))
          for report in machine.advance(to: deadline) { recordTimer(report) }
          sample(machine, at: deadline)
          clock = deadline
        } else if nextStep < instant {
          _ = machine.advance(to: nextStep)
          sample(machine, at: nextStep)
          clock = nextStep
        } else {
          _ = machine.advance(to: instant)
          clock = instant
          return
        }
      }
    }

    for input in trace.inputs {
      run(to: input.instant)
      sample(machine, at: input.instant)
      let running = machine.phase == .idle ? 0 : machine.interactionCount
      let reports = machine.send(input.input, at: input.instant)
      var mark = Mark(
        instant: input.instant, label: input.input.text, interaction: running, ignoredBecause: nil)
      for report in reports { record(report, handling: &mark) }
      inputs.append(mark)
      sample(machine, at: input.instant)
    }
    var last = machine.now
    while let deadline = machine.nextDeadline {
      run(to: deadline)
      last = deadline
    }
    let span = max(last.nanoseconds, 1)
    let (after, overflow) = last.nanoseconds.addingReportingOverflow(max(span / 10, 100_000_000))
    end = Instant(nanoseconds: overflow ? Int64.max : after)
    run(to: end)
    sample(machine, at: end)
    for index in open.values { bands[index].end = end }
    open = [:]
  }

  private mutating func record(_ report: Report, handling mark: inout Mark) {
    switch report {
    case .ignored(let ignored):
      mark.ignoredBecause = ignored.reason.text
    case .transition(let transition):
      if transition.interaction != 0 && mark.interaction == 0 { mark.interaction = transition.interaction }
      record(transition)
    }
  }

  private mutating func recordTimer(_ report: Report) {
    if case .transition(let transition) = report {
      if case .timer(let timer) = transition.trigger {
        timers.append(
          Mark(
            instant: transition.instant, label: timer.text, interaction: transition.interaction,
            ignoredBecause: nil))
      }
      record(transition)
    }
  }

  private mutating func record(_ transition: Transition) {
    let number = transition.interaction
    guard number != 0 else { return }
    if rowIndex[number] == nil {
      rowIndex[number] = rows.count
      rows.append(Row(interaction: number, target: transition.target ?? "", outcome: nil, decidedAt: nil))
    }
    if let outcome = transition.outcome, let index = rowIndex[number] {
      rows[index].outcome = outcome
      rows[index].decidedAt = transition.instant
    }
    guard transition.from != transition.to || open[number] == nil else { return }
    if let index = open[number] {
      bands[index].end = transition.instant
      open[number] = nil
    }
    if transition.to != .idle {
      open[number] = bands.count
      bands.append(
        Band(interaction: number, phase: transition.to, start: transition.instant, end: transition.instant))
    }
  }

  /// Samples the opacities that `machine` shows at `drawn` (by default `instant`), as at `instant`.
  private mutating func sample(
    _ machine: InteractionMachine, at instant: Instant, drawing drawn: Instant? = nil
  ) {
    let appearance = machine.appearance(at: drawn ?? instant)
    let next = Sample(
      instant: instant, preview: appearance.previewOpacity, overlay: appearance.overlayOpacity)
    if let last = samples.last, last == next { return }
    samples.append(next)
  }
}
