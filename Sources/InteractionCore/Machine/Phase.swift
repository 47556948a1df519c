/// The machine's state, as transcripts and expectations name it (SPEC section 9).
public enum Phase: Hashable, Sendable, CaseIterable {
  /// No interaction is running.
  case idle
  /// A finger is down on a target; the hold timer runs.
  case pressing
  /// The hold fired; the preview lifts.
  case lifting
  /// The menu is shown (with the preview, or compact).
  case presented
  /// The preview expands into its destination.
  case committing
  /// The preview fades back into the overlay.
  case dismissing
  /// A destination covers the source.
  case showingDestination

  /// The phase as trace text.
  public var text: String {
    switch self {
    case .idle: return "idle"
    case .pressing: return "pressing"
    case .lifting: return "lifting"
    case .presented: return "presented"
    case .committing: return "committing"
    case .dismissing: return "dismissing"
    case .showingDestination: return "showingDestination"
    }
  }
}

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

  /// The timer as transcript text.
  public var text: String {
    switch self {
    case .hold: return "hold"
    case .lift: return "lift"
    case .commit: return "commit"
    case .fade: return "fade"
    case .load(let id): return "load " + id
    }
  }
}

/// What caused a transition: an input, or a timer reaching its deadline.
public enum Trigger: Hashable, Sendable {
  /// An input from the host.
  case input(Input)
  /// A timer firing at its deadline.
  case timer(TimerKind)

  /// The trigger as transcript text: the input as written, or `timer NAME`.
  public var text: String {
    switch self {
    case .input(let input): return input.text
    case .timer(let timer): return "timer " + timer.text
    }
  }
}
