/// The kinds of ``Outcome`` (SPEC section 6). Numbers are stable forever (``VocabularyWord``).
public enum OutcomeKind: UInt8, VocabularyWord {
  /// `tap TARGET` (P2).
  case tap = 1
  /// `cancel REASON` (P3, P4).
  case cancel = 2
  /// `dismiss REASON` (M1, M3, M7).
  case dismiss = 3
  /// `perform ACTION` (M2).
  case perform = 4
  /// `navigate DESTINATION push|sheet` (M1).
  case navigate = 5

  /// The table's name.
  public static var tableName: String { "OutcomeKind" }

  /// The outcome's first word in traces and transcripts.
  public var spelling: String {
    switch self {
    case .tap: return "tap"
    case .cancel: return "cancel"
    case .dismiss: return "dismiss"
    case .perform: return "perform"
    case .navigate: return "navigate"
    }
  }
}

/// Why a press was cancelled before the hold fired (SPEC P3, P4). Numbers are stable forever
/// (``VocabularyWord``).
public enum CancelReason: UInt8, VocabularyWord {
  /// The finger moved farther than `slop`: a scroll wins.
  case moved = 1
  /// A second finger touched down.
  case multitouch = 2
  /// The system cancelled touches.
  case system = 3
  /// The target was removed.
  case removed = 4

  /// The table's name.
  public static var tableName: String { "CancelReason" }

  /// The reason as traces spell it.
  public var spelling: String {
    switch self {
    case .moved: return "moved"
    case .multitouch: return "multitouch"
    case .system: return "system"
    case .removed: return "removed"
    }
  }

  /// The reason as trace text (its ``spelling``).
  public var text: String { spelling }
}

/// Why a lifted preview or presented menu was dismissed (SPEC M1, M3, M7). Numbers are stable forever
/// (``VocabularyWord``).
public enum DismissReason: UInt8, VocabularyWord {
  /// A tap on a preview with no destination.
  case preview = 1
  /// A tap outside the preview and the menu.
  case outside = 2
  /// The escape key at the root level.
  case escape = 3
  /// The host dismissed it.
  case host = 4
  /// The system cancelled it.
  case system = 5
  /// The target was removed.
  case removed = 6

  /// The table's name.
  public static var tableName: String { "DismissReason" }

  /// The reason as traces spell it.
  public var spelling: String {
    switch self {
    case .preview: return "preview"
    case .outside: return "outside"
    case .escape: return "escape"
    case .host: return "host"
    case .system: return "system"
    case .removed: return "removed"
    }
  }

  /// The reason as trace text (its ``spelling``).
  public var text: String { spelling }
}

/// The on/off/mixed state of a menu action (UIMenuElement.State). Numbers are stable forever
/// (``VocabularyWord``).
public enum ItemState: UInt8, VocabularyWord {
  /// Selected; drawn with a checkmark.
  case on = 1
  /// Not selected.
  case off = 2
  /// Partly selected.
  case mixed = 3

  /// The table's name.
  public static var tableName: String { "ItemState" }

  /// The state as traces spell it.
  public var spelling: String {
    switch self {
    case .on: return "on"
    case .off: return "off"
    case .mixed: return "mixed"
    }
  }

  /// The state as trace text (its ``spelling``).
  public var text: String { spelling }

  /// The state after the action is chosen (SPEC M2): `off` and `mixed` become `on`, `on` becomes `off`.
  public var toggled: ItemState {
    switch self {
    case .off, .mixed: return .on
    case .on: return .off
    }
  }
}

/// How a destination is shown. Numbers are stable forever (``VocabularyWord``).
public enum Presentation: UInt8, VocabularyWord {
  /// Pushed onto a navigation stack.
  case push = 1
  /// Presented as a sheet.
  case sheet = 2

  /// The table's name.
  public static var tableName: String { "Presentation" }

  /// The presentation as traces spell it.
  public var spelling: String {
    switch self {
    case .push: return "push"
    case .sheet: return "sheet"
    }
  }

  /// The presentation as trace text (its ``spelling``).
  public var text: String { spelling }
}
