/// The verbs of the inputs a host hands the machine (SPEC section 9, inputs): the table of
/// ``Input``'s words, and what each takes after it (``operand``), from which the trace parser, the
/// transcript writer, the C conversion and `scripts/regenerate` read an input's shape. Numbers are
/// stable forever (``VocabularyWord``).
public enum InputVerb: UInt8, VocabularyWord {
  /// Each word's spelling in the order of its number.
  public static var spellings: StaticString {
    """
    down move up force cancel tap-preview select tap-outside dismiss closed right-click focus key remove
    tick hover
    """
  }
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
}

extension InputVerb {
  /// What the verb takes after it, in a trace: the shape the parser reads, the writer writes and the
  /// C ABI's `interaction_input` carries.
  public var operand: Operand {
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

  /// What an input verb takes after it (``InputVerb/operand``). Numbers are stable forever
  /// (``VocabularyWord``).
  public enum Operand: UInt8, VocabularyWord {
    /// Each word's spelling in the order of its number.
    public static var spellings: StaticString {
      """
      none point force item item-or-none target key
      """
    }
    /// Nothing.
    case none = 1
    /// A point `X,Y` (``Point``; the C ABI's `x`, `y`).
    case point = 2
    /// A normalized force `F` in 0…1 (``Fraction``; the C ABI's `force`).
    case force = 3
    /// The id of an item of the running interaction's target's menu (the C ABI's `name`).
    case item = 4
    /// The id of an item, or `none` (the C ABI's `name`, or none).
    case itemOrNone = 5
    /// A target's id (the C ABI's `name`).
    case target = 6
    /// A key's name (``Key``; the C ABI's `key`).
    case key = 7

    /// Whether the operand is an id (an item's or a target's), possibly `none`.
    public var isID: Bool { self == .item || self == .itemOrNone || self == .target }
  }
}

/// The shape of an input verb's operand.
@available(*, deprecated, renamed: "InputVerb.Operand")
public typealias InputOperandKind = InputVerb.Operand
