/// The machine's timers (SPEC T2, T4): the table of ``TimerKind``'s words. Numbers are stable forever
/// (``VocabularyWord``).
public enum TimerName: UInt8, VocabularyWord {
  /// The press has lasted `hold` (P5).
  case hold = 1
  /// The lift animation has ended (P6).
  case lift = 2
  /// The commit animation has ended (M1).
  case commit = 3
  /// The fade has ended (M5).
  case fade = 4
  /// A deferred element's items have loaded (M8).
  case load = 5

  /// The table's name.
  public static var tableName: String { "TimerName" }

  /// The timer as transcripts spell it (after `timer `).
  public var spelling: String {
    switch self {
    case .hold: return "hold"
    case .lift: return "lift"
    case .commit: return "commit"
    case .fade: return "fade"
    case .load: return "load"
    }
  }
}

/// The machine's state, as transcripts and expectations name it (SPEC section 9). Numbers are stable
/// forever (``VocabularyWord``).
public enum Phase: UInt8, VocabularyWord {
  /// No interaction is running.
  case idle = 1
  /// A finger is down on a target; the hold timer runs.
  case pressing = 2
  /// The hold fired; the preview lifts.
  case lifting = 3
  /// The menu is shown (with the preview, or compact).
  case presented = 4
  /// The preview expands into its destination.
  case committing = 5
  /// The preview fades back into the overlay.
  case dismissing = 6
  /// A destination covers the source.
  case showingDestination = 7

  /// The table's name.
  public static var tableName: String { "Phase" }

  /// The phase as traces and transcripts spell it.
  public var spelling: String {
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

  /// The phase as trace text (its ``spelling``).
  public var text: String { spelling }
}
