import InteractionCore

/// One row of a drawn menu, and what a click on it does.
struct MenuRow: Hashable {
  /// What the row shows.
  enum Kind: Hashable {
    /// An action or a submenu, by node index: a click selects it.
    case item(Int)
    /// A deferred element still loading, by node index.
    case loading(Int)
    /// The title of the open submenu, by node index: a click goes back to its parent level.
    case back(Int)
    /// A line between groups, with the inline submenu's title (maybe empty).
    case separator(String)
  }

  /// What the row shows.
  var kind: Kind
  /// The terminal row it is drawn on.
  var row: Int
}

/// A menu as drawn: its frame (with the border) and its rows.
struct MenuBox: Hashable {
  /// The menu level shown, by node index.
  var level: Int
  /// The frame, border included.
  var frame: CellRect
  /// The rows inside the border, top to bottom; rows that do not fit on the screen are left out (those
  /// above the highlighted row first, so that it shows), and a fading menu has none.
  var rows: [MenuRow]
  /// How many rows are left out above the first drawn one.
  var hiddenAbove = 0
  /// How many rows are left out below the last drawn one.
  var hiddenBelow = 0
  /// Whether the menu is fading out (a compact menu being dismissed).
  var isFading: Bool

  /// The row at a terminal cell, if the cell lies on one inside the border.
  func row(atColumn column: Int, row: Int) -> MenuRow? {
    guard column > frame.column, column < frame.right - 1 else { return nil }
    return rows.first { $0.row == row }
  }
}

/// The destination screen as drawn.
struct DestinationBox: Hashable {
  /// The destination's name.
  var name: String
  /// How it is shown.
  var presentation: Presentation
  /// The frame: the whole screen when pushed, the lower part when a sheet.
  var frame: CellRect
  /// The button that closes it (`‹ Back` or `Close`).
  var closeButton: CellRect
}

/// Where the source, the lifted preview, the menu and the destination lie at one instant, in cells:
/// computed from the machine's ``Appearance`` and the scene alone, and shared by the renderer (what to
/// draw where) and the input mapping (what a click hits).
///
/// The preview lifts from the source's cells to its final frame: its preferred size where the target
/// gives one, else the scene's width and the screen's height (it fills the space available), made
/// smaller where the screen is, and placed at the source, moved as little as it takes to fit beside
/// the menu. The menu stands to the right of the preview (or of the source, when compact), else at the
/// right edge of the screen.
struct Stage: Hashable {
  /// The running interaction's target, by index.
  var target: Int?
  /// The source's cells.
  var source: CellRect?
  /// Where the preview is drawn now, if it is.
  var preview: CellRect?
  /// The menu, if it is drawn.
  var menu: MenuBox?
  /// The destination screen, if one is shown.
  var destination: DestinationBox?

  /// An empty stage: nothing lifted, no menu, no destination.
  init() {}

  /// The stage of an appearance.
  init(appearance: Appearance, scene: Scene, layout: Layout) {
    guard let id = appearance.target, let index = scene.index(of: id) else { return }
    let target = scene.targets[index]
    self.target = index
    let source = layout.cells(of: target.frame)
    self.source = source
    let menuWidth = Stage.menuWidth(target.menu, layout: layout)
    let final = Stage.finalPreview(
      appearance: appearance, scene: scene, source: source, menuWidth: menuWidth, layout: layout)
    switch appearance.phase {
    case .idle, .pressing:
      break
    case .lifting:
      preview = source.interpolated(to: final, appearance.previewPresence)
    case .presented:
      let level = Stage.level(appearance.menuLevelID, in: target.menu)
      if appearance.isCompact {
        menu = Stage.menuBox(
          target.menu, level: level, loadedCount: appearance.loadedCount, beside: source, width: menuWidth,
          layout: layout, highlighted: appearance.highlightedItemID, isFading: false)
      } else {
        preview = final
        menu = Stage.menuBox(
          target.menu, level: level, loadedCount: appearance.loadedCount, beside: final, width: menuWidth,
          layout: layout, highlighted: appearance.highlightedItemID, isFading: false)
      }
    case .committing:
      // The preview expands into the frame its destination will have.
      let destination = Stage.destinationBox(
        name: target.committedDestinationName ?? target.id, presentation: target.presentation, scene: scene,
        layout: layout)
      preview = final.interpolated(to: destination.frame, appearance.commitProgress)
    case .dismissing:
      if appearance.isCompact {
        // The appearance does not say which level was open: the menu fades as an empty frame.
        menu = Stage.menuBox(
          target.menu, level: Menu.root, loadedCount: 0, beside: source, width: menuWidth,
          layout: layout, highlighted: nil, isFading: true)
      } else {
        // From where it stood (lifted, or part-way when the lift was interrupted) back to the source.
        preview = source.interpolated(to: final, appearance.previewPresence)
      }
    case .showingDestination:
      guard let name = appearance.destination else { break }
      destination = Stage.destinationBox(
        name: name, presentation: Stage.presentation(of: name, target: target), scene: scene, layout: layout)
    }
  }

