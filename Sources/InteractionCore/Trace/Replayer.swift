/// An expectation that the replay did not meet.
public struct ExpectationFailure: Hashable, Sendable {
  /// The expectation.
  public var expectation: Expectation
  /// The expectation's line, counted from 1.
  public var line: Int
  /// `expected …, got …`.
  public var message: String

  /// Creates a failure.
  public init(expectation: Expectation, line: Int, message: String) {
    self.expectation = expectation
    self.line = line
    self.message = message
  }

  /// The failure as `interaction-sim check` prints it: `FILE:LINE: expectation failed: MESSAGE`.
  public func formatted(file: String) -> String {
    file + ":" + String(line) + ": expectation failed: " + message
  }
}

/// What a replay came to.
public struct ReplayResult: Hashable, Sendable {
  /// The outcomes, in the order the interactions ended.
  public var outcomes: [Outcome]
  /// The expectations that failed, by line.
  public var failures: [ExpectationFailure]
  /// How many inputs were replayed.
  public var inputCount: Int

  /// Creates a result.
  public init(outcomes: [Outcome], failures: [ExpectationFailure], inputCount: Int) {
    self.outcomes = outcomes
    self.failures = failures
    self.inputCount = inputCount
  }

  /// Whether every expectation held.
  public var passed: Bool { failures.isEmpty }
}

/// Replays a trace one input at a time and checks its expectations (SPEC section 9), so that a reader
/// can stream the inputs of a trace of any length through it.
///
/// The scene, the configuration and the expectations come first; then ``send(_:)`` each input in
/// order; then ``finish()``. Every report goes to the sink as it happens.
///
/// An expectation with a TIME is checked once every input and timer at or before TIME has been
/// handled: before the first input stamped after TIME, the machine is advanced to TIME (its timers due
/// by then fire) and the expectation is checked; inputs stamped exactly TIME are handled first. After
/// the last input, the remaining timed expectations are checked in time order, advancing the machine
/// to each, and then time runs on until no timer is pending; `expect outcome` and `expect outcomes` are
/// checked against the whole replay at the end. Advancing the machine for an expectation never changes
/// the transcript (tick invariance, SPEC T3).
public struct Replayer<Sink: ReportSink> {
  /// The machine being replayed.
  public private(set) var machine: InteractionMachine
  /// How many inputs have been replayed.
  public private(set) var inputCount = 0
  /// The expectations that failed so far, in the order they were checked.
  public private(set) var failures: [ExpectationFailure] = []

  private var tap: OutcomeTap<Sink>
  private var timed: [Expectation]
  private var nextTimed = 0
  /// The instant of `timed[nextTimed]`, the latest instant when none is left: an input checks the
  /// expectations before it only when it is later than this.
  private var nextDue = Instant(nanoseconds: .max)
  private var untimed: [Expectation]
  private var finished = false
  private var wantedInOrder: [Int] = []
  private var nextWanted = 0

  /// Creates a replayer over a scene, with the expectations to check, sending reports to `sink`; a
  /// scene or configuration that breaks a rule of a trace is refused (SPEC I9).
  public init(scene: Scene, configuration: Configuration, expectations: [Expectation], sink: Sink)
    throws(SceneError)
  {
    try self.init(
      scene: scene, configuration: configuration, expectations: expectations, sink: sink,
      keepingEveryOutcome: true)
  }

  /// Creates a replayer; with `keepingEveryOutcome` false it keeps only the outcomes that `expect
  /// outcome N` asks about (``outcomes`` and the result's then hold only those), so that its memory
  /// does not grow with the length of the trace.
  public init(
    scene: Scene, configuration: Configuration, expectations: [Expectation], sink: Sink,
    keepingEveryOutcome: Bool
  ) throws(SceneError) {
    self.init(
      machine: try InteractionMachine(scene: scene, configuration: configuration), expectations: expectations,
      sink: sink, keepingEveryOutcome: keepingEveryOutcome)
  }

