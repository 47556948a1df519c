import InteractionCore

/// The characters of a box's border.
struct BoxStyle {
  /// Top-left, top-right, bottom-left and bottom-right corners, the horizontal and the vertical line.
  var corners: (Character, Character, Character, Character)
  /// The horizontal line.
  var horizontal: Character
  /// The vertical line.
  var vertical: Character

  /// A light box, for targets.
  static let light = BoxStyle(corners: ("┌", "┐", "└", "┘"), horizontal: "─", vertical: "│")
  /// A light box with rounded corners, for rounded targets and menus.
  static let rounded = BoxStyle(corners: ("╭", "╮", "╰", "╯"), horizontal: "─", vertical: "│")
  /// A heavy box, for the focused target and the destination.
  static let heavy = BoxStyle(corners: ("┏", "┓", "┗", "┛"), horizontal: "━", vertical: "┃")
  /// A double box, for the lifted preview.
  static let double = BoxStyle(corners: ("╔", "╗", "╚", "╝"), horizontal: "═", vertical: "║")
  /// A dotted box, for what has nearly faded away.
  static let dotted = BoxStyle(corners: ("┌", "┐", "└", "┘"), horizontal: "┄", vertical: "┆")
}

extension Renderer {
  /// Draws a box: the border with a title in the top edge, the inside cleared.
  func drawBox(
    _ buffer: inout ScreenBuffer, _ rect: CellRect, _ box: BoxStyle, title: String = "", style: CellStyle,
    clear: Bool = true
  ) {
    guard rect.width >= 2, rect.height >= 1 else {
      buffer.fill(rect, with: box.horizontal, style: style)
      return
    }
    if clear { buffer.fill(rect, style: style) }
    if rect.height == 1 {
      let inner = TextWidth.truncated(title.isEmpty ? "" : " " + title + " ", to: rect.width - 2)
      let line =
        "[" + inner + String(repeating: "·", count: max(0, rect.width - 2 - TextWidth.of(inner))) + "]"
      buffer.put(line, column: rect.column, row: rect.row, style: style, limit: rect.right)
      return
    }
    let width = rect.width - 2
    let label = title.isEmpty ? "" : TextWidth.truncated(" " + title + " ", to: max(0, width - 1))
    let top =
      String(box.corners.0) + (label.isEmpty ? "" : String(box.horizontal)) + label
      + String(
        repeating: box.horizontal, count: max(0, width - TextWidth.of(label) - (label.isEmpty ? 0 : 1)))
      + String(box.corners.1)
    buffer.put(top, column: rect.column, row: rect.row, style: style, limit: rect.right)
    for row in (rect.row + 1)..<(rect.bottom - 1) where rect.height > 2 {
      buffer.put(String(box.vertical), column: rect.column, row: row, style: style)
      buffer.put(String(box.vertical), column: rect.right - 1, row: row, style: style)
    }
    let bottom =
      String(box.corners.2) + String(repeating: box.horizontal, count: width) + String(box.corners.3)
    buffer.put(bottom, column: rect.column, row: rect.bottom - 1, style: style, limit: rect.right)
  }

  /// Draws lines of text inside a box, from its second row, one cell in from its left border.
  func drawLines(_ buffer: inout ScreenBuffer, _ lines: [(String, CellStyle)], in rect: CellRect) {
    let width = rect.width - 4
    guard width > 0 else { return }
    for (offset, line) in lines.enumerated() {
      let row = rect.row + 1 + offset
      guard row < rect.bottom - 1 else { break }
      buffer.put(TextWidth.truncated(line.0, to: width), column: rect.column + 2, row: row, style: line.1)
    }
  }

