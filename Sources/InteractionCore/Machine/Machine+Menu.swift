extension InteractionMachine {
  /// M2, M3, P8: a tap on a menu item, looked up in the open level.
  mutating func select(_ id: String) -> Report {
    let input = Input.select(id)
    switch state {
    case .lifting:
      return ignore(input, .menuNotShown)
    case .presented(let presenting):
      let menu = scene.targets[presenting.target].menu
      guard let index = menu.index(of: id) else { return ignore(input, .notInLevel(id)) }
      let placement = menu.placement(of: index, loadedCount: presenting.loadedCount)
      guard placement.level == presenting.level else { return ignore(input, .notInLevel(id)) }
      guard !placement.loading else { return ignore(input, .loading(id)) }
      let node = menu.nodes[index]
      switch node.kind {
      case .root:
        preconditionFailure("the root level is not found by id")
      case .deferred:
        return ignore(input, .deferredElement(id))
      case .submenu where node.isInline:
        return ignore(input, .notInLevel(id))
      case .submenu:
        return openSubmenu(index, in: presenting, trigger: .input(input), highlightFirst: false)
      case .action:
        if node.isHidden { return ignore(input, .hidden(id)) }
        if node.isDisabled { return ignore(input, .disabled(id)) }
        return choose(index, in: presenting, trigger: .input(input))
      }
    case .idle, .pressing, .committing, .dismissing, .showingDestination:
      return ignore(input, .noRule)
    }
  }

  /// M2: a submenu level opens (pushed), with nothing highlighted after a `select` and its first item
  /// highlighted from the keyboard (K3).
  mutating func openSubmenu(
    _ index: Int, in presenting: Presenting, trigger: Trigger, highlightFirst: Bool
  ) -> Report {
    let menu = scene.targets[presenting.target].menu
    var next = presenting
    next.level = index
    next.highlight = -1
    if highlightFirst {
      next.highlight = menu.firstHighlightable(inLevel: index, loadedCount: presenting.loadedCount) ?? -1
    }
    var effects = EffectList(.openSubmenu(menu.nodes[index].id))
    if next.highlight >= 0 || presenting.highlight >= 0 {
      effects.append(.highlightItem(next.highlight >= 0 ? menu.nodes[next.highlight].id : nil))
    }
    return transition(trigger, to: .presented(next), effects: effects)
  }

  /// M4: back from a submenu to its parent level, highlighting the submenu's own row (K3).
  mutating func closeSubmenu(in presenting: Presenting, trigger: Trigger) -> Report {
    let menu = scene.targets[presenting.target].menu
    var next = presenting
    next.level = menu.parentLevel(of: presenting.level)
    next.highlight = presenting.level
    let id = menu.nodes[presenting.level].id
    return transition(
      trigger, to: .presented(next), effects: EffectList(.closeSubmenu(id), .highlightItem(id)))
  }

  /// M2: an action is chosen: its state changes first, then it is performed, and the menu stays (`keep`,
  /// as UIKit's `keepsMenuPresented` still runs the action's handler) or dismisses with the outcome
  /// `perform ID`, showing the action's destination, if any, when the fade ends.
  mutating func choose(_ index: Int, in presenting: Presenting, trigger: Trigger) -> Report {
    let targetIndex = presenting.target
    let node = scene.targets[targetIndex].menu.nodes[index]
    var effects = EffectList()
    if let single = scene.targets[targetIndex].menu.singleSelectionMenu(of: index) {
      let menuID = scene.targets[targetIndex].menu.nodes[single].id
      updateMenu(ofTarget: targetIndex) { menu in
        menu.setState(.on, at: index)
        menu.clearSelection(inMenu: single, except: index)
      }
      effects.append(.setItemState(item: node.id, state: .on))
      effects.append(.clearSelection(menu: menuID, except: node.id))
    } else if let current = node.state {
      let toggled = current.toggled
      updateMenu(ofTarget: targetIndex) { menu in menu.setState(toggled, at: index) }
      effects.append(.setItemState(item: node.id, state: toggled))
    }
    effects.append(.performAction(target: scene.targets[targetIndex].id, action: node.id))
    if node.keepsMenuPresented {
      return transition(trigger, to: .presented(presenting), effects: effects)
    }
    return beginDismissal(
      target: targetIndex, compact: presenting.compact, menuShown: true, trigger: trigger,
      outcome: .perform(node.id), leading: effects, destination: node.destination,
      presentation: node.presentation)
  }

  /// K1: a secondary click on a target opens its compact menu at once: no preview, no lift, no haptic.
  mutating func rightClick(at point: Point) -> Report {
    let input = Input.rightClick(point)
    guard case .idle = state else { return ignore(input, .noRule) }
    guard let hit = hitTest(point) else { return ignore(input, .noTargetHit) }
    return presentCompact(target: hit, trigger: .input(input), highlightFirst: false)
  }

  /// K1, K2: the compact menu of a target is presented at once.
  mutating func presentCompact(target index: Int, trigger: Trigger, highlightFirst: Bool) -> Report {
    interactionCount += 1
    var next = Presenting(
      target: index, since: now, compact: true, fingerDown: false, level: Menu.root, highlight: -1,
      loadedCount: 0)
    let menu = scene.targets[index].menu
    var effects = EffectList(.showMenu(target: scene.targets[index].id, compact: true))
    if highlightFirst, let first = menu.firstHighlightable(inLevel: Menu.root, loadedCount: 0) {
      next.highlight = first
      effects.append(.highlightItem(menu.nodes[first].id))
    }
    return transition(trigger, to: .presented(next), effects: effects)
  }

  /// K2, M7: keyboard focus moves to a target; a removed target cannot take it.
  mutating func focus(_ id: String) -> Report {
    let input = Input.focus(id)
    guard let index = scene.index(of: id) else { return ignore(input, .unknownTarget(id)) }
    guard !removedTargets[index] else { return ignore(input, .removedTarget(id)) }
    focusedTarget = index
    return transition(.input(input), to: state, effects: EffectList(.focus(id)))
  }
}