  /// The node index of a menu level named as ``Appearance/menuLevelID`` names it (`root`, or a
  /// submenu's id).
  static func level(_ id: String?, in menu: Menu) -> Int {
    guard let id, id != "root" else { return Menu.root }
    return menu.index(of: id) ?? Menu.root
  }

  /// The inner width of a menu's rows: wide enough for every row of every level, so that the menu and
  /// the preview keep their places as levels open and items load.
  static func menuWidth(_ menu: Menu, layout: Layout) -> Int {
    var content = 12
    for node in menu.nodes.dropFirst() where !node.isHidden {
      content = max(content, MenuLabel.width(of: node) + 1)
    }
    return min(content + 2, 44, layout.columns)
  }

  /// How a destination is shown: as the target's commit where it is that one, else as the menu action
  /// that names it.
  static func presentation(of name: String, target: Target) -> Presentation {
    if target.committedDestinationName == name { return target.presentation }
    return target.menu.nodes.first { $0.destination == name }?.presentation ?? .push
  }

  private static func finalPreview(
    appearance: Appearance, scene: Scene, source: CellRect, menuWidth: Int, layout: Layout
  ) -> CellRect {
    let screen = layout.screen
    var width: Int
    var height: Int
    if let size = appearance.previewSize {
      (width, height) = layout.cells(of: size)
    } else {
      width = max(layout.sceneCells(scene).width, source.width)
      height = screen.height
    }
    let besideMenu = screen.width - 3 - menuWidth
    width = min(width, besideMenu >= 20 ? besideMenu : screen.width - 2)
    height = min(height, screen.height - 2)
    let column = clamp(
      source.column, 1, max(1, screen.width - 1 - width - (besideMenu >= 20 ? menuWidth + 1 : 0)))
    let row = clamp(source.row, screen.row, max(screen.row, screen.bottom - 1 - height))
    return CellRect(column: column, row: row, width: max(1, width), height: max(1, height))
  }

  private static func menuBox(
    _ menu: Menu, level: Int, loadedCount: Int, beside anchor: CellRect, width: Int, layout: Layout,
    highlighted: String?, isFading: Bool
  ) -> MenuBox {
    let kinds = rowKinds(menu, level: level, loadedCount: loadedCount)
    let screen = layout.screen
    let height = min(kinds.count + 2, screen.height)
    var column = anchor.right + 1
    if column + width > layout.columns { column = max(0, layout.columns - width) }
    let row = clamp(anchor.row, screen.row, max(screen.row, screen.bottom - height))
    let frame = CellRect(column: column, row: row, width: width, height: height)
    // A menu taller than the screen shows the rows from its top, or down to the highlighted one.
    let capacity = max(0, height - 2)
    let highlightedRow = kinds.firstIndex { kind in
      switch kind {
      case .item(let index), .loading(let index): return menu.nodes[index].id == highlighted
      case .back, .separator: return false
      }
    }
    let first = clamp((highlightedRow ?? 0) - capacity + 1, 0, max(0, kinds.count - capacity))
    let shown = isFading ? [] : Array(kinds.dropFirst(first).prefix(capacity))
    let rows = shown.enumerated().map { MenuRow(kind: $0.element, row: row + 1 + $0.offset) }
    var box = MenuBox(level: level, frame: frame, rows: rows, isFading: isFading)
    if !isFading {
      box.hiddenAbove = first
      box.hiddenBelow = kinds.count - first - shown.count
    }
    return box
  }

