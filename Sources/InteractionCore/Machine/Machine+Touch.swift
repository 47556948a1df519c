extension InteractionMachine {
  /// Handles one input at ``now`` (its timers have fired already) and reports what it did.
  @usableFromInline
  mutating func handle(_ input: Input) -> Report {
    switch input {
    case .down(let point): return down(at: point)
    case .move(let point): return move(to: point)
    case .up: return up()
    case .force(let force): return press(force: force)
    case .cancel: return systemCancel()
    case .tapPreview: return tapPreview()
    case .select(let id): return select(id)
    case .tapOutside: return dismissFromOutside(input, reason: .outside)
    case .dismiss: return dismissFromOutside(input, reason: .host)
    case .closed: return closeDestination()
    case .rightClick(let point): return rightClick(at: point)
    case .focus(let id): return focus(id)
    case .key(let key): return press(key)
    case .remove(let id): return remove(id)
    case .tick: return ignore(input, .noRule)
    }
  }

  /// P1, P4, M5, M6, M9: a finger touches down.
  mutating func down(at point: Point) -> Report {
    let input = Input.down(point)
    switch state {
    case .idle:
      guard let hit = hitTest(point) else { return ignore(input, .noTargetHit) }
      interactionCount += 1
      let pressing = Pressing(target: hit, origin: point, since: now, holdDeadline: now + configuration.hold)
      return transition(
        .input(input), to: .pressing(pressing), effects: EffectList(.highlightSource(scene.targets[hit].id)))
    case .pressing(let pressing):
      return cancelPress(pressing, input: input, reason: .multitouch)
    case .lifting, .presented, .committing, .dismissing, .showingDestination:
      return ignore(input, .screenBusy)
    }
  }

  /// P3, P6: the tracked finger moves.
  mutating func move(to point: Point) -> Report {
    let input = Input.move(point)
    switch state {
    case .pressing(let pressing):
      let slop = configuration.slop.millipoints
      if point.squaredDistance(to: pressing.origin) > slop * slop {
        return cancelPress(pressing, input: input, reason: .moved)
      }
      return transition(.input(input), to: state)
    case .lifting(let lifting) where lifting.fingerDown:
      return transition(.input(input), to: state)
    case .presented(let presenting) where presenting.fingerDown:
      return transition(.input(input), to: state)
    case .lifting, .presented:
      return ignore(input, .fingerNotDown)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(input, .noRule)
    }
  }

  /// P2, P6: the tracked finger lifts: a tap before the hold, nothing but the finger after it (I2).
  mutating func up() -> Report {
    switch state {
    case .pressing(let pressing):
      let target = scene.targets[pressing.target]
      var effects = EffectList(.unhighlightSource(target.id))
      if let primary = target.primaryAction {
        effects.append(.runPrimaryAction(target: target.id, action: primary))
      }
      return transition(.input(.up), to: .idle, effects: effects, outcome: .tap(target.id))
    case .lifting(var lifting) where lifting.fingerDown:
      lifting.fingerDown = false
      return transition(.input(.up), to: .lifting(lifting))
    case .presented(var presenting) where presenting.fingerDown:
      presenting.fingerDown = false
      return transition(.input(.up), to: .presented(presenting))
    case .lifting, .presented:
      return ignore(.up, .fingerNotDown)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(.up, .noRule)
    }
  }

  /// P7: a force change: a peek lifts a press at once, a pop commits a lifted preview.
  mutating func press(force: Fraction) -> Report {
    let input = Input.force(force)
    switch state {
    case .pressing(let pressing):
      guard force >= configuration.peek else { return ignore(input, .belowThreshold) }
      return lift(pressing, trigger: .input(input))
    case .lifting(let lifting):
      guard lifting.fingerDown else { return ignore(input, .fingerNotDown) }
      return pop(force, target: lifting.target, menuShown: false)
    case .presented(let presenting):
      guard !presenting.compact else { return ignore(input, .noPreview) }
      guard presenting.fingerDown else { return ignore(input, .fingerNotDown) }
      return pop(force, target: presenting.target, menuShown: true)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(input, .noRule)
    }
  }

  private mutating func pop(_ force: Fraction, target: Int, menuShown: Bool) -> Report {
    let input = Input.force(force)
    guard force >= configuration.pop else { return ignore(input, .belowThreshold) }
    guard scene.targets[target].destination != .none else { return ignore(input, .noDestination) }
    return commit(target: target, menuShown: menuShown, trigger: .input(input))
  }

  /// P4, M3: the system cancels touches.
  mutating func systemCancel() -> Report {
    switch state {
    case .pressing(let pressing):
      return cancelPress(pressing, input: .cancel, reason: .system)
    case .lifting, .presented:
      return dismissFromOutside(.cancel, reason: .system)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(.cancel, .noRule)
    }
  }

  /// P3, P4: the press ends before the hold, back to `idle`.
  mutating func cancelPress(_ pressing: Pressing, input: Input, reason: CancelReason) -> Report {
    transition(
      .input(input), to: .idle, effects: EffectList(.unhighlightSource(scene.targets[pressing.target].id)),
      outcome: .cancel(reason))
  }

  /// M1: a tap on the preview.
  mutating func tapPreview() -> Report {
    switch state {
    case .lifting:
      return ignore(.tapPreview, .menuNotShown)
    case .presented(let presenting):
      guard !presenting.compact else { return ignore(.tapPreview, .noPreview) }
      if scene.targets[presenting.target].destination == .none {
        return beginDismissal(
          target: presenting.target, compact: false, menuShown: true, trigger: .input(.tapPreview),
          outcome: .dismiss(.preview))
      }
      return commit(target: presenting.target, menuShown: true, trigger: .input(.tapPreview))
    case .idle, .pressing, .committing, .dismissing, .showingDestination:
      return ignore(.tapPreview, .noRule)
    }
  }

  /// M3: a tap outside, a host dismissal, or a system cancel of a lifted or presented menu.
  mutating func dismissFromOutside(_ input: Input, reason: DismissReason) -> Report {
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
      return ignore(input, .noRule)
    }
  }

  /// M6: the shown destination was closed.
  mutating func closeDestination() -> Report {
    guard case .showingDestination(let shown) = state else { return ignore(.closed, .noRule) }
    return transition(.input(.closed), to: .idle, effects: EffectList(.closeDestination(shown.destination)))
  }

  /// M7: the host removes a target. It is never hit again (I8) and loses the focus.
  mutating func remove(_ id: String) -> Report {
    let input = Input.remove(id)
    guard let index = scene.index(of: id) else { return ignore(input, .unknownTarget(id)) }
    guard !removedTargets[index] else { return ignore(input, .removedTarget(id)) }
    removedTargets[index] = true
    var effects = EffectList()
    if focusedTarget == index {
      focusedTarget = nil
      effects.append(.unfocus(id))
    }
    switch state {
    case .pressing(let pressing) where pressing.target == index:
      effects.append(.unhighlightSource(id))
      return transition(.input(input), to: .idle, effects: effects, outcome: .cancel(.removed))
    case .lifting(let lifting) where lifting.target == index:
      return beginDismissal(
        target: index, compact: false, menuShown: false, trigger: .input(input), outcome: .dismiss(.removed),
        leading: effects)
    case .presented(let presenting) where presenting.target == index:
      return beginDismissal(
        target: index, compact: presenting.compact, menuShown: true, trigger: .input(input),
        outcome: .dismiss(.removed), leading: effects)
    default:
      return transition(.input(input), to: state, effects: effects)
    }
  }
}
