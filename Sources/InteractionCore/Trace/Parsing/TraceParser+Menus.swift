/// The three statements that declare menu items.
enum MenuItemKeyword {
  /// `action ID "Title" …`.
  case action
  /// `menu ID "Title" …`, a submenu.
  case menu
  /// `deferred ID "Title" after=DURATION`.
  case deferred

  /// The keyword a token spells, if it is one of the three.
  init?(_ token: Token, _ scanner: LineScanner) {
    if scanner.matches(token, "action") {
      self = .action
    } else if scanner.matches(token, "menu") {
      self = .menu
    } else if scanner.matches(token, "deferred") {
      self = .deferred
    } else {
      return nil
    }
  }
}

/// What an item id has been declared as, in any target's menu (for the references of inputs and
/// expectations, which speak of the running interaction's target, unknown when the trace is read).
struct DeclaredItemKinds: OptionSet {
  let rawValue: UInt8
  static let action = DeclaredItemKinds(rawValue: 1 << 0)
  /// A submenu that is not inline: one that can be a menu level.
  static let submenu = DeclaredItemKinds(rawValue: 1 << 1)
  static let inlineSubmenu = DeclaredItemKinds(rawValue: 1 << 2)
  static let deferred = DeclaredItemKinds(rawValue: 1 << 3)
}

/// A menu element being read, with its children by index.
struct PendingNode: Sendable {
  var element: MenuElement
  var children: [Int]
}

/// A line of the menu being read that later lines may nest under.
struct NestingLevel: Sendable {
  /// Its indentation in spaces (0 for the target).
  var indent: Int
  /// Its node, `nil` for the target.
  var node: Int?
  /// Whether items may nest under it (not under an action).
  var holdsItems: Bool
  /// The indentation of its items, `nil` until the first is read.
  var childIndent: Int?
  /// Where it was declared.
  var line: Int
  /// Its id.
  var id: String
}

/// The target whose menu is being read.
struct PendingTarget: Sendable {
  var target: Target
  var nodes: [PendingNode] = []
  var topLevel: [Int] = []
  /// The levels an item on the next line could belong to, the target first.
  var stack: [NestingLevel]

  /// A target whose items come next.
  init(target: Target, line: Int) {
    self.target = target
    stack = [
      NestingLevel(indent: 0, node: nil, holdsItems: true, childIndent: nil, line: line, id: target.id)
    ]
  }

  /// The element at `index` with its children, built depth first.
  func element(at index: Int) -> MenuElement {
    let node = nodes[index]
    let children = node.children.map { element(at: $0) }
    switch node.element {
    case .action: return node.element
    case .submenu(var submenu):
      submenu.children = children
      return .submenu(submenu)
    case .deferred(var deferred):
      deferred.children = children
      return .deferred(deferred)
    }
  }

  /// The indentations an item could have after the lines so far: each level's items', ascending.
  var allowedIndents: [Int] {
    var allowed: [Int] = []
    for level in stack {
      guard let indent = level.childIndent else { continue }
      var position = allowed.count
      while position > 0 && allowed[position - 1] > indent { position -= 1 }
      if position == 0 || allowed[position - 1] != indent { allowed.insert(indent, at: position) }
    }
    return allowed
  }
}