  /// Creates a replayer over a machine at rest.
  init(
    machine: InteractionMachine, expectations: [Expectation], sink: consuming Sink, keepingEveryOutcome: Bool
  ) {
    self.machine = machine
    tap = OutcomeTap(base: sink, outcomes: [])
    if !keepingEveryOutcome {
      var numbers: [Int] = []
      for expectation in expectations {
        if case .outcome(let number, _) = expectation.kind { numbers.append(number) }
      }
      let inOrder = SortedNumbers(numbers)
      wantedInOrder = inOrder.numbers
      #if hasFeature(Embedded)
        tap.wanted = inOrder
      #else
        tap.wanted = Set(inOrder.numbers)
      #endif
    }
    var timed: [(Instant, Expectation)] = []
    var untimed: [Expectation] = []
    for expectation in expectations {
      if let instant = expectation.instant {
        timed.append((instant, expectation))
      } else {
        untimed.append(expectation)
      }
    }
    // By instant; those at one instant in file order.
    timed.stableSort { $0.0 < $1.0 }
    self.timed = timed.map { $0.1 }
    self.untimed = untimed
    nextDue = timed.first?.0 ?? Instant(nanoseconds: .max)
  }

  /// Creates a replayer for a whole trace's scene, configuration and expectations; its inputs are
  /// still to be sent.
  public init(trace: Trace, sink: Sink) throws(SceneError) {
    try self.init(
      scene: trace.scene, configuration: trace.configuration, expectations: trace.expectations, sink: sink)
  }

  /// The sink, with every report so far.
  public var sink: Sink { tap.base }

  /// The outcomes so far, in the order the interactions ended.
  public var outcomes: [Outcome] { tap.outcomes.map { $0.outcome } }

  /// Replays one input: first the expectations stamped before it are checked, then it is handled.
  public mutating func send(_ input: Input, at instant: Instant) {
    if nextDue < instant { checkTimed(before: instant) }
    if tap.wanted != nil {
      // Only the running interaction, or one this input starts, can decide an outcome now; the
      // interactions asked about are visited in order, as the replay reaches them.
      let running = machine.interactionCount
      while nextWanted < wantedInOrder.count && wantedInOrder[nextWanted] < running { nextWanted += 1 }
      tap.inspect = nextWanted < wantedInOrder.count && wantedInOrder[nextWanted] <= running + 1
    }
    if !tap.inspect && !Sink.readsReports {
      // Nothing would read the reports: they are not made.
      machine.apply(input, at: instant)
    } else {
      machine.send(input, at: instant, to: &tap)
    }
    inputCount += 1
  }

  /// Checks the timed expectations stamped before `instant`, time running on to each. (Out of line:
  /// most inputs have none before them.)
  @inline(never)
  private mutating func checkTimed(before instant: Instant) {
    while nextTimed < timed.count, let due = timed[nextTimed].instant, due < instant {
      machine.advance(to: due, to: &tap)
      check(timed[nextTimed])
      nextTimed += 1
    }
    nextDue = nextTimed < timed.count ? timed[nextTimed].instant ?? instant : Instant(nanoseconds: .max)
  }

  /// Replays one timed input.
  public mutating func send(_ input: TimedInput) {
    send(input.input, at: input.instant)
  }

  /// Ends the replay: the remaining timed expectations are checked, time runs on until no timer is
  /// pending, and the outcome expectations are checked. Calling it again changes nothing.
  public mutating func finish() -> ReplayResult {
    if !finished {
      finished = true
      tap.inspect = true
      while nextTimed < timed.count {
        if let due = timed[nextTimed].instant { machine.advance(to: due, to: &tap) }
        check(timed[nextTimed])
        nextTimed += 1
      }
      machine.settle(to: &tap)
      for expectation in untimed { check(expectation) }
      // Sort the failures by line, stably.
      failures.stableSort { $0.line < $1.line }
    }
    return ReplayResult(outcomes: outcomes, failures: failures, inputCount: inputCount)
  }

  // MARK: - Checking

  private mutating func check(_ expectation: Expectation) {
    if let message = expectation.failureMessage(machine: machine, outcomes: tap.outcomes) {
      failures.append(ExpectationFailure(expectation: expectation, line: expectation.line, message: message))
    }
  }
}

