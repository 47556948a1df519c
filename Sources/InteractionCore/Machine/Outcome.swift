/// Why a press was cancelled before the hold fired (SPEC P3, P4).
public enum CancelReason: Hashable, Sendable, CaseIterable {
  /// The finger moved farther than `slop`: a scroll wins.
  case moved
  /// A second finger touched down.
  case multitouch
  /// The system cancelled touches.
  case system
  /// The target was removed.
  case removed

  /// The reason as trace text.
  public var text: String {
    switch self {
    case .moved: return "moved"
    case .multitouch: return "multitouch"
    case .system: return "system"
    case .removed: return "removed"
    }
  }
}

/// Why a lifted preview or presented menu was dismissed (SPEC M1, M3, M7).
public enum DismissReason: Hashable, Sendable, CaseIterable {
  /// A tap on a preview with no destination.
  case preview
  /// A tap outside the preview and the menu.
  case outside
  /// The escape key at the root level.
  case escape
  /// The host dismissed it.
  case host
  /// The system cancelled it.
  case system
  /// The target was removed.
  case removed

  /// The reason as trace text.
  public var text: String {
    switch self {
    case .preview: return "preview"
    case .outside: return "outside"
    case .escape: return "escape"
    case .host: return "host"
    case .system: return "system"
    case .removed: return "removed"
    }
  }
}

/// How an interaction ended (SPEC section 6). Every interaction ends with exactly one (I1).
public enum Outcome: Hashable, Sendable {
  /// A plain tap on a target, by id.
  case tap(String)
  /// The press was cancelled before the hold fired.
  case cancel(CancelReason)
  /// The preview or menu was dismissed.
  case dismiss(DismissReason)
  /// An action was performed, by id.
  case perform(String)
  /// A destination was committed to, by name, with its presentation.
  case navigate(String, Presentation)

  /// The outcome as trace text (`tap apple`, `navigate apple-card sheet`, …).
  public var text: String {
    switch self {
    case .tap(let target): return "tap " + target
    case .cancel(let reason): return "cancel " + reason.text
    case .dismiss(let reason): return "dismiss " + reason.text
    case .perform(let action): return "perform " + action
    case .navigate(let destination, let presentation):
      return "navigate " + destination + " " + presentation.text
    }
  }
}
