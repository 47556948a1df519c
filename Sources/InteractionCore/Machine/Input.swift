/// Everything a host can tell the machine (SPEC section 9, inputs). Each case's word is declared once,
/// in ``InputVerb``.
public enum Input: Hashable, Sendable {
  /// A finger touches down at a point.
  case down(Point)
  /// The tracked finger moves to a point.
  case move(Point)
  /// The tracked finger lifts.
  case up
  /// The tracked finger's normalized force changes (3D Touch).
  case force(Fraction)
  /// The system cancels touches.
  case cancel
  /// A tap on the lifted preview.
  case tapPreview
  /// A tap on a menu item, by id.
  case select(String)
  /// A tap outside the preview and the menu.
  case tapOutside
  /// The host dismisses the menu.
  case dismiss
  /// The shown destination is closed (the sheet dismissed, or navigation back).
  case closed
  /// A secondary click (right click) at a point.
  case rightClick(Point)
  /// Keyboard focus moves to a target, by id.
  case focus(String)
  /// A key is pressed.
  case key(Key)
  /// The host removes a target from the scene, by id.
  case remove(String)
  /// Time advances with no other input.
  case tick
  /// The finger or pointer is over an item of the open menu level, by id, or over none (`nil`):
  /// slide to select (SPEC M10).
  case hover(String?)

  /// The input's verb.
  public var verb: InputVerb {
    switch self {
    case .down: return .down
    case .move: return .move
    case .up: return .up
    case .force: return .force
    case .cancel: return .cancel
    case .tapPreview: return .tapPreview
    case .select: return .select
    case .tapOutside: return .tapOutside
    case .dismiss: return .dismiss
    case .closed: return .closed
    case .rightClick: return .rightClick
    case .focus: return .focus
    case .key: return .key
    case .remove: return .remove
    case .tick: return .tick
    case .hover: return .hover
    }
  }

  /// The point of `down`, `move` and `right-click` (``InputVerb/Operand/point``); `nil` for another verb.
  public var point: Point? {
    switch self {
    case .down(let point), .move(let point), .rightClick(let point): return point
    default: return nil
    }
  }

  /// The force of `force` (``InputVerb/Operand/force``); `nil` for another verb.
  public var force: Fraction? {
    guard case .force(let force) = self else { return nil }
    return force
  }

  /// The id of `select`, `focus`, `remove` and `hover` (``InputVerb/Operand/isID``); `nil` for `hover`
  /// over none and for another verb.
  public var id: String? {
    switch self {
    case .select(let id), .focus(let id), .remove(let id): return id
    case .hover(let id): return id
    default: return nil
    }
  }

  /// The key of `key` (``InputVerb/Operand/key``); `nil` for another verb.
  public var key: Key? {
    guard case .key(let key) = self else { return nil }
    return key
  }

  /// The input of a verb and the operand of the shape it takes (``InputVerb/operand``: a `point`, a
  /// `force`, an `id` or a `key`; an `id` of `nil` is `hover`'s none); `nil` when another operand is
  /// given, or the one it takes is missing: what a foreign caller or a test builds an input from.
  public init?(
    verb: InputVerb, point: Point? = nil, force: Fraction? = nil, id: String? = nil, key: Key? = nil
  ) {
    let shape = verb.operand
    guard (point != nil) == (shape == .point), (force != nil) == (shape == .force),
      (key != nil) == (shape == .key), id == nil || shape.isID,
      id != nil || shape == .itemOrNone || !shape.isID
    else { return nil }
    switch verb {
    case .down: self = .down(point!)
    case .move: self = .move(point!)
    case .up: self = .up
    case .force: self = .force(force!)
    case .cancel: self = .cancel
    case .tapPreview: self = .tapPreview
    case .select: self = .select(id!)
    case .tapOutside: self = .tapOutside
    case .dismiss: self = .dismiss
    case .closed: self = .closed
    case .rightClick: self = .rightClick(point!)
    case .focus: self = .focus(id!)
    case .key: self = .key(key!)
    case .remove: self = .remove(id!)
    case .tick: self = .tick
    case .hover: self = .hover(id)
    }
  }

  /// The input as trace text (`down 100,20`, `key escape`, `hover none`, …): the verb's spelling,
  /// then the operand of the shape it takes (``InputVerb/operand``).
  public var text: String { TextWriter.text { $0.write(input: self) } }
}
