extension ItemState {
  /// The state after the action is chosen (SPEC M2): `off` and `mixed` become `on`, `on` becomes `off`.
  public var toggled: ItemState {
    switch self {
    case .off, .mixed: return .on
    case .on: return .off
    }
  }
}

/// A menu action: a row that does something when chosen.
public struct Action: Hashable, Sendable {
  /// The action's id, unique within its target's menu.
  public var id: String
  /// The title shown in the menu.
  public var title: String
  /// The icon's name (an SF Symbol name, say), if any.
  public var icon: String?
  /// Whether the action is drawn as destructive (red).
  public var isDestructive: Bool
  /// Whether the action is shown dimmed and cannot be chosen.
  public var isDisabled: Bool
  /// Whether the action is left out of the menu.
  public var isHidden: Bool
  /// Whether choosing the action keeps the menu presented.
  public var keepsMenuPresented: Bool
  /// The action's on/off/mixed state, where it has one.
  public var state: ItemState?
  /// A destination shown after the menu fades (a share sheet, say).
  public var destination: String?
  /// How that destination is shown.
  public var presentation: Presentation

  /// Creates an action.
  public init(
    id: String, title: String, icon: String? = nil, isDestructive: Bool = false, isDisabled: Bool = false,
    isHidden: Bool = false, keepsMenuPresented: Bool = false, state: ItemState? = nil,
    destination: String? = nil, presentation: Presentation = .push
  ) {
    self.id = id
    self.title = title
    self.icon = icon
    self.isDestructive = isDestructive
    self.isDisabled = isDisabled
    self.isHidden = isHidden
    self.keepsMenuPresented = keepsMenuPresented
    self.state = state
    self.destination = destination
    self.presentation = presentation
  }
}

/// A submenu: its own level, or (inline) a group whose items belong to the level that holds it.
public struct Submenu: Hashable, Sendable {
  /// The submenu's id, unique within its target's menu.
  public var id: String
  /// The title shown in the menu.
  public var title: String
  /// The icon's name, if any.
  public var icon: String?
  /// Whether the items are shown inline in the level that holds the submenu.
  public var isInline: Bool
  /// Whether at most one of its actions is `on` (single selection).
  public var isSingleSelection: Bool
  /// The items, in order.
  public var children: [MenuElement]

  /// Creates a submenu.
  public init(
    id: String, title: String, icon: String? = nil, isInline: Bool = false,
    isSingleSelection: Bool = false, children: [MenuElement] = []
  ) {
    self.id = id
    self.title = title
    self.icon = icon
    self.isInline = isInline
    self.isSingleSelection = isSingleSelection
    self.children = children
  }
}

/// A deferred element: a loading placeholder, replaced by its items after a load time.
public struct DeferredElement: Hashable, Sendable {
  /// The element's id, unique within its target's menu.
  public var id: String
  /// The placeholder's title.
  public var title: String
  /// How long the items take to load, from the instant the menu is shown.
  public var loadTime: Interval
  /// The items that replace the placeholder.
  public var children: [MenuElement]

  /// Creates a deferred element.
  public init(id: String, title: String, loadTime: Interval, children: [MenuElement] = []) {
    self.id = id
    self.title = title
    self.loadTime = loadTime
    self.children = children
  }
}

/// One element of a menu tree.
public indirect enum MenuElement: Hashable, Sendable {
  /// An action.
  case action(Action)
  /// A submenu.
  case submenu(Submenu)
  /// A deferred element.
  case deferred(DeferredElement)

  /// The element's id.
  public var id: String {
    switch self {
    case .action(let action): return action.id
    case .submenu(let submenu): return submenu.id
    case .deferred(let element): return element.id
    }
  }
}
