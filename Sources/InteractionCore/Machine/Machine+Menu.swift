/// The preview and the presented menu (SPEC section 4, M1–M10): one handler per input, and the menu
/// steps they share (open and close a submenu, choose an action).
extension InteractionMachine {
  /// M1: a tap on the preview.
  @usableFromInline @inline(__always)
  @_optimize(speed)
  mutating func tapPreview() -> Step {
    let trigger = TriggerCode.input(.tapPreview)
    switch state {
    case .lifting:
      return ignore(.menuNotShown)
    case .presented(let presenting):
      guard !presenting.compact else { return ignore(.noPreview) }
      guard let route = compiled.targets[presenting.target].route else {
        return beginDismissal(
          target: presenting.target, compact: false, menuShown: true, trigger: trigger,
          outcome: .dismiss(.preview))
      }
      return commit(target: presenting.target, to: route, menuShown: true, trigger: trigger)
    case .idle, .pressing, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// M2, M3, P8: a tap on a menu item, looked up in the open level.
  @usableFromInline
  @_optimize(speed)
  mutating func select(_ id: String) -> Step {
    switch state {
    case .lifting:
      return ignore(.menuNotShown)
    case .presented(let presenting):
      let target = presenting.target
      guard let index = scene.targets[target].menu.index(of: id) else { return ignore(.notInLevel) }
      let placement = scene.targets[target].menu.placement(of: index, loadedCount: presenting.loadedCount)
      guard placement.level == presenting.level else { return ignore(.notInLevel) }
      guard !placement.loading else { return ignore(.loading) }
      let trigger = TriggerCode.select(nodeName(target, index))
      switch scene.targets[target].menu.nodes[index].kind {
      case .root, .deferred:
        return ignore(.deferredElement)
      case .submenu where scene.targets[target].menu.nodes[index].isInline:
        return ignore(.notInLevel)
      case .submenu:
        return openSubmenu(index, in: presenting, trigger: trigger)
      case .action:
        if scene.targets[target].menu.nodes[index].isHidden { return ignore(.hidden) }
        if scene.targets[target].menu.nodes[index].isDisabled { return ignore(.disabled) }
        return choose(index, in: presenting, trigger: trigger)
      }
    case .idle, .pressing, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// M3: a tap outside, a host dismissal, or a system cancel of a lifted or presented menu.
  @usableFromInline
  @_optimize(speed)
  mutating func dismissFromOutside(_ input: Input, reason: DismissReason) -> Step {
    switch state {
    case .lifting(let lifting):
      return beginDismissal(
        target: lifting.target, compact: false, menuShown: false, trigger: .input(input),
        outcome: .dismiss(reason))
    case .presented(let presenting):
      return beginDismissal(
        target: presenting.target, compact: presenting.compact, menuShown: true, trigger: .input(input),
        outcome: .dismiss(reason))
    case .idle, .pressing, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// M6: the shown destination was closed.
  @usableFromInline @inline(__always)
  @_optimize(speed)
  mutating func closeDestination() -> Step {
    guard case .showingDestination(let shown) = state else { return ignore(.noRule) }
    return transition(.input(.closed), to: .idle, effects: EffectCodes(.closeDestination(shown.destination)))
  }

  /// M7: the host removes a target. It is never hit again (I8) and loses the focus.
  @usableFromInline
  @_optimize(speed)
  mutating func remove(_ id: String) -> Step {
    guard let index = scene.index(of: id) else { return ignore(.unknownTarget) }
    guard !removedTargets[index] else { return ignore(.removedTarget) }
    removedTargets[index] = true
    let name = Int32(index)
    let trigger = TriggerCode.remove(name)
    var effects = EffectCodes()
    if focusedTarget == index {
      focusedTarget = nil
      effects.append(.unfocus(name))
    }
    switch state {
    case .pressing(let pressing) where pressing.target == index:
      effects.append(.unhighlightSource(name))
      return transition(trigger, to: .idle, effects: effects, outcome: .cancel(.removed))
    case .lifting(let lifting) where lifting.target == index:
      return beginDismissal(
        target: index, compact: false, menuShown: false, trigger: trigger, outcome: .dismiss(.removed),
        leading: effects)
    case .presented(let presenting) where presenting.target == index:
      return beginDismissal(
        target: index, compact: presenting.compact, menuShown: true, trigger: trigger,
        outcome: .dismiss(.removed), leading: effects)
    default:
      return transition(trigger, to: state, effects: effects)
    }
  }

  /// M10: the finger or pointer is over an item of the open level, or over none. A visible, enabled
  /// item (not loading, not a deferred element) takes the highlight, as the hovered one; anything else
  /// clears it; a hover that changes nothing is ignored.
  @usableFromInline
  @_optimize(speed)
  mutating func hover(_ id: String?) -> Step {
    guard case .presented(var presenting) = state else { return ignore(.noRule) }
    let target = presenting.target
    var name: Int32?
    if let id {
      // The id as the trigger names it: an item of this target's menu, else any name of the scene; an
      // id the scene does not declare at all is not in the open level.
      if let index = scene.targets[target].menu.index(of: id) {
        name = nodeName(target, index)
      } else if let index = compiled.names.strings.firstIndex(where: { $0.hasSameBytes(as: id) }) {
        name = Int32(index)
      } else {
        return ignore(.notInLevel)
      }
    }
    let item = id.flatMap { hoverable($0, in: presenting) }
    let trigger = TriggerCode.hover(name)
    if item == presenting.highlight && (item == nil || presenting.highlightIsHovered) {
      return ignore(.highlightUnchanged)
    }
    let changed = item != presenting.highlight
    presenting.highlight = item
    presenting.highlightIsHovered = item != nil
    guard changed else { return transition(trigger, to: .presented(presenting)) }
    return transition(
      trigger, to: .presented(presenting),
      effects: EffectCodes(.highlightItem(item.map { nodeName(target, $0) })))
  }

  /// The node index of the item `id` where a hover highlights it (M10): an action or submenu row of
  /// the open level that is visible, enabled and loaded.
  @_optimize(speed)
  private func hoverable(_ id: String, in presenting: Presenting) -> Int? {
    let menu = scene.targets[presenting.target].menu
    guard let index = menu.index(of: id), menu.isHighlightable(index), !menu.nodes[index].isInline else {
      return nil
    }
    let placement = menu.placement(of: index, loadedCount: presenting.loadedCount)
    guard placement.level == presenting.level && !placement.loading else { return nil }
    return index
  }

  /// M10: the finger that long-pressed lifts on the item it slid onto, which is selected as M2
  /// selects it: an action is chosen, a submenu opens.
  @_optimize(speed)
  mutating func selectSlidTo(_ item: Int, in presenting: Presenting, trigger: TriggerCode) -> Step {
    if scene.targets[presenting.target].menu.nodes[item].kind == .submenu {
      return openSubmenu(item, in: presenting, trigger: trigger)
    }
    return choose(item, in: presenting, trigger: trigger)
  }

  // MARK: - Menu steps

  /// M2, K3: a submenu level opens (pushed), with nothing highlighted after a `select` (or a slide), and
  /// its first item highlighted from the keyboard.
  @_optimize(speed)
  mutating func openSubmenu(
    _ index: Int, in presenting: Presenting, trigger: TriggerCode, highlightFirst: Bool = false
  ) -> Step {
    let target = presenting.target
    var next = presenting
    next.level = index
    next.highlight = nil
    next.highlightIsHovered = false
    if highlightFirst {
      next.highlight = scene.targets[target].menu.firstHighlightable(
        inLevel: index, loadedCount: presenting.loadedCount)
    }
    var effects = EffectCodes(.openSubmenu(nodeName(target, index)))
    if next.highlight != nil || presenting.highlight != nil {
      effects.append(.highlightItem(next.highlight.map { nodeName(target, $0) }))
    }
    return transition(trigger, to: .presented(next), effects: effects)
  }

  /// M4, K3: back from a submenu to its parent level, highlighting the submenu's own row.
  @_optimize(speed)
  mutating func closeSubmenu(in presenting: Presenting, trigger: TriggerCode) -> Step {
    var next = presenting
    next.level = scene.targets[presenting.target].menu.parentLevel(of: presenting.level)
    next.highlight = presenting.level
    next.highlightIsHovered = false
    let id = nodeName(presenting.target, presenting.level)
    return transition(
      trigger, to: .presented(next), effects: EffectCodes(.closeSubmenu(id), .highlightItem(id)))
  }

  /// M2: an action is chosen: its state changes first, then it is performed, and the menu stays (`keep`,
  /// as UIKit's `keepsMenuPresented` still runs the action's handler) or dismisses with the outcome
  /// `perform ID`, showing the action's destination, if any, when the fade ends.
  @_optimize(speed)
  mutating func choose(_ index: Int, in presenting: Presenting, trigger: TriggerCode) -> Step {
    let targetIndex = presenting.target
    let id = nodeName(targetIndex, index)
    var effects = EffectCodes()
    if let single = scene.targets[targetIndex].menu.singleSelectionMenu(of: index) {
      scene.targets[targetIndex].menu.setState(.on, at: index)
      scene.targets[targetIndex].menu.clearSelection(inMenu: single, except: index)
      effects.append(.setItemState(item: id, state: .on))
      effects.append(.clearSelection(menu: nodeName(targetIndex, single), except: id))
    } else if let current = scene.targets[targetIndex].menu.nodes[index].state {
      let toggled = current.toggled
      scene.targets[targetIndex].menu.setState(toggled, at: index)
      effects.append(.setItemState(item: id, state: toggled))
    }
    effects.append(.performAction(target: Int32(targetIndex), action: id))
    if scene.targets[targetIndex].menu.nodes[index].keepsMenuPresented {
      return transition(trigger, to: .presented(presenting), effects: effects)
    }
    return beginDismissal(
      target: targetIndex, compact: presenting.compact, menuShown: true, trigger: trigger,
      outcome: .perform(id), leading: effects,
      route: compiled.nodeRoutes[Int(compiled.targets[targetIndex].nodeOffset) + index])
  }
}
