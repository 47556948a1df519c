/// One change of the machine: its instant, the state before, what caused it, the state after, the
/// effects for the host, and the outcome where this transition decides one (SPEC section 6).
///
/// The machine's transitions hold no `String`: the target, the trigger's id and the outcome's name are
/// compact codes into a table of the scene's names, resolved when they are read, so that a transition
/// is copied as a few machine words (see ``EffectList``).
public struct Transition: Hashable, Sendable {
  /// Everything but the names, trivially copyable.
  @usableFromInline var code: TransitionCode
  /// The table the codes index.
  @usableFromInline var names: ReportNames

  /// Creates a transition.
  @_optimize(speed)
  public init(
    instant: Instant, from: Phase, trigger: Trigger, to: Phase, target: String?, effects: EffectList,
    outcome: Outcome?, interaction: Int
  ) {
    var builder = ReportNamesBuilder(effects.names)
    let trigger = TriggerCode.encode(trigger, into: &builder)
    let target = builder.add(target)
    let outcome = outcome.map { OutcomeCode.encode($0, into: &builder) }
    code = TransitionCode(
      instant: instant, from: from, trigger: trigger, to: to, target: target, effects: effects.list,
      outcome: outcome, interaction: interaction)
    names = builder.build(base: effects.names)
  }

  /// A transition from its codes and the table they index.
  @inlinable
  @_optimize(speed)
  init(code: TransitionCode, names: ReportNames) {
    self.code = code
    self.names = names
  }

  /// When it happened: the input's instant, or the timer's deadline.
  @inlinable public var instant: Instant {
    get { code.instant }
    set { code.instant = newValue }
  }

  /// The state before.
  @inlinable public var from: Phase {
    get { code.from }
    set { code.from = newValue }
  }

  /// The state after.
  @inlinable public var to: Phase {
    get { code.to }
    set { code.to = newValue }
  }

  /// The number of the interaction this transition belongs to, counted from 1; 0 outside one.
  @inlinable public var interaction: Int {
    get { code.interaction }
    set { code.interaction = newValue }
  }

  /// The input or timer that caused it.
  public var trigger: Trigger { code.trigger.trigger(names) }

  /// The id of the running interaction's target, if any.
  public var target: String? { code.target.map { names.string($0) } }

  /// What the host must do, in order.
  @inlinable public var effects: EffectList { EffectList(list: code.effects, names: names) }

  /// The outcome this transition decides, if it decides one.
  public var outcome: Outcome? { code.outcome?.outcome(names) }

  /// Whether this transition decides an outcome; cheaper than reading ``outcome``.
  @inlinable public var decidesOutcome: Bool { code.outcomeKind != 0 }

  /// Equal when every field is, names compared as strings.
  @_optimize(speed)
  public static func == (lhs: Transition, rhs: Transition) -> Bool {
    guard lhs.instant == rhs.instant, lhs.from == rhs.from, lhs.to == rhs.to,
      lhs.interaction == rhs.interaction, lhs.effects == rhs.effects
    else { return false }
    if lhs.names === rhs.names && lhs.code.trigger == rhs.code.trigger && lhs.code.target == rhs.code.target
      && lhs.code.outcome == rhs.code.outcome
    {
      return true
    }
    return lhs.trigger == rhs.trigger && lhs.target == rhs.target && lhs.outcome == rhs.outcome
  }

  /// Hashes every field, names as strings.
  @_optimize(speed)
  public func hash(into hasher: inout Hasher) {
    hasher.combine(instant)
    hasher.combine(from)
    hasher.combine(trigger)
    hasher.combine(to)
    hasher.combine(target)
    hasher.combine(effects)
    hasher.combine(outcome)
    hasher.combine(interaction)
  }
}

/// A transition without its names: trivially copyable, so that the machine's handlers write it into
/// the machine's ``InteractionMachine/current`` as plain words, touching no reference count. Names are
/// kept as indices (-1 for none) and the outcome as its vocabulary values, the way a C report holds
/// them (`Sources/InteractionC`), so that a host reading them decodes nothing; the handlers still
/// write an ``OutcomeCode``, whose encoding folds away where the outcome is a constant.
@usableFromInline
struct TransitionCode: Sendable {
  // Laid out largest first.
  @usableFromInline var instant: Instant
  @usableFromInline var interaction: Int
  @usableFromInline var triggerA: Int64
  @usableFromInline var triggerB: Int64
  @usableFromInline var effects: EffectCodes
  /// The running interaction's target's name index, -1 for none.
  @usableFromInline var targetName: Int32
  /// The outcome's name index (a tap's target, a performed action, a destination), -1 for none.
  @usableFromInline var outcomeName: Int32
  @usableFromInline var from: Phase
  @usableFromInline var to: Phase
  @usableFromInline var triggerWord: TriggerCode.Word
  @usableFromInline var triggerKey: Key
  /// The outcome's ``OutcomeKind`` value, 0 for none.
  @usableFromInline var outcomeKind: UInt8
  /// A cancel's ``CancelReason`` value, 0 for another outcome.
  @usableFromInline var cancelReason: UInt8
  /// A dismissal's ``DismissReason`` value, 0 for another outcome.
  @usableFromInline var dismissReason: UInt8
  /// A navigation's ``Presentation`` value, 0 for another outcome.
  @usableFromInline var presentation: UInt8

