extension InteractionMachine {
  /// K2, K3, M3, M4: a key press.
  @usableFromInline
  mutating func press(_ key: Key) -> Step {
    let input = Input.key(key)
    switch state {
    case .idle:
      guard key == .menu else { return ignore(.noRule) }
      guard let focused = focusedTarget else { return ignore(.nothingFocused) }
      return presentCompact(target: focused, trigger: TriggerCode.input(input), highlightFirst: true)
    case .lifting(let lifting):
      guard key == .escape else { return ignore(.menuNotShown) }
      return beginDismissal(
        target: lifting.target, compact: false, menuShown: false, trigger: TriggerCode.input(input),
        outcome: .dismiss(.escape))
    case .presented(let presenting):
      return press(key, in: presenting)
    case .pressing, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  private mutating func press(_ key: Key, in presenting: Presenting) -> Step {
    let input = Input.key(key)
    let trigger = TriggerCode.input(input)
    let target = presenting.target
    let menu = scene.targets[presenting.target].menu
    let level = presenting.level
    let loaded = presenting.loadedCount
    switch key {
    case .menu:
      return ignore(.noRule)
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
      guard let next else { return ignore(.atEnd) }
      var moved = presenting
      moved.highlight = next
      return transition(
        trigger, to: .presented(moved), effects: effects(EffectCode(.highlightItem, nodeName(target, next))))
    case .right, .return:
      guard presenting.highlight >= 0 else { return ignore(.nothingHighlighted) }
      let node = menu.nodes[presenting.highlight]
      if node.kind == .submenu {
        return openSubmenu(presenting.highlight, in: presenting, trigger: trigger, highlightFirst: true)
      }
      guard key == .return else { return ignore(.notASubmenu) }
      return choose(presenting.highlight, in: presenting, trigger: trigger)
    case .left:
      guard level != Menu.root else { return ignore(.atRootLevel) }
      return closeSubmenu(in: presenting, trigger: trigger)
    case .escape:
      guard level == Menu.root else { return closeSubmenu(in: presenting, trigger: trigger) }
      return beginDismissal(
        target: presenting.target, compact: presenting.compact, menuShown: true, trigger: trigger,
        outcome: .dismiss(.escape))
    }
  }
}
