extension InputVerb {
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