  @inline(__always)
  @_optimize(speed)
  init(
    instant: Instant, from: Phase, trigger: TriggerCode, to: Phase, target: Int32?, effects: EffectCodes,
    outcome: OutcomeCode?, interaction: Int
  ) {
    self.instant = instant
    self.interaction = interaction
    triggerA = trigger.a
    triggerB = trigger.b
    self.effects = effects
    targetName = target ?? -1
    self.from = from
    self.to = to
    triggerWord = trigger.word
    triggerKey = trigger.key
    (outcomeName, outcomeKind, cancelReason, dismissReason, presentation) = (-1, 0, 0, 0, 0)
    write(outcome: outcome)
  }

  /// Writes a transition's codes over these in place, as ``init(instant:from:trigger:to:target:effects:outcome:interaction:)``
  /// makes them, but copying only the effect codes in use (``EffectCodes/assign(_:)``): the machine's
  /// ``InteractionMachine/current`` is rewritten field by field on every transition, with no 56-byte
  /// list built and copied whole.
  @inline(__always)
  @_optimize(speed)
  mutating func write(
    instant: Instant, from: Phase, trigger: TriggerCode, to: Phase, target: Int32?, effects: EffectCodes,
    outcome: OutcomeCode?, interaction: Int
  ) {
    self.instant = instant
    self.interaction = interaction
    triggerA = trigger.a
    triggerB = trigger.b
    self.effects.assign(effects)
    targetName = target ?? -1
    self.from = from
    self.to = to
    triggerWord = trigger.word
    triggerKey = trigger.key
    write(outcome: outcome)
  }

  /// Writes an outcome's codes over these: its kind and the one operand it has, the others cleared.
  @inline(__always)
  @_optimize(speed)
  private mutating func write(outcome: OutcomeCode?) {
    (outcomeName, outcomeKind, cancelReason, dismissReason, presentation) = (-1, 0, 0, 0, 0)
    switch outcome {
    case nil: break
    case .tap(let name)?: (outcomeKind, outcomeName) = (OutcomeKind.tap.rawValue, name)
    case .perform(let name)?: (outcomeKind, outcomeName) = (OutcomeKind.perform.rawValue, name)
    case .cancel(let reason)?: (outcomeKind, cancelReason) = (OutcomeKind.cancel.rawValue, reason.rawValue)
    case .dismiss(let reason)?: (outcomeKind, dismissReason) = (OutcomeKind.dismiss.rawValue, reason.rawValue)
    case .navigate(let name, let how)?:
      (outcomeKind, outcomeName, presentation) = (OutcomeKind.navigate.rawValue, name, how.rawValue)
    }
  }

  /// The running interaction's target's name index, if any.
  @inlinable var target: Int32? { targetName < 0 ? nil : targetName }

  /// The outcome, if the transition decides one.
  var outcome: OutcomeCode? {
    switch OutcomeKind(rawValue: outcomeKind) {
    case nil: return nil
    case .tap?: return .tap(outcomeName)
    case .perform?: return .perform(outcomeName)
    case .cancel?: return CancelReason(rawValue: cancelReason).map { .cancel($0) }
    case .dismiss?: return DismissReason(rawValue: dismissReason).map { .dismiss($0) }
    case .navigate?: return Presentation(rawValue: presentation).map { .navigate(outcomeName, $0) }
    }
  }

  /// The code of no transition at all, at `instant` in `phase`: what a machine's ``InteractionMachine/current``
  /// holds before its first transition.
  @_optimize(speed)
  init(instant: Instant, at phase: Phase) {
    self.init(
      instant: instant, from: phase, trigger: .input(.tick), to: phase, target: nil, effects: EffectCodes(),
      outcome: nil, interaction: 0)
  }

  /// The trigger's code.
  var trigger: TriggerCode { TriggerCode(triggerWord, key: triggerKey, triggerA, triggerB) }
}

