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

  /// The input's operand.
  public var operand: InputOperand {
    switch self {
    case .down(let point), .move(let point), .rightClick(let point): return .point(point)
    case .force(let force): return .force(force)
    case .select(let id), .focus(let id), .remove(let id): return .id(id)
    case .hover(let id): return .id(id)
    case .key(let key): return .key(key)
    case .up, .cancel, .tapPreview, .tapOutside, .dismiss, .closed, .tick: return .none
    }
  }

  /// The input of a verb and its operand, `nil` when the operand is not the shape the verb takes
  /// (``InputVerb/operand``): what a parser or a foreign caller builds an input from.
  @_optimize(speed)
  public init?(verb: InputVerb, operand: InputOperand) {
    switch (verb.operand, operand) {
    case (.none, .none):
      switch verb {
      case .up: self = .up
      case .cancel: self = .cancel
      case .tapPreview: self = .tapPreview
      case .tapOutside: self = .tapOutside
      case .dismiss: self = .dismiss
      case .closed: self = .closed
      case .tick: self = .tick
      default: return nil
      }
    case (.point, .point(let point)):
      switch verb {
      case .down: self = .down(point)
      case .move: self = .move(point)
      case .rightClick: self = .rightClick(point)
      default: return nil
      }
    case (.force, .force(let force)):
      self = .force(force)
    case (.item, .id(let id?)):
      self = .select(id)
    case (.itemOrNone, .id(let id)):
      self = .hover(id)
    case (.target, .id(let id?)):
      self = verb == .focus ? .focus(id) : .remove(id)
    case (.key, .key(let key)):
      self = .key(key)
    default:
      return nil
    }
  }

  /// The input as trace text (`down 100,20`, `key escape`, `hover none`, …): the verb's spelling,
  /// then its operand.
  public var text: String {
    switch operand {
    case .none: return verb.spelling
    case .point(let point): return verb.spelling + " " + point.text
    case .force(let force): return verb.spelling + " " + force.text
    case .id(let id): return verb.spelling + " " + (id ?? "none")
    case .key(let key): return verb.spelling + " " + key.spelling
    }
  }
}
