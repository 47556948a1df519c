/// One change of the machine: its instant, the state before, what caused it, the state after, the
/// effects for the host, and the outcome where this transition decides one (SPEC section 6).
public struct Transition: Hashable, Sendable {
  /// When it happened: the input's instant, or the timer's deadline.
  public var instant: Instant
  /// The state before.
  public var from: Phase
  /// The input or timer that caused it.
  public var trigger: Trigger
  /// The state after.
  public var to: Phase
  /// The id of the running interaction's target, if any.
  public var target: String?
  /// What the host must do, in order.
  public var effects: EffectList
  /// The outcome this transition decides, if it decides one.
  public var outcome: Outcome?
  /// The number of the interaction this transition belongs to, counted from 1; 0 outside one.
  public var interaction: Int

  /// Creates a transition.
  public init(
    instant: Instant, from: Phase, trigger: Trigger, to: Phase, target: String?, effects: EffectList,
    outcome: Outcome?, interaction: Int
  ) {
    self.instant = instant
    self.from = from
    self.trigger = trigger
    self.to = to
    self.target = target
    self.effects = effects
    self.outcome = outcome
    self.interaction = interaction
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
  public init(instant: Instant, phase: Phase, input: Input, reason: IgnoreReason) {
    self.instant = instant
    self.phase = phase
    self.input = input
    self.reason = reason
  }
}

/// Why an input was ignored.
public enum IgnoreReason: Hashable, Sendable {
  /// The state has no rule for this input (SPEC M9).
  case noRule
  /// A `down` or `right-click` hit no target (SPEC P1).
  case noTargetHit
  /// A `down` while the preview, the fade or a destination holds the screen (SPEC M5, M6, M9).
  case screenBusy
  /// The menu is not up yet: the preview is still lifting (SPEC M3).
  case menuNotShown
  /// A compact menu has no preview to tap or press (SPEC K1, P7).
  case noPreview
  /// The target has no destination to commit to (SPEC P7).
  case noDestination
  /// The force lies below the threshold that would act (SPEC P7).
  case belowThreshold
  /// The tracked finger is no longer down (SPEC P7, P8).
  case fingerNotDown
  /// The item is not in the open menu level, by id (SPEC M2).
  case notInLevel(String)
  /// The item is hidden, by id.
  case hidden(String)
  /// The item is disabled, by id.
  case disabled(String)
  /// The item is still loading, by id (SPEC M8).
  case loading(String)
  /// A deferred element itself cannot be selected, by id (SPEC M8).
  case deferredElement(String)
  /// The target was removed, by id (SPEC M7, I8).
  case removedTarget(String)
  /// No target has this id.
  case unknownTarget(String)
  /// No target has the keyboard focus (SPEC K2).
  case nothingFocused
  /// There is no highlighted item to act on (SPEC K3).
  case nothingHighlighted
  /// The highlighted item is not a submenu (SPEC K3).
  case notASubmenu
  /// `key left` at the root level: there is no parent to go back to (SPEC M4).
  case atRootLevel
  /// The highlight is already at the end it would move past (SPEC K3).
  case atEnd
  /// The input's instant lies before the machine's current instant (SPEC T1); it is not handled.
  case timeWentBackwards(Instant)

  /// The reason as transcript text.
  public var text: String {
    switch self {
    case .noRule: return "no rule in this state"
    case .noTargetHit: return "no target hit"
    case .screenBusy: return "the screen is busy"
    case .menuNotShown: return "the menu is not shown yet"
    case .noPreview: return "no preview"
    case .noDestination: return "no destination"
    case .belowThreshold: return "below threshold"
    case .fingerNotDown: return "finger not down"
    case .notInLevel(let id): return id + " is not in the open level"
    case .hidden(let id): return id + " is hidden"
    case .disabled(let id): return id + " is disabled"
    case .loading(let id): return id + " is still loading"
    case .deferredElement(let id): return id + " is a deferred element"
    case .removedTarget(let id): return id + " was removed"
    case .unknownTarget(let id): return "no target " + id
    case .nothingFocused: return "nothing focused"
    case .nothingHighlighted: return "nothing highlighted"
    case .notASubmenu: return "not a submenu"
    case .atRootLevel: return "at the root level"
    case .atEnd: return "at the end"
    case .timeWentBackwards(let now): return "time went backwards (now " + now.secondsText + ")"
    }
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
}

/// A sink that collects reports into an array, for tests and tools.
public struct ReportCollector: ReportSink, Sendable {
  /// The reports received so far, in order.
  public var reports: [Report] = []

  /// Creates an empty collector.
  public init() {}

  /// Appends the report.
  public mutating func receive(_ report: Report) {
    reports.append(report)
  }
}

/// A sink that drops every report, for hosts that only read the machine's state.
public struct DiscardingSink: ReportSink, Sendable {
  /// Creates the sink.
  public init() {}

  /// Drops the report.
  public mutating func receive(_ report: Report) {}
}