/// What one handler of the machine did: a transition, whose codes the handler wrote into the
/// machine's ``InteractionMachine/current``, or the reason its input was ignored and the phase it was
/// ignored in. Two bytes.
@usableFromInline
struct Step: Sendable {
  /// Why the input was ignored; `nil` for a transition.
  @usableFromInline var ignored: IgnoreKind?
  /// The phase the machine stayed in, for an ignored input.
  @usableFromInline var phase: Phase

  /// A transition, written into the machine's ``InteractionMachine/current``.
  @usableFromInline static let transition = Step(nil, in: .idle)

  /// An input ignored in `phase`, with the reason (`nil`: a transition).
  @inline(__always)
  @_optimize(speed)
  init(_ reason: IgnoreKind?, in phase: Phase) {
    self.ignored = reason
    self.phase = phase
  }

  /// The report of the ignored input that this step stands for, at the machine's instant; `nil` for a
  /// transition.
  @inlinable
  @_optimize(speed)
  func ignoredInput(_ input: Input, at instant: Instant) -> IgnoredInput? {
    guard let ignored else { return nil }
    return IgnoredInput(
      instant: instant, phase: phase, input: input, reason: IgnoreReason(ignored, for: input))
  }
}

/// An input that the machine did not act on, with the reason (SPEC M9): never an error, never a trap.
public struct IgnoredInput: Hashable, Sendable {
  /// The input's instant.
  public var instant: Instant
  /// The state the machine stayed in.
  public var phase: Phase
  /// The input.
  public var input: Input
  /// Why it was ignored.
  public var reason: IgnoreReason

  /// Creates the report of an ignored input.
  @_optimize(speed)
  public init(instant: Instant, phase: Phase, input: Input, reason: IgnoreReason) {
    self.instant = instant
    self.phase = phase
    self.input = input
    self.reason = reason
  }
}

/// What the machine reports for each input it was handed and each timer that fired.
public enum Report: Hashable, Sendable {
  /// A transition (possibly back to the same state) with its effects.
  case transition(Transition)
  /// An input that was ignored, with the reason.
  case ignored(IgnoredInput)

  /// The report's instant.
  public var instant: Instant {
    switch self {
    case .transition(let transition): return transition.instant
    case .ignored(let ignored): return ignored.instant
    }
  }
}

/// Takes the reports of the machine as they happen, without the machine allocating for them.
public protocol ReportSink {
  /// Receives one report.
  mutating func receive(_ report: Report)
  /// Receives the transition that the input of a `send` caused; `timerDue`: whether a timer due by the
  /// call's instant (a zero duration) fires after it in the same call, so that it is not the call's last
  /// transition. By default, ``receive(_:)`` of it: a sink that keeps the machine's last transition in
  /// place (the C ABI's) is told, without reading the machine's memory, which one that is.
  mutating func receiveInputTransition(_ transition: Transition, timerDue: Bool)
  /// Whether the sink reads what it receives: `true` unless a sink says otherwise. A ``Replayer`` does
  /// not ask the machine for the reports of a sink that does not (when no expectation waits on them).
  static var readsReports: Bool { get }
}

extension ReportSink {
  /// A sink reads its reports unless it says otherwise.
  public static var readsReports: Bool { true }

  /// ``receive(_:)`` of the transition, for a sink that does not tell the input's transition apart.
  @inlinable
  @_optimize(speed)
  public mutating func receiveInputTransition(_ transition: Transition, timerDue: Bool) {
    receive(.transition(transition))
  }
}

/// A sink that collects reports into an array, for tests and tools.
public struct ReportCollector: ReportSink, Sendable {
  /// The reports received so far, in order.
  public var reports: [Report] = []

  /// Creates an empty collector.
  @_optimize(speed)
  public init() {}

  /// Appends the report.
  @_optimize(speed)
  public mutating func receive(_ report: Report) {
    reports.append(report)
  }
}

/// A sink that drops every report, for hosts that only read the machine's state; it counts them.
///
/// It holds a count rather than nothing: an `inout` access to a value of a zero-sized type can carry
/// an address that the thread sanitizer's instrumentation cannot shadow, which crashed `generate`
/// under `--sanitize=thread`.
public struct DiscardingSink: ReportSink, Sendable {
  /// How many reports were dropped.
  public private(set) var count = 0

  /// Creates the sink.
  @_optimize(speed)
  public init() {}

  /// Drops the report.
  @_optimize(speed)
  public mutating func receive(_ report: Report) {
    count += 1
  }

  /// It reads nothing: a replay into it need not make reports.
  public static var readsReports: Bool { false }
}
