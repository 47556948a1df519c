import InteractionCore

/// What the renderer needs for one frame: the machine's appearance and scene, where things lie, and
/// what the status lines say. Nothing else: the renderer keeps no state of its own.
struct FrameInput {
  /// What the machine says to draw now.
  var appearance: Appearance
  /// The scene, with the current states of its menu items.
  var scene: Scene
  /// The target with the keyboard focus, by id.
  var focusedTarget: String?
  /// Where the preview, the menu and the destination lie.
  var stage: Stage
  /// The terminal's cells.
  var layout: Layout
  /// The last report and the outcomes so far.
  var log: SessionLog
}

/// Draws a frame of the `play` session from a ``FrameInput``: the title line, the scene's targets,
/// the press highlight with its progress, the lifted preview, the menu, the fade, the destination and
/// the status lines; or, in a terminal too small, a line that says so.
struct Renderer {
  /// The title line's text.
  let title: String

  /// The frame for an input.
  func frame(_ input: FrameInput) -> ScreenBuffer {
    let layout = input.layout
    var buffer = ScreenBuffer(columns: layout.columns, rows: layout.rows)
    if layout.isTooSmall {
      drawTooSmall(&buffer, layout: layout)
      return buffer
    }
    let appearance = input.appearance
    let overlaid =
      !appearance.isCompact
      && [.lifting, .presented, .committing, .dismissing].contains(appearance.phase)
    for (index, target) in input.scene.targets.enumerated() {
      // The lifted preview replaces its source (docs/DECISIONS.md, the source highlight).
      if input.stage.preview != nil && input.stage.target == index { continue }
      drawTarget(&buffer, target, index: index, input: input, dimmed: overlaid)
    }
    // A margin of one cell around the preview and the menu keeps the scene's lines from touching them.
    for rect in [input.stage.preview, input.stage.menu?.frame].compactMap({ $0 }) {
      buffer.fill(rect.expanded(by: 1).clipped(to: layout.screen))
    }
    if let preview = input.stage.preview, let index = input.stage.target {
      drawPreview(&buffer, preview, target: input.scene.targets[index], appearance: appearance)
    }
    if let menu = input.stage.menu, let index = input.stage.target {
      drawMenu(&buffer, menu, input.scene.targets[index].menu, appearance: appearance)
    }
    if let destination = input.stage.destination {
      drawDestination(&buffer, destination)
    }
    // The title and the status lines last: a target that lies partly outside the scene's rows (above
    // its origin, or below its bottom) is drawn only where the scene is.
    drawTitle(&buffer, layout: layout)
    drawStatus(&buffer, input)
    return buffer
  }

  private func drawTooSmall(_ buffer: inout ScreenBuffer, layout: Layout) {
    var lines = [
      "terminal too small: \(layout.columns)×\(layout.rows)",
      "play needs at least \(Layout.minimumColumns)×\(Layout.minimumRows)",
      "enlarge it, or press q to quit",
    ]
    // Where they do not fit, the same in fewer words, so that the sizes and the way out still show.
    if lines.contains(where: { TextWidth.of($0) > layout.columns }) {
      lines = [
        "too small: \(layout.columns)×\(layout.rows)", "needs \(Layout.minimumColumns)×\(Layout.minimumRows)",
        "q quits",
      ]
    }
    let top = max(0, (layout.rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      let text = TextWidth.truncated(line, to: layout.columns)
      buffer.put(text, column: max(0, (layout.columns - TextWidth.of(text)) / 2), row: top + offset)
    }
  }

  private func drawTitle(_ buffer: inout ScreenBuffer, layout: Layout) {
    let help = "hold the left button: long-press · right-click · Tab m ←↑↓→ ⏎ Esc · c close · q quit"
    let text = " " + title + "  │  " + help
    buffer.fill(
      CellRect(column: 0, row: 0, width: layout.columns, height: 1), style: CellStyle(isReverse: true))
    buffer.put(
      TextWidth.truncated(text, to: layout.columns), column: 0, row: 0, style: CellStyle(isReverse: true))
  }

  private func drawStatus(_ buffer: inout ScreenBuffer, _ input: FrameInput) {
    let layout = input.layout
    let appearance = input.appearance
    let row = layout.statusRow
    var state = " " + appearance.phase.spelling
    if let target = appearance.target { state += " " + target }
    if appearance.isMenuShown {
      state += " · menu " + (appearance.menuLevelID ?? "root")
      state += " · highlight " + (appearance.highlightedItemID ?? "none")
      if appearance.isCompact { state += " · compact" }
    }
    state += " · press " + percent(appearance.pressProgress) + " lift " + percent(appearance.liftProgress)
    state += " commit " + percent(appearance.commitProgress) + " fade " + percent(appearance.fadeProgress)
    state +=
      " · preview " + decimal(appearance.previewPresence) + " opacity " + decimal(appearance.previewOpacity)
      + " overlay " + decimal(appearance.overlayOpacity)
    if let focused = input.focusedTarget { state += " · focus " + focused }
    let bar = CellStyle(isBold: true, isReverse: true)
    buffer.fill(CellRect(column: 0, row: row, width: layout.columns, height: 1), style: bar)
    buffer.put(TextWidth.truncated(state, to: layout.columns), column: 0, row: row, style: bar)
    let last = " last: " + (input.log.lastLine.isEmpty ? "nothing yet" : input.log.lastLine)
    buffer.put(TextWidth.truncated(last, to: layout.columns), column: 0, row: row + 1, style: .faint)
    var outcomes = input.log.outcomes.map { String($0.interaction) + " " + $0.outcome.text }
    var text = " outcomes: " + (outcomes.isEmpty ? "none yet" : outcomes.joined(separator: " · "))
    while TextWidth.of(text) > layout.columns && outcomes.count > 1 {
      outcomes.removeFirst()
      text = " outcomes: … " + outcomes.joined(separator: " · ")
    }
    buffer.put(TextWidth.truncated(text, to: layout.columns), column: 0, row: row + 2, style: .bold)
  }

}

/// A progress value as a whole percentage, `62%`.
func percent(_ value: Double) -> String { String(Int((value * 100).rounded(.down))) + "%" }

/// A value in 0…1 with two decimals, `0.05`.
func decimal(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  return String(hundredths / 100) + "." + (hundredths % 100 < 10 ? "0" : "") + String(hundredths % 100)
}

/// A progress bar of `width` cells, `█` for the part done and `░` for the rest.
func progressBar(_ value: Double, width: Int) -> String {
  let done = max(0, min(width, Int((value * Double(width)).rounded(.down))))
  return String(repeating: "█", count: done) + String(repeating: "░", count: width - done)
}