  /// Draws a target of the scene: a box with its id; highlighted with the press's progress while it is
  /// pressed; heavy and cyan while it has the focus; dim behind the lifted preview.
  func drawTarget(_ buffer: inout ScreenBuffer, _ target: Target, index: Int, input: FrameInput, dimmed: Bool)
  {
    let rect = input.layout.cells(of: target.frame)
    let appearance = input.appearance
    let isPressed = appearance.isSourceHighlighted && input.stage.target == index
    let isFocused = input.focusedTarget == target.id
    var style = CellStyle.plain
    var box: BoxStyle
    switch target.shape {
    case .rectangle: box = .light
    default: box = .rounded
    }
    if isFocused {
      box = .heavy
      style.foreground = 6
      style.isBold = true
    }
    if isPressed { style.isReverse = true }
    if dimmed { style.isFaint = true }
    drawBox(&buffer, rect, box, title: target.id, style: style)
    var detail: String
    switch target.preview {
    case .source: detail = "snapshot"
    case .custom(let name): detail = name
    }
    if let destination = target.committedDestinationName {
      detail += " → " + destination + " (" + target.presentation.spelling + ")"
    }
    if let primary = target.primaryAction { detail += " · tap: " + primary }
    var detailStyle = style
    detailStyle.isFaint = !isPressed
    if isPressed {
      let bar =
        "hold " + progressBar(appearance.pressProgress, width: max(4, min(20, rect.width - 12))) + " "
        + percent(appearance.pressProgress)
      if rect.height >= 3 {
        drawLines(&buffer, [(bar, style)], in: rect)
      } else if rect.height == 2 {
        buffer.put(
          " " + bar + " ", column: rect.column + 2, row: rect.bottom - 1, style: style, limit: rect.right - 1)
      } else {
        buffer.put(
          " " + percent(appearance.pressProgress) + " ", column: rect.column + 1, row: rect.row, style: style,
          limit: rect.right - 1)
      }
    } else if rect.height >= 3 {
      drawLines(&buffer, [(detail, detailStyle)], in: rect)
    }
  }

  /// Draws the lifted preview: a double box (fading towards the overlay's opacity while dismissed),
  /// with what it shows, its size, where a tap leads, and the running animation's progress.
  func drawPreview(_ buffer: inout ScreenBuffer, _ rect: CellRect, target: Target, appearance: Appearance) {
    var style = CellStyle.plain
    var box = BoxStyle.double
    let opacity = appearance.previewOpacity
    if appearance.phase == .dismissing {
      style.foreground = 232 + Int((opacity * 23).rounded())
      box = opacity > 0.5 ? .light : .dotted
    }
    let name: String
    switch target.preview {
    case .source: name = "snapshot of " + target.id
    case .custom(let custom): name = custom
    }
    drawBox(&buffer, rect, box, title: name, style: style)
    var lines: [(String, CellStyle)] = [
      ("preview of " + target.id, style),
      (
        appearance.previewSize.map { "\(Int($0.width.points))×\(Int($0.height.points)) pt" }
          ?? "fills the space", style
      ),
    ]
    if let destination = target.committedDestinationName {
      lines.append(("tap: open " + destination + " (" + target.presentation.spelling + ")", style))
    } else {
      lines.append(("tap: dismiss", style))
    }
    let barWidth = max(4, min(16, rect.width - 16))
    switch appearance.phase {
    case .lifting:
      lines.append(
        (
          "lifting " + progressBar(appearance.liftProgress, width: barWidth) + " "
            + percent(appearance.liftProgress), .bold
        ))
    case .committing:
      lines.append(
        (
          "opening " + progressBar(appearance.commitProgress, width: barWidth) + " "
            + percent(appearance.commitProgress), .bold
        ))
    case .dismissing:
      lines.append(
        (
          "fading " + progressBar(appearance.fadeProgress, width: barWidth) + " "
            + percent(appearance.fadeProgress), style
        ))
      lines.append(("opacity " + decimal(opacity), style))
    default:
      break
    }
    drawLines(&buffer, lines, in: rect)
  }

