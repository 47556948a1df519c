extension InteractionMachine {
  /// K2, K3, M3, M4: a key press.
  mutating func press(_ key: Key) -> Report {
    let input = Input.key(key)
    switch state {
    case .idle:
      guard key == .menu else { return ignore(input, .noRule) }
      guard let focused = focusedTarget else { return ignore(input, .nothingFocused) }
      return presentCompact(target: focused, trigger: .input(input), highlightFirst: true)
    case .lifting(let lifting):
      guard key == .escape else { return ignore(input, .menuNotShown) }
      return beginDismissal(
        target: lifting.target, compact: false, menuShown: false, trigger: .input(input),
        outcome: .dismiss(.escape))
    case .presented(let presenting):
      return press(key, in: presenting)
    case .pressing, .committing, .dismissing, .showingDestination:
      return ignore(input, .noRule)
    }
  }

  private mutating func press(_ key: Key, in presenting: Presenting) -> Report {
    let input = Input.key(key)
    let menu = scene.targets[presenting.target].menu
    let level = presenting.level
    let loaded = presenting.loadedCount
    switch key {
    case .menu:
      return ignore(input, .noRule)
    case .down, .up:
      let next: Int?
      if presenting.highlight < 0 {
        next =
          key == .down
          ? menu.firstHighlightable(inLevel: level, loadedCount: loaded)
          : menu.lastHighlightable(inLevel: level, loadedCount: loaded)
      } else {
        next =
          key == .down
          ? menu.highlightable(after: presenting.highlight, inLevel: level, loadedCount: loaded)
          : menu.highlightable(before: presenting.highlight, inLevel: level, loadedCount: loaded)
      }
      guard let next else { return ignore(input, .atEnd) }
      var moved = presenting
      moved.highlight = next
      return transition(
        .input(input), to: .presented(moved), effects: EffectList(.highlightItem(menu.nodes[next].id)))
    case .right, .return:
      guard presenting.highlight >= 0 else { return ignore(input, .nothingHighlighted) }
      let node = menu.nodes[presenting.highlight]
      if node.kind == .submenu {
        return openSubmenu(presenting.highlight, in: presenting, trigger: .input(input), highlightFirst: true)
      }
      guard key == .return else { return ignore(input, .notASubmenu) }
      return choose(presenting.highlight, in: presenting, trigger: .input(input))
    case .left:
      guard level != Menu.root else { return ignore(input, .atRootLevel) }
      return closeSubmenu(in: presenting, trigger: .input(input))
    case .escape:
      guard level == Menu.root else { return closeSubmenu(in: presenting, trigger: .input(input)) }
      return beginDismissal(
        target: presenting.target, compact: presenting.compact, menuShown: true, trigger: .input(input),
        outcome: .dismiss(.escape))
    }
  }
}