extension Replayer: Sendable where Sink: Sendable {}

extension Trace {
  /// Replays the whole trace, sending every report to `sink`, and checks its expectations. A trace
  /// built through the API whose scene or configuration breaks a rule of the format is refused before
  /// any input (SPEC I9); one that ``Trace/parse(_:)-([UInt8])`` returns never is.
  public func replay<Sink: ReportSink>(to sink: inout Sink) throws(SceneError) -> ReplayResult {
    let machine = try InteractionMachine(scene: scene, configuration: configuration)
    var replayer = Replayer(
      machine: machine, expectations: expectations, sink: consume sink, keepingEveryOutcome: true)
    for input in inputs { replayer.send(input) }
    let result = replayer.finish()
    sink = replayer.sink
    return result
  }

  /// Replays the whole trace and returns its reports with the result.
  public func replay() throws(SceneError) -> (reports: [Report], result: ReplayResult) {
    var collector = ReportCollector()
    let result = try replay(to: &collector)
    return (collector.reports, result)
  }

  /// The transcript of the trace's replay, each line ending in a line feed.
  public var transcript: String {
    get throws(SceneError) {
      var sink = TranscriptSink()
      _ = try replay(to: &sink)
      return sink.text
    }
  }
}

extension Expectation {
  /// `expected …, got …` when this expectation does not hold for `machine` now (with the outcomes kept
  /// so far), `nil` when it does. Not generic over a replayer's sink, so one copy serves every replay.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  func failureMessage(
    machine: InteractionMachine, outcomes: [(interaction: Int, outcome: Outcome)]
  ) -> String? {
    var message = TextWriter()
    message.write("expected ")
    message.write(claim: self)
    if let instant { message.write(" at "); message.write(instant: instant) }
    message.write(", got ")
    switch kind {
    case .state(_, let phase, let target):
      let running = machine.targetID
      guard let target else {
        if machine.phase == phase { return nil }
        message.write("state ")
        message.write(word: machine.phase)
        if let running { message.write(" "); message.write(text: running) }
        return message.text
      }
      let actual = running?.hasSameBytes(as: target) == true ? machine.phase : .idle
      if actual == phase { return nil }
      message.write("state ")
      message.write(word: actual)
      message.write(" ")
      message.write(text: target)
      if let running, !running.hasSameBytes(as: target) {
        message.write(" (")
        message.write(text: running)
        message.write(" is ")
        message.write(word: machine.phase)
        message.write(")")
      }
    case .menu(_, let level):
      let actual: MenuLevelName
      switch machine.openMenuLevelID {
      case nil: actual = .none
      case let id?: actual = id.hasSameBytes(as: "root") ? .root : .submenu(id)
      }
      if actual.hasSameBytes(as: level) { return nil }
      message.write("menu ")
      message.write(text: actual.text)
    case .highlight(_, let item):
      let actual = machine.highlightedItemID
      if actual.hasSameBytes(as: item) { return nil }
      message.write("highlight ")
      message.write(text: actual ?? "none")
    case .item(_, let target, let item, let state):
      let actual = machine.itemState(target: target, item: item)
      if actual == state { return nil }
      message.write("item ")
      message.write(text: target)
      message.write(" ")
      message.write(text: item)
      message.write(" ")
      if let actual { message.write(word: actual) } else { message.write("with no state") }
    case .outcome(let number, let outcome):
      for decided in outcomes where decided.interaction == number {
        if decided.outcome.hasSameBytes(as: outcome) { return nil }
        message.write("outcome ")
        message.write(number)
        message.write(" ")
        message.write(outcome: decided.outcome)
        return message.text
      }
      let count = machine.outcomeCount
      message.write("no outcome ")
      message.write(number)
      message.write(" (")
      message.write(count)
      message.write(count == 1 ? " interaction ended)" : " interactions ended)")
    case .outcomeCount(let count):
      let actual = machine.outcomeCount
      if actual == count { return nil }
      message.write("outcomes ")
      message.write(actual)
    }
    return message.text
  }
}
