extension InteractionMachine {
  /// M2, M3, P8: a tap on a menu item, looked up in the open level.
  @usableFromInline
  mutating func select(_ id: String) -> Step {
    switch state {
    case .lifting:
      return ignore(.menuNotShown)
    case .presented(let presenting):
      let target = presenting.target
      guard let index = scene.targets[target].menu.index(of: id) else {
        return ignore(.notInLevel)
      }
      let placement = scene.targets[target].menu.placement(of: index, loadedCount: presenting.loadedCount)
      guard placement.level == presenting.level else { return ignore(.notInLevel) }
      guard !placement.loading else { return ignore(.loading) }
      let trigger = TriggerCode(.select, Int64(nodeName(target, index)))
      switch scene.targets[target].menu.nodes[index].kind {
      case .root:
        preconditionFailure("the root level is not found by id")
      case .deferred:
        return ignore(.deferredElement)
      case .submenu where scene.targets[target].menu.nodes[index].isInline:
        return ignore(.notInLevel)
      case .submenu:
        return openSubmenu(index, in: presenting, trigger: trigger, highlightFirst: false)
      case .action:
        if scene.targets[target].menu.nodes[index].isHidden { return ignore(.hidden) }
        if scene.targets[target].menu.nodes[index].isDisabled { return ignore(.disabled) }
        return choose(index, in: presenting, trigger: trigger)
      }
    case .idle, .pressing, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// M2: a submenu level opens (pushed), with nothing highlighted after a `select` and its first item
  /// highlighted from the keyboard (K3).
  mutating func openSubmenu(
    _ index: Int, in presenting: Presenting, trigger: TriggerCode, highlightFirst: Bool
  ) -> Step {
    let target = presenting.target
    var next = presenting
    next.level = index
    next.highlight = -1
    if highlightFirst {
      next.highlight =
        scene.targets[target].menu.firstHighlightable(inLevel: index, loadedCount: presenting.loadedCount)
        ?? -1
    }
    var effects = effects(EffectCode(.openSubmenu, nodeName(target, index)))
    if next.highlight >= 0 || presenting.highlight >= 0 {
      effects.append(
        EffectCode(.highlightItem, next.highlight >= 0 ? nodeName(target, next.highlight) : -1))
    }
    return transition(trigger, to: .presented(next), effects: effects)
  }

  /// M4: back from a submenu to its parent level, highlighting the submenu's own row (K3).
  mutating func closeSubmenu(in presenting: Presenting, trigger: TriggerCode) -> Step {
    var next = presenting
    next.level = scene.targets[presenting.target].menu.parentLevel(of: presenting.level)
    next.highlight = presenting.level
    let id = nodeName(presenting.target, presenting.level)
    var effects = effects(EffectCode(.closeSubmenu, id))
    effects.append(EffectCode(.highlightItem, id))
    return transition(trigger, to: .presented(next), effects: effects)
  }

  /// M2: an action is chosen: its state changes first, then it is performed, and the menu stays (`keep`,
  /// as UIKit's `keepsMenuPresented` still runs the action's handler) or dismisses with the outcome
  /// `perform ID`, showing the action's destination, if any, when the fade ends.
  mutating func choose(_ index: Int, in presenting: Presenting, trigger: TriggerCode) -> Step {
    let targetIndex = presenting.target
    let id = nodeName(targetIndex, index)
    var effects = effects()
    if let single = scene.targets[targetIndex].menu.singleSelectionMenu(of: index) {
      scene.targets[targetIndex].menu.setState(.on, at: index)
      scene.targets[targetIndex].menu.clearSelection(inMenu: single, except: index)
      effects.append(EffectCode(.setItemState, flag: ItemState.on.code, id))
      effects.append(EffectCode(.clearSelection, nodeName(targetIndex, single), id))
    } else if let current = scene.targets[targetIndex].menu.nodes[index].state {
      let toggled = current.toggled
      scene.targets[targetIndex].menu.setState(toggled, at: index)
      effects.append(EffectCode(.setItemState, flag: toggled.code, id))
    }
    effects.append(EffectCode(.performAction, Int32(targetIndex), id))
    if scene.targets[targetIndex].menu.nodes[index].keepsMenuPresented {
      return transition(trigger, to: .presented(presenting), effects: effects)
    }
    let destination = compiled.nodeDestinations[Int(compiled.targets[targetIndex].nodeOffset) + index]
    return beginDismissal(
      target: targetIndex, compact: presenting.compact, menuShown: true, trigger: trigger,
      outcome: .perform(id), leading: effects, destination: destination,
      presentation: scene.targets[targetIndex].menu.nodes[index].presentation)
  }

  /// K1: a secondary click on a target opens its compact menu at once: no preview, no lift, no haptic.
  @usableFromInline
  mutating func rightClick(at point: Point) -> Step {
    guard case .idle = state else { return ignore(.noRule) }
    guard let hit = hitTest(point) else { return ignore(.noTargetHit) }
    return presentCompact(
      target: hit, trigger: TriggerCode(.rightClick, point.x.millipoints, point.y.millipoints),
      highlightFirst: false)
  }

  /// K1, K2: the compact menu of a target is presented at once.
  mutating func presentCompact(target index: Int, trigger: TriggerCode, highlightFirst: Bool) -> Step {
    interactionCount += 1
    var next = Presenting(
      target: index, since: now, compact: true, fingerDown: false, level: Menu.root, highlight: -1,
      loadedCount: 0)
    var effects = effects(EffectCode(.showMenu, flag: 1, Int32(index)))
    if highlightFirst,
      let first = scene.targets[index].menu.firstHighlightable(inLevel: Menu.root, loadedCount: 0)
    {
      next.highlight = first
      effects.append(EffectCode(.highlightItem, nodeName(index, first)))
    }
    return transition(trigger, to: .presented(next), effects: effects)
  }

  /// K2, M7: keyboard focus moves to a target; a removed target cannot take it.
  @usableFromInline
  mutating func focus(_ id: String) -> Step {
    guard let index = scene.index(of: id) else { return ignore(.unknownTarget) }
    guard !removedTargets[index] else { return ignore(.removedTarget) }
    focusedTarget = index
    return transition(
      TriggerCode(.focus, Int64(index)), to: state, effects: effects(EffectCode(.focus, Int32(index))))
  }
}
