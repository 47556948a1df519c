/// What the transcript prints for an ignored input: the phrase of its reason's kind.
extension IgnoreKind {
  /// Whether the phrase names the input's id.
  package var namesID: Bool {
    switch self {
    case .notInLevel, .hidden, .disabled, .loading, .deferredElement, .removedTarget, .unknownTarget:
      return true
    default:
      return false
    }
  }

  /// The reason as the transcript prints it, naming `id` (the input's, for the reasons that name one)
  /// and `detail` (the instant that ``timeWentBackwards`` and ``instantTooLate`` name).
  package func phrase(naming id: String = "", detail: String = "") -> String {
    switch self {
    case .noRule: return "no rule in this state"
    case .noTargetHit: return "no target hit"
    case .screenBusy: return "the screen is busy"
    case .menuNotShown: return "the menu is not shown yet"
    case .noPreview: return "no preview"
    case .noDestination: return "no destination"
    case .belowThreshold: return "below threshold"
    case .fingerNotDown: return "finger not down"
    case .notInLevel: return id + " is not in the open level"
    case .hidden: return id + " is hidden"
    case .disabled: return id + " is disabled"
    case .loading: return id + " is still loading"
    case .deferredElement: return id + " is a deferred element"
    case .removedTarget: return id + " was removed"
    case .unknownTarget: return "no target " + id
    case .nothingFocused: return "nothing focused"
    case .nothingHighlighted: return "nothing highlighted"
    case .notASubmenu: return "not a submenu"
    case .atRootLevel: return "at the root level"
    case .atEnd: return "at the end"
    case .timeWentBackwards: return "time went backwards (now " + detail + ")"
    case .instantTooLate:
      return "too late: its deadlines would overflow (the latest instant is " + detail + ")"
    case .highlightUnchanged: return "the highlight does not change"
    case .valueOutOfRange: return "value out of range"
    }
  }
}
