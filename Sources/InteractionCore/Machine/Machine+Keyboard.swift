/// The pointer and the keyboard (SPEC section 5, K1–K3): one handler per input.
extension InteractionMachine {
  /// K1: a secondary click on a target opens its compact menu at once: no preview, no lift, no haptic.
  @usableFromInline
  @_optimize(speed)
  mutating func rightClick(at point: Point) -> Step {
    guard case .idle = state else { return ignore(.noRule) }
    guard let hit = hitTest(point) else { return ignore(.noTargetHit) }
    return presentCompact(target: hit, trigger: .input(.rightClick(point)), highlightFirst: false)
  }

  /// K2, M7: keyboard focus moves to a target; a removed target cannot take it.
  @usableFromInline
  @_optimize(speed)
  mutating func focus(_ id: String) -> Step {
    guard let index = scene.index(of: id) else { return ignore(.unknownTarget) }
    guard !removedTargets[index] else { return ignore(.removedTarget) }
    focusedTarget = index
    return transition(
      .focus(Int32(index)), to: state, effects: EffectCodes(.focus(Int32(index))))
  }

  /// K2, K3, M3, M4: a key press.
  @usableFromInline
  @_optimize(speed)
  mutating func press(_ key: Key) -> Step {
    let trigger = TriggerCode.input(.key(key))
    switch state {
    case .idle:
      guard key == .menu else { return ignore(.noRule) }
      guard let focused = focusedTarget else { return ignore(.nothingFocused) }
      return presentCompact(target: focused, trigger: trigger, highlightFirst: true)
    case .lifting(let lifting):
      guard key == .escape else { return ignore(.menuNotShown) }
      return beginDismissal(
        target: lifting.target, compact: false, menuShown: false, trigger: trigger, outcome: .dismiss(.escape)
      )
    case .presented(let presenting):
      return press(key, in: presenting, trigger: trigger)
    case .pressing, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// K3, M3, M4: a key press in a presented menu. A highlight a key moves is no longer the hovered one
  /// (M10).
  @_optimize(speed)
  private mutating func press(_ key: Key, in presenting: Presenting, trigger: TriggerCode) -> Step {
    let menu = scene.targets[presenting.target].menu
    let level = presenting.level
    let loaded = presenting.loadedCount
    switch key {
    case .menu:
      return ignore(.noRule)
    case .down, .up:
      let next: Int?
      if let highlight = presenting.highlight {
        next =
          key == .down
          ? menu.highlightable(after: highlight, inLevel: level, loadedCount: loaded)
          : menu.highlightable(before: highlight, inLevel: level, loadedCount: loaded)
      } else {
        next =
          key == .down
          ? menu.firstHighlightable(inLevel: level, loadedCount: loaded)
          : menu.lastHighlightable(inLevel: level, loadedCount: loaded)
      }
      guard let next else { return ignore(.atEnd) }
      var moved = presenting
      moved.highlight = next
      moved.highlightIsHovered = false
      return transition(
        trigger, to: .presented(moved),
        effects: EffectCodes(.highlightItem(nodeName(presenting.target, next))))
    case .right, .return:
      guard let highlight = presenting.highlight else { return ignore(.nothingHighlighted) }
      if menu.nodes[highlight].kind == .submenu {
        return openSubmenu(highlight, in: presenting, trigger: trigger, highlightFirst: true)
      }
      guard key == .return else { return ignore(.notASubmenu) }
      return choose(highlight, in: presenting, trigger: trigger)
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

  /// K1, K2: the compact menu of a target is presented at once, its first item highlighted from the
  /// keyboard.
  @_optimize(speed)
  mutating func presentCompact(target index: Int, trigger: TriggerCode, highlightFirst: Bool) -> Step {
    interactionCount += 1
    var next = Presenting(
      target: index, since: now, compact: true, fingerDown: false, level: Menu.root, highlight: nil,
      loadedCount: 0)
    var effects = EffectCodes(.showMenu(target: Int32(index), compact: true))
    if highlightFirst,
      let first = scene.targets[index].menu.firstHighlightable(inLevel: Menu.root, loadedCount: 0)
    {
      next.highlight = first
      effects.append(.highlightItem(nodeName(index, first)))
    }
    return transition(trigger, to: .presented(next), effects: effects)
  }
}
