/// The verbs of the inputs a host hands the machine (SPEC section 9, inputs): the table of
/// ``Input``'s words. Numbers are stable forever (``VocabularyWord``).
public enum InputVerb: UInt8, VocabularyWord {
  /// `down X,Y`: a finger touches down (P1).
  case down = 1
  /// `move X,Y`: the tracked finger moves (P3, P6).
  case move = 2
  /// `up`: the tracked finger lifts (P2, P6, M10).
  case up = 3
  /// `force F`: the tracked finger's normalized force (P7).
  case force = 4
  /// `cancel`: the system cancels touches (P4, M3).
  case cancel = 5
  /// `tap-preview`: a tap on the lifted preview (M1).
  case tapPreview = 6
  /// `select ID`: a tap on a menu item (M2).
  case select = 7
  /// `tap-outside`: a tap outside the preview and the menu (M3).
  case tapOutside = 8
  /// `dismiss`: the host dismisses the menu (M3).
  case dismiss = 9
  /// `closed`: the shown destination is closed (M6).
  case closed = 10
  /// `right-click X,Y`: a secondary click (K1).
  case rightClick = 11
  /// `focus ID`: keyboard focus moves to a target (K2).
  case focus = 12
  /// `key NAME`: a key is pressed (K2, K3, M3, M4).
  case key = 13
  /// `remove ID`: the host removes a target (M7).
  case remove = 14
  /// `tick`: time advances with no other input (T3).
  case tick = 15
  /// `hover ID|none`: the finger or pointer is over an item of the open level, or over none (M10).
  case hover = 16

  /// The table's name.
  public static var tableName: String { "InputVerb" }

  /// The verb as traces spell it.
  public var spelling: String {
    switch self {
    case .down: return "down"
    case .move: return "move"
    case .up: return "up"
    case .force: return "force"
    case .cancel: return "cancel"
    case .tapPreview: return "tap-preview"
    case .select: return "select"
    case .tapOutside: return "tap-outside"
    case .dismiss: return "dismiss"
    case .closed: return "closed"
    case .rightClick: return "right-click"
    case .focus: return "focus"
    case .key: return "key"
    case .remove: return "remove"
    case .tick: return "tick"
    case .hover: return "hover"
    }
  }

  /// What the verb takes after it.
  public var operand: InputOperandKind {
    switch self {
    case .down, .move, .rightClick: return .point
    case .force: return .force
    case .select: return .item
    case .focus, .remove: return .target
    case .key: return .key
    case .hover: return .itemOrNone
    case .up, .cancel, .tapPreview, .tapOutside, .dismiss, .closed, .tick: return .none
    }
  }
}

/// What an input verb takes after it, in a trace: the shape its parser reads and its writer writes.
public enum InputOperandKind: Hashable, Sendable {
  /// Nothing.
  case none
  /// A point `X,Y`.
  case point
  /// A normalized force `F` in 0…1.
  case force
  /// The id of an item of the running interaction's target's menu.
  case item
  /// The id of an item, or `none`.
  case itemOrNone
  /// A target's id.
  case target
  /// A key's name (``Key``).
  case key
}

/// The operand of one input, as a parser reads it before the input is made (``Input/init(verb:operand:)``).
public enum InputOperand: Hashable, Sendable {
  /// Nothing.
  case none
  /// A point.
  case point(Point)
  /// A force.
  case force(Fraction)
  /// An id (an item's or a target's), or `nil` for `none`.
  case id(String?)
  /// A key.
  case key(Key)
}

/// The keys the keyboard path knows (SPEC K2, K3, M3, M4). Numbers are stable forever
/// (``VocabularyWord``).
public enum Key: UInt8, VocabularyWord {
  /// The menu key (or the context-menu shortcut).
  case menu = 1
  /// Arrow up.
  case up = 2
  /// Arrow down.
  case down = 3
  /// Arrow left: back out of a submenu.
  case left = 4
  /// Arrow right: into a highlighted submenu.
  case right = 5
  /// Return: select the highlighted item.
  case `return` = 6
  /// Escape: out of a submenu, then out of the menu.
  case escape = 7

  /// The table's name.
  public static var tableName: String { "Key" }

  /// The key as traces spell it.
  public var spelling: String {
    switch self {
    case .menu: return "menu"
    case .up: return "up"
    case .down: return "down"
    case .left: return "left"
    case .right: return "right"
    case .return: return "return"
    case .escape: return "escape"
    }
  }

  /// The key as trace text (its ``spelling``).
  public var text: String { spelling }
}
