/// Something the host must do after a transition: draw, play, navigate or run an action.
public enum Effect: Hashable, Sendable {
  /// Highlight the source view under the finger, by target id (SPEC P1).
  case highlightSource(String)
  /// Remove the source view's highlight, by target id.
  case unhighlightSource(String)
  /// Run a target's primary action: the target's id, then the action's name (SPEC P2).
  case runPrimaryAction(target: String, action: String)
  /// Play the haptic of a lift (SPEC P5).
  case haptic
  /// Show the lifted preview of a target: the target's id, what it shows, and its preferred size
  /// (`nil`: fill the space available).
  case showPreview(target: String, preview: Preview, size: Size?)
  /// Show a target's menu, under the preview or compact (no preview).
  case showMenu(target: String, compact: Bool)
  /// Hide the menu.
  case hideMenu
  /// Open a submenu level, by id (SPEC M2).
  case openSubmenu(String)
  /// Close a submenu level and go back to its parent, by the closed submenu's id (SPEC M4).
  case closeSubmenu(String)
  /// Move the keyboard highlight to an item, by id; `nil` clears it (SPEC K3).
  case highlightItem(String?)
  /// Replace a deferred element's placeholder with its items, by the element's id (SPEC M8).
  case showLoadedItems(String)
  /// Draw an item with a new state: the item's id and its state (SPEC M2).
  case setItemState(item: String, state: ItemState)
  /// Turn `off` every other action with a state in a single-selection submenu: the submenu's id, then
  /// the chosen action's.
  case clearSelection(menu: String, except: String)
  /// Perform an action: the target's id, then the action's (SPEC M2).
  case performAction(target: String, action: String)
  /// Start fading the preview (or compact menu) into the overlay, down to the given opacity (SPEC M5).
  case beginFade(Fraction)
  /// The fade is over: remove the preview.
  case endFade
  /// Start expanding the preview into a destination, by name (SPEC M1).
  case beginCommit(String)
  /// Show a destination, by name, pushed or as a sheet; it covers the source (SPEC M1, M6).
  case showDestination(String, Presentation)
  /// The destination was closed, by name (SPEC M6).
  case closeDestination(String)
  /// Give a target the keyboard focus, by id (SPEC K2).
  case focus(String)
  /// Take the keyboard focus away from a removed target, by id (SPEC M7).
  case unfocus(String)

  /// The effect's kind.
  public var kind: EffectKind {
    switch self {
    case .highlightSource: return .highlightSource
    case .unhighlightSource: return .unhighlightSource
    case .runPrimaryAction: return .runPrimaryAction
    case .haptic: return .haptic
    case .showPreview: return .showPreview
    case .showMenu: return .showMenu
    case .hideMenu: return .hideMenu
    case .openSubmenu: return .openSubmenu
    case .closeSubmenu: return .closeSubmenu
    case .highlightItem: return .highlightItem
    case .showLoadedItems: return .showLoadedItems
    case .setItemState: return .setItemState
    case .clearSelection: return .clearSelection
    case .performAction: return .performAction
    case .beginFade: return .beginFade
    case .endFade: return .endFade
    case .beginCommit: return .beginCommit
    case .showDestination: return .showDestination
    case .closeDestination: return .closeDestination
    case .focus: return .focus
    case .unfocus: return .unfocus
    }
  }

  /// The effect as transcript text: the kind's spelling, then its operands.
  public var text: String { TextWriter.text { $0.write(effect: self) } }
}

/// The effects of one transition, stored inline as compact codes so that reporting a transition never
/// allocates and copying one is a copy of a few machine words: each effect's names are resolved from a
/// shared table when it is read.
public struct EffectList: Hashable, Sendable, RandomAccessCollection {
  /// The most effects one transition carries.
  public static let capacity = 6

  /// The codes, trivially copyable.
  @usableFromInline var list: EffectCodes
  /// The table that the codes' names index.
  @usableFromInline var names: ReportNames

  /// An empty list.
  @_optimize(speed)
  public init() {
    list = EffectCodes()
    names = .empty
  }

  /// A list of one effect. (Fixed arities rather than a variadic parameter, which would allocate.)
  @_optimize(speed)
  public init(_ first: Effect) {
    self.init()
    append(first)
  }

  /// A list of two effects, in order.
  @_optimize(speed)
  public init(_ first: Effect, _ second: Effect) {
    self.init()
    append(first)
    append(second)
  }

  /// A list of three effects, in order.
  @_optimize(speed)
  public init(_ first: Effect, _ second: Effect, _ third: Effect) {
    self.init()
    append(first)
    append(second)
    append(third)
  }

  /// A list of codes that name entries of `names`.
  @inlinable
  @_optimize(speed)
  init(list: EffectCodes, names: ReportNames) {
    self.list = list
    self.names = names
  }

  /// The number of effects.
  @inlinable public var count: Int { Int(list.count) }
  /// The position of the first effect.
  @inlinable public var startIndex: Int { 0 }
  /// The position after the last effect.
  @inlinable public var endIndex: Int { Int(list.count) }

  /// The effect at `position`.
  public subscript(position: Int) -> Effect {
    precondition(position >= 0 && position < count, "EffectList index out of range")
    return list[position].effect(names)
  }

  /// Whether the list holds ``capacity`` effects, so that ``append(_:)`` would add nothing.
  public var isFull: Bool { count >= EffectList.capacity }

  /// Adds an effect at the end and returns `true`; when the list is full (``isFull``: the machine never
  /// makes a transition with more than ``capacity`` effects), leaves it unchanged and returns `false`.
  /// It never traps.
  @discardableResult
  @_optimize(speed)
  public mutating func append(_ effect: Effect) -> Bool {
    guard !isFull else { return false }
    var builder = ReportNamesBuilder(names)
    let code = EffectCode.encode(effect, into: &builder)
    guard !builder.isFull else { return false }
    names = builder.build(base: names)
    list.append(code)
    return true
  }

  /// Two lists are equal when they hold the same effects in the same order.
  @_optimize(speed)
  public static func == (lhs: EffectList, rhs: EffectList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.names === rhs.names && lhs.list == rhs.list { return true }
    return lhs.elementsEqual(rhs)
  }

  /// Hashes the effects in order.
  @_optimize(speed)
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for effect in self { hasher.combine(effect) }
  }
}
