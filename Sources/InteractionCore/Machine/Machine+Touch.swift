extension InteractionMachine {
  /// Handles one input at ``now`` (its timers have fired already) and says what it did: a transition,
  /// written into ``current``, or the reason it was ignored. Inlinable, so that the dispatch on the
  /// input is specialized into the caller.
  @inlinable
  mutating func handle(_ input: Input) -> Step {
    // A point or a force that no trace can hold is ignored before any rule reads it (SPEC I9): two
    // comparisons, and no arithmetic on it can overflow.
    switch input {
    case .down(let point): return SceneRules.isCoordinate(point) ? down(at: point) : ignore(.valueOutOfRange)
    case .move(let point): return SceneRules.isCoordinate(point) ? move(to: point) : ignore(.valueOutOfRange)
    case .up: return up()
    case .force(let force):
      return SceneRules.isFraction(force) ? press(force: force) : ignore(.valueOutOfRange)
    case .cancel: return systemCancel()
    case .tapPreview: return tapPreview()
    case .select(let id): return select(id)
    case .tapOutside: return dismissFromOutside(input, reason: .outside)
    case .dismiss: return dismissFromOutside(input, reason: .host)
    case .closed: return closeDestination()
    case .rightClick(let point):
      return SceneRules.isCoordinate(point) ? rightClick(at: point) : ignore(.valueOutOfRange)
    case .focus(let id): return focus(id)
    case .key(let key): return press(key)
    case .remove(let id): return remove(id)
    case .tick: return ignore(.noRule)
    case .hover: return ignore(.noRule)
    }
  }

  /// P1, P4, M5, M6, M9: a finger touches down.
  @usableFromInline @inline(__always)
  mutating func down(at point: Point) -> Step {
    switch state {
    case .idle:
      guard let hit = hitTest(point) else { return ignore(.noTargetHit) }
      interactionCount += 1
      let pressing = Pressing(target: hit, origin: point, since: now, holdDeadline: now + configuration.hold)
      return transition(
        TriggerCode(.down, point.x.millipoints, point.y.millipoints), to: .pressing(pressing),
        effects: effects(EffectCode(.highlightSource, Int32(hit))))
    case .pressing(let pressing):
      return cancelPress(
        pressing, trigger: TriggerCode(.down, point.x.millipoints, point.y.millipoints), reason: .multitouch)
    case .lifting, .presented, .committing, .dismissing, .showingDestination:
      return ignore(.screenBusy)
    }
  }

  /// P3, P6: the tracked finger moves.
  @usableFromInline @inline(__always)
  mutating func move(to point: Point) -> Step {
    let trigger = TriggerCode(.move, point.x.millipoints, point.y.millipoints)
    switch state {
    case .pressing(let pressing):
      let slop = configuration.slop.millipoints
      if point.squaredDistance(withinRangeTo: pressing.origin) > slop * slop {
        return cancelPress(pressing, trigger: trigger, reason: .moved)
      }
      return transition(trigger, to: state)
    case .lifting(let lifting) where lifting.fingerDown:
      return transition(trigger, to: state)
    case .presented(let presenting) where presenting.fingerDown:
      return transition(trigger, to: state)
    case .lifting, .presented:
      return ignore(.fingerNotDown)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// P2, P6: the tracked finger lifts: a tap before the hold, nothing but the finger after it (I2).
  @usableFromInline @inline(__always)
  mutating func up() -> Step {
    let trigger = TriggerCode(.up)
    switch state {
    case .pressing(let pressing):
      let id = Int32(pressing.target)
      var effects = effects(EffectCode(.unhighlightSource, id))
      let primary = compiled.targets[pressing.target].primary
      if primary >= 0 { effects.append(EffectCode(.runPrimaryAction, id, primary)) }
      return transition(trigger, to: .idle, effects: effects, outcome: .tap(id))
    case .lifting(var lifting) where lifting.fingerDown:
      lifting.fingerDown = false
      return transition(trigger, to: .lifting(lifting))
    case .presented(var presenting) where presenting.fingerDown:
      presenting.fingerDown = false
      return transition(trigger, to: .presented(presenting))
    case .lifting, .presented:
      return ignore(.fingerNotDown)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// P7: a force change: a peek lifts a press at once, a pop commits a lifted preview.
  @usableFromInline
  mutating func press(force: Fraction) -> Step {
    switch state {
    case .pressing(let pressing):
      guard force >= configuration.peek else { return ignore(.belowThreshold) }
      return lift(pressing, trigger: TriggerCode(.force, force.millionths))
    case .lifting(let lifting):
      guard lifting.fingerDown else { return ignore(.fingerNotDown) }
      return pop(force, target: lifting.target, menuShown: false)
    case .presented(let presenting):
      guard !presenting.compact else { return ignore(.noPreview) }
      guard presenting.fingerDown else { return ignore(.fingerNotDown) }
      return pop(force, target: presenting.target, menuShown: true)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  private mutating func pop(_ force: Fraction, target: Int, menuShown: Bool) -> Step {
    guard force >= configuration.pop else { return ignore(.belowThreshold) }
    guard compiled.targets[target].destination >= 0 else { return ignore(.noDestination) }
    return commit(target: target, menuShown: menuShown, trigger: TriggerCode(.force, force.millionths))
  }

  /// P4, M3: the system cancels touches.
  @usableFromInline
  mutating func systemCancel() -> Step {
    switch state {
    case .pressing(let pressing):
      return cancelPress(pressing, trigger: TriggerCode(.cancel), reason: .system)
    case .lifting, .presented:
      return dismissFromOutside(.cancel, reason: .system)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// P3, P4: the press ends before the hold, back to `idle`.
  @inline(__always)
  mutating func cancelPress(_ pressing: Pressing, trigger: TriggerCode, reason: CancelReason) -> Step {
    transition(
      trigger, to: .idle, effects: effects(EffectCode(.unhighlightSource, Int32(pressing.target))),
      outcome: .cancel(reason))
  }

  /// M1: a tap on the preview.
  @usableFromInline @inline(__always)
  mutating func tapPreview() -> Step {
    switch state {
    case .lifting:
      return ignore(.menuNotShown)
    case .presented(let presenting):
      guard !presenting.compact else { return ignore(.noPreview) }
      if compiled.targets[presenting.target].destination < 0 {
        return beginDismissal(
          target: presenting.target, compact: false, menuShown: true, trigger: TriggerCode(.tapPreview),
          outcome: .dismiss(.preview))
      }
      return commit(target: presenting.target, menuShown: true, trigger: TriggerCode(.tapPreview))
    case .idle, .pressing, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// M3: a tap outside, a host dismissal, or a system cancel of a lifted or presented menu.
  @usableFromInline
  mutating func dismissFromOutside(_ input: Input, reason: DismissReason) -> Step {
    switch state {
    case .lifting(let lifting):
      return beginDismissal(
        target: lifting.target, compact: false, menuShown: false, trigger: TriggerCode.input(input),
        outcome: .dismiss(reason))
    case .presented(let presenting):
      return beginDismissal(
        target: presenting.target, compact: presenting.compact, menuShown: true,
        trigger: TriggerCode.input(input), outcome: .dismiss(reason))
    case .idle, .pressing, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// M6: the shown destination was closed.
  @usableFromInline @inline(__always)
  mutating func closeDestination() -> Step {
    guard case .showingDestination(let shown) = state else { return ignore(.noRule) }
    return transition(
      TriggerCode(.closed), to: .idle, effects: effects(EffectCode(.closeDestination, shown.destination)))
  }

  /// M7: the host removes a target. It is never hit again (I8) and loses the focus.
  @usableFromInline
  mutating func remove(_ id: String) -> Step {
    guard let index = scene.index(of: id) else { return ignore(.unknownTarget) }
    guard !removedTargets[index] else { return ignore(.removedTarget) }
    removedTargets[index] = true
    let name = Int32(index)
    let trigger = TriggerCode(.remove, Int64(name))
    var effects = effects()
    if focusedTarget == index {
      focusedTarget = nil
      effects.append(EffectCode(.unfocus, name))
    }
    switch state {
    case .pressing(let pressing) where pressing.target == index:
      effects.append(EffectCode(.unhighlightSource, name))
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
}
