/// A key the keyboard path knows (SPEC K2, K3, M3, M4).
public enum Key: Hashable, Sendable {
  /// The menu key (or the context-menu shortcut).
  case menu
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left: back out of a submenu.
  case left
  /// Arrow right: into a highlighted submenu.
  case right
  /// Return: select the highlighted item.
  case `return`
  /// Escape: out of a submenu, then out of the menu.
  case escape

  /// The key as trace text.
  public var text: String {
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
}

/// Everything a host can tell the machine (SPEC section 9, inputs).
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

  /// The input as trace text (`down 100,20`, `key escape`, …).
  public var text: String {
    switch self {
    case .down(let point): return "down " + point.text
    case .move(let point): return "move " + point.text
    case .up: return "up"
    case .force(let force): return "force " + force.text
    case .cancel: return "cancel"
    case .tapPreview: return "tap-preview"
    case .select(let id): return "select " + id
    case .tapOutside: return "tap-outside"
    case .dismiss: return "dismiss"
    case .closed: return "closed"
    case .rightClick(let point): return "right-click " + point.text
    case .focus(let id): return "focus " + id
    case .key(let key): return "key " + key.text
    case .remove(let id): return "remove " + id
    case .tick: return "tick"
    }
  }
}