/// Menu items and their nesting (SPEC section 9, menu items): an item indented deeper than the line
/// above belongs to it; siblings share one indentation.
extension TraceParser {
  /// `action …`, `menu …` or `deferred …`, indented under a target or a submenu.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  mutating func parseItem(
    _ keyword: MenuItemKeyword, _ scanner: inout LineScanner, keyword token: Token, indent: Int
  ) throws(TraceError) -> TraceStatement {
    try refuseAfterInput(token, &scanner)
    guard var target = pending.take() else {
      throw scanner.error(
        .badIndentation, at: token,
        "expected " + scanner.shown(token) + " indented under a target, found no target above it")
    }
    defer { pending = target }
    try place(indent, in: &target, token, &scanner)
    let targetNumber = itemLines.count - 1
    let idToken = try scanner.required("an item id")
    let id = try scanner.declaredID(idToken, "an item id")
    if let line = itemLines[targetNumber][IDKey(id)] {
      throw scanner.error(
        .duplicateID, at: idToken,
        "expected an item id not yet used in the menu of `" + target.target.id + "`, found "
          + scanner.shown(idToken) + " again (line " + String(line) + ")")
    }
    let titleToken = try scanner.required("a quoted title after `" + id + "`")
    guard titleToken.quoted else {
      throw scanner.unexpected(.malformedStatement, titleToken, expected: "a quoted title after `" + id + "`")
    }
    let title = scanner.title(titleToken)
    let element: MenuElement
    let kind: DeclaredItemKinds
    switch keyword {
    case .action:
      element = .action(try parseAction(&scanner, id: id, title: title))
      kind = .action
    case .menu:
      let submenu = try parseSubmenu(&scanner, id: id, title: title)
      element = .submenu(submenu)
      kind = submenu.isInline ? .inlineSubmenu : .submenu
    case .deferred:
      element = .deferred(try parseDeferred(&scanner, id: id, title: title))
      kind = .deferred
    }
    let node = target.nodes.count
    target.nodes.append(PendingNode(element: element, children: []))
    let parentIndex = target.stack.count - 1
    target.stack[parentIndex].childIndent = indent
    if let parentNode = target.stack[parentIndex].node {
      target.nodes[parentNode].children.append(node)
    } else {
      target.topLevel.append(node)
    }
    target.stack.append(
      NestingLevel(
        indent: indent, node: node, holdsItems: keyword != .action, childIndent: nil, line: scanner.number,
        id: id))
    itemLines[targetNumber][IDKey(id)] = scanner.number
    itemKinds[IDKey(id), default: []].insert(kind)
    return .item(target: target.target.id, id: id)
  }

  /// Finds the level an item indented by `indent` belongs to: the nearest line above that is less
  /// indented, which must hold items, with siblings at one indentation.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  private func place(
    _ indent: Int, in target: inout PendingTarget, _ token: Token, _ scanner: inout LineScanner
  )
    throws(TraceError)
  {
    if indent == 0 {
      throw scanner.error(
        .badIndentation, at: token,
        "expected " + scanner.shown(token)
          + " indented under a target or a submenu, found it at the start of the line")
    }
    // The parent is the nearest level above that is less indented; the levels deeper than it are
    // left only once the line is known to fit, so that an error can name every indentation that fits.
    var parentIndex = target.stack.count - 1
    while parentIndex >= 0 && indent <= target.stack[parentIndex].indent { parentIndex -= 1 }
    guard parentIndex >= 0 else {
      throw scanner.error(.badIndentation, at: token, "expected an item under a target")
    }
    let parentLevel = target.stack[parentIndex]
    if !parentLevel.holdsItems {
      throw scanner.error(
        .badIndentation, at: token,
        "expected an indentation of at most " + String(parentLevel.indent) + " spaces, found "
          + String(indent)
          + ": the action `" + parentLevel.id + "` on line " + String(parentLevel.line) + " holds no items")
    }
    if let childIndent = parentLevel.childIndent, childIndent != indent {
      // Every level still open takes items at its items' indentation; the last line, a submenu or a
      // deferred element with no item yet, at any deeper one.
      let allowed = target.allowedIndents
      var expected = ""
      for (index, value) in allowed.enumerated() {
        if index > 0 { expected += index == allowed.count - 1 ? " or " : ", " }
        expected += String(value)
      }
      expected += " spaces, as the items above"
      let last = target.stack.count - 1
      if target.stack[last].holdsItems && target.stack[last].childIndent == nil {
        expected += ", or deeper under `" + target.stack[last].id + "`"
      }
      throw scanner.error(
        .badIndentation, at: token, "expected an indentation of " + expected + ", found " + String(indent))
    }
    while target.stack.count > parentIndex + 1 { target.stack.removeLast() }
    if target.stack.count > TraceParser.maximumDepth {
      throw scanner.error(
        .badIndentation, at: token,
        "expected items nested at most " + String(TraceParser.maximumDepth) + " levels deep, found one deeper"
      )
    }
  }

  /// Moves the target whose items were being read into the scene.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  mutating func finishPendingTarget() {
    guard var done = pending.take() else { return }
    done.target.menu = Menu(done.topLevel.map { done.element(at: $0) })
    if let name = done.target.committedDestinationName { destinations.insert(IDKey(name)) }
    scene.targets.append(done.target)
  }
}