  /// The rows of a level: its title to go back by (in a submenu), then its entries, hidden ones left
  /// out, with a line where an inline group starts or ends.
  static func rowKinds(_ menu: Menu, level: Int, loadedCount: Int) -> [MenuRow.Kind] {
    var kinds: [MenuRow.Kind] = []
    if level != Menu.root {
      kinds.append(.back(level))
      kinds.append(.separator(""))
    }
    var group = -1
    var isFirst = true
    for entry in menu.entries(ofLevel: level, loadedCount: loadedCount) {
      let node: Int
      switch entry {
      case .item(let index): node = index
      case .loading(let index): node = index
      }
      if menu.nodes[node].isHidden { continue }
      let entryGroup = inlineGroup(of: node, in: menu, level: level)
      if entryGroup != group || (isFirst && entryGroup >= 0) {
        let title = entryGroup >= 0 ? menu.nodes[entryGroup].title : ""
        if !isFirst || !title.isEmpty {
          if case .separator = kinds.last { kinds.removeLast() }
          kinds.append(.separator(title))
        }
        group = entryGroup
      }
      isFirst = false
      switch entry {
      case .item(let index): kinds.append(.item(index))
      case .loading(let index): kinds.append(.loading(index))
      }
    }
    return kinds
  }

  /// The innermost inline submenu between a node and the level it is listed in, -1 for none.
  private static func inlineGroup(of node: Int, in menu: Menu, level: Int) -> Int {
    var parent = menu.nodes[node].parent
    while parent > Menu.root && parent != level {
      if menu.nodes[parent].kind == .submenu && menu.nodes[parent].isInline { return parent }
      parent = menu.nodes[parent].parent
    }
    return -1
  }

  private static func destinationBox(
    name: String, presentation: Presentation, scene: Scene, layout: Layout
  ) -> DestinationBox {
    let screen = layout.screen
    let width = min(max(layout.sceneCells(scene).width, 40), screen.width)
    let top = presentation == .sheet ? min(screen.row + 2, screen.bottom - 3) : screen.row
    let frame = CellRect(column: 0, row: top, width: width, height: screen.bottom - top)
    let button =
      presentation == .sheet
      ? CellRect(column: frame.right - 9, row: top + 1, width: 7, height: 1)
      : CellRect(column: 2, row: top + 1, width: 6, height: 1)
    return DestinationBox(name: name, presentation: presentation, frame: frame, closeButton: button)
  }
}

/// `value` brought into `low…high` (`low` wins when the range is empty).
func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int { max(low, min(value, high)) }

/// The text of a menu row, shared by the renderer and the stage's width.
enum MenuLabel {
  /// The mark before the title: `✓` for on, `–` for mixed, a space otherwise.
  static func mark(of node: MenuNode) -> String {
    switch node.state {
    case .on?: return "✓"
    case .mixed?: return "–"
    default: return " "
    }
  }

  /// What is drawn after the title: the icon's name in brackets, and `›` for a submenu.
  static func trailer(of node: MenuNode) -> String {
    var text = node.icon.map { "[" + $0 + "]" } ?? ""
    if node.kind == .submenu { text += text.isEmpty ? "›" : " ›" }
    return text
  }

  /// The title, or the placeholder's text for a deferred element.
  static func title(of node: MenuNode) -> String {
    node.kind == .deferred ? "⋯ " + node.title : node.title
  }

  /// The cells a row needs: the mark, a space, the title, two spaces, the trailer.
  static func width(of node: MenuNode) -> Int {
    let trailer = trailer(of: node)
    return 2 + TextWidth.of(title(of: node)) + (trailer.isEmpty ? 0 : 2 + TextWidth.of(trailer))
  }
}
