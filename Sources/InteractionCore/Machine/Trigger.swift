/// The machine's timers. The machine never owns a timer: it names its next deadline and is told when
/// time reaches it (SPEC T4).
public enum TimerKind: Hashable, Sendable {
  /// The press has lasted `hold`.
  case hold
  /// The lift animation has ended.
  case lift
  /// The commit animation has ended.
  case commit
  /// The fade has ended.
  case fade
  /// A deferred element's items have loaded, by the element's id.
  case load(String)

  /// The timer's word in the package's table (its stable number and spelling).
  package var name: TimerName {
    switch self {
    case .hold: return .hold
    case .lift: return .lift
    case .commit: return .commit
    case .fade: return .fade
    case .load: return .load
    }
  }

  /// The timer as transcript text: its name's spelling, then the deferred element's id for `load`.
  public var text: String { TextWriter.text { $0.write(timer: self) } }
}

/// What caused a transition: an input, or a timer reaching its deadline.
public enum Trigger: Hashable, Sendable {
  /// An input from the host.
  case input(Input)
  /// A timer firing at its deadline.
  case timer(TimerKind)

  /// The trigger as transcript text: the input as written, or `timer NAME`.
  public var text: String { TextWriter.text { $0.write(trigger: self) } }
}