  /// Draws a menu: its rows with marks, titles and icons; destructive items red, disabled ones dim, the
  /// highlighted one reversed, loading placeholders dim; the open submenu's title to go back by.
  func drawMenu(_ buffer: inout ScreenBuffer, _ box: MenuBox, _ menu: Menu, appearance: Appearance) {
    var frameStyle = CellStyle.plain
    if box.isFading {
      frameStyle.foreground = 232 + Int((appearance.previewOpacity * 23).rounded())
    }
    drawBox(&buffer, box.frame, box.isFading ? .dotted : .rounded, style: frameStyle)
    let inner = box.frame.width - 2
    // Rows left out of a menu taller than the screen: how many, on the border above and below.
    for (count, mark, row) in [
      (box.hiddenAbove, "▲", box.frame.row), (box.hiddenBelow, "▼", box.frame.bottom - 1),
    ]
    where count > 0 {
      var label = " " + mark + " " + String(count) + " more "
      if TextWidth.of(label) > inner - 2 {
        label = TextWidth.truncated(" " + mark + " " + String(count) + " ", to: max(0, inner - 2))
      }
      buffer.put(label, column: box.frame.column + 2, row: row, style: frameStyle, limit: box.frame.right - 1)
    }
    for row in box.rows {
      var style = frameStyle
      var text: String
      switch row.kind {
      case .item(let index):
        let node = menu.nodes[index]
        let trailer = MenuLabel.trailer(of: node)
        let isHighlighted = appearance.highlightedItemID == node.id && !box.isFading
        let left = (isHighlighted ? "▸" : " ") + MenuLabel.mark(of: node) + " " + node.title
        let room = inner - TextWidth.of(trailer) - 1
        text = TextWidth.truncated(left, to: max(0, room))
        text += String(repeating: " ", count: max(0, room - TextWidth.of(text))) + trailer + " "
        if node.isDestructive { style.foreground = 9 }
        if node.isDisabled { style.isFaint = true }
        if isHighlighted { style.isReverse = true }
      case .loading(let index):
        text = "   " + MenuLabel.title(of: menu.nodes[index]) + " (loading)"
        style.isFaint = true
      case .back(let index):
        text = " ‹ " + menu.nodes[index].title
        style.isBold = true
      case .separator(let title):
        let label = title.isEmpty ? "" : " " + title + " "
        let line = "├" + (label.isEmpty ? "" : "─") + label
        let rest = max(0, inner - TextWidth.of(line) + 1)
        buffer.put(
          TextWidth.truncated(line, to: inner + 1) + String(repeating: "─", count: rest) + "┤",
          column: box.frame.column, row: row.row,
          style: CellStyle(foreground: frameStyle.foreground, isFaint: true),
          limit: box.frame.right)
        continue
      }
      let padded = TextWidth.truncated(text, to: inner)
      buffer.put(
        padded + String(repeating: " ", count: max(0, inner - TextWidth.of(padded))),
        column: box.frame.column + 1,
        row: row.row, style: style, limit: box.frame.right - 1)
    }
  }

  /// Draws the destination screen: pushed over the whole screen, or a sheet over its lower part, with
  /// the button that closes it.
  func drawDestination(_ buffer: inout ScreenBuffer, _ box: DestinationBox) {
    drawBox(&buffer, box.frame, .heavy, title: box.name, style: .bold)
    let how = box.presentation == .sheet ? "shown as a sheet" : "pushed"
    let button = box.presentation == .sheet ? "[Close]" : "‹ Back"
    buffer.put(
      button, column: box.closeButton.column, row: box.closeButton.row,
      style: CellStyle(isBold: true, isReverse: true))
    let lines: [(String, CellStyle)] = [
      ("", .plain), ("", .plain), ("destination " + box.name, .bold), (how, .plain), ("", .plain),
      ("press c, or click " + button + ", to close it", .faint),
    ]
    drawLines(&buffer, lines, in: box.frame)
  }
}
