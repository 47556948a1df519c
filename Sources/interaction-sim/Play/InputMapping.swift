import InteractionCore

/// What the host does with one terminal event: inputs for the machine, or the end of the session.
enum HostAction: Equatable {
  /// Hand these inputs to the machine, in order.
  case send([Input])
  /// End the session.
  case quit
  /// Stop the tool as Ctrl-Z does, the terminal restored, until the shell's `fg` continues it.
  case suspend
}

/// Turns terminal events into the machine's inputs, as a touch screen's host would.
///
/// - A left press on the scene is `down` at the cell's point; motion with the button held is `move`;
///   the release is `up`. Slide to select (SPEC M10): while the menu is presented, a drag that enters
///   a menu row also sends `hover ID`, and one that leaves the rows `hover none`; the release is a
///   plain `up`, on which the machine selects the hovered item.
/// - While the preview or the menu is shown (lifting or presented), a click instead goes where it
///   lands: a menu row is `select ID`, the open submenu's title goes back (`key left`), the preview is
///   `tap-preview`, anywhere else `tap-outside`.
/// - On a destination, a click on its ‹ Back or Close button is `closed`.
/// - A right click is `right-click` at the cell's point.
/// - Keys: Tab and Shift-Tab focus the next and previous target, `m` is the menu key, the arrows,
///   Return and Escape are those keys, `c` closes the destination, `q` and Ctrl-C quit, Ctrl-Z
///   suspends.
struct InputMapping {
  /// The cell of the left press handed to the machine as `down`, until its release.
  private var press: (column: Int, row: Int)?
  /// The item the last `hover` of this press named (`nil` for none, or before any hover).
  private var hovered: String??

  /// The action for an event, given the machine and the stage as drawn.
  mutating func action(
    for event: TerminalEvent, machine: InteractionMachine, stage: Stage, layout: Layout
  ) -> HostAction {
    switch event {
    case .key(let key): return action(for: key, machine: machine)
    case .mouse(let mouse):
      // A release ends the press even in a terminal too small to draw in: the button is up, and a
      // machine that never heard `up` would go on lifting the preview under a finger that has left.
      guard !layout.isTooSmall || mouse.kind == .release else { return .send([]) }
      return .send(inputs(for: mouse, machine: machine, stage: stage, layout: layout))
    }
  }

  private func action(for key: KeyEvent, machine: InteractionMachine) -> HostAction {
    switch key {
    case .interrupt, .character("q"): return .quit
    case .suspend: return .suspend
    case .tab: return .send(focusInput(machine, step: 1))
    case .backTab: return .send(focusInput(machine, step: -1))
    case .character("m"): return .send([.key(.menu)])
    case .character("c"): return .send([.closed])
    case .up: return .send([.key(.up)])
    case .down: return .send([.key(.down)])
    case .left: return .send([.key(.left)])
    case .right: return .send([.key(.right)])
    case .enter: return .send([.key(.return)])
    case .escape: return .send([.key(.escape)])
    case .character: return .send([])
    }
  }

  /// `focus` of the next (or previous) target after the focused one that has not been removed.
  private func focusInput(_ machine: InteractionMachine, step: Int) -> [Input] {
    let targets = machine.scene.targets
    guard !targets.isEmpty else { return [] }
    let current = machine.focusedTargetID.flatMap { machine.scene.index(of: $0) } ?? (step > 0 ? -1 : 0)
    for offset in 1...targets.count {
      let index = ((current + step * offset) % targets.count + targets.count) % targets.count
      if !machine.isRemoved(targets[index].id) { return [.focus(targets[index].id)] }
    }
    return []
  }

  private mutating func inputs(
    for mouse: MouseEvent, machine: InteractionMachine, stage: Stage, layout: Layout
  ) -> [Input] {
    let point = layout.point(column: mouse.column, row: mouse.row)
    switch (mouse.kind, mouse.button) {
    case (.press, .left):
      if let destination = stage.destination,
        destination.closeButton.contains(column: mouse.column, row: mouse.row)
      {
        return [.closed]
      }
      if machine.phase == .lifting || machine.phase == .presented {
        return [click(at: mouse, stage: stage, scene: machine.scene)].compactMap { $0 }
      }
      guard layout.isInScene(column: mouse.column, row: mouse.row) else { return [] }
      press = (mouse.column, mouse.row)
      hovered = nil
      return [.down(point)]
    case (.motion, .left):
      guard press != nil else { return [] }
      var result: [Input] = [.move(point)]
      if machine.phase == .presented {
        let item = hoveredItem(at: mouse, stage: stage, scene: machine.scene)
        if hovered != .some(item) {
          hovered = .some(item)
          result.append(.hover(item))
        }
      }
      return result
    case (.release, _):
      guard press != nil else { return [] }
      press = nil
      hovered = nil
      return [.up]  // on a hovered item, the machine selects it (M10)
    case (.press, .right):
      guard layout.isInScene(column: mouse.column, row: mouse.row) else { return [] }
      return [.rightClick(point)]
    default:
      return []
    }
  }

  /// The id of the menu item (or loading placeholder) under the pointer, `nil` over anything else:
  /// what `hover` says (M10; the machine decides which items it highlights).
  private func hoveredItem(at mouse: MouseEvent, stage: Stage, scene: Scene) -> String? {
    guard let target = stage.target, let row = stage.menu?.row(atColumn: mouse.column, row: mouse.row)
    else { return nil }
    switch row.kind {
    case .item(let index), .loading(let index): return scene.targets[target].menu.nodes[index].id
    case .back, .separator: return nil
    }
  }

  /// What a click means while the preview or the menu is shown; `nil` on the menu's border.
  private func click(at mouse: MouseEvent, stage: Stage, scene: Scene) -> Input? {
    if let menu = stage.menu, menu.frame.contains(column: mouse.column, row: mouse.row) {
      guard let row = menu.row(atColumn: mouse.column, row: mouse.row), let target = stage.target else {
        return nil
      }
      switch row.kind {
      case .item(let index), .loading(let index): return .select(scene.targets[target].menu.nodes[index].id)
      case .back: return .key(.left)
      case .separator: return nil
      }
    }
    if let preview = stage.preview, preview.contains(column: mouse.column, row: mouse.row) {
      return .tapPreview
    }
    return .tapOutside
  }

}
