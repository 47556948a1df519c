/// The touch path (SPEC section 3, P1–P8): one handler per input.
extension InteractionMachine {
  /// P1, P4, M5, M6, M9: a finger touches down.
  @usableFromInline @inline(__always)
  @_optimize(speed)
  mutating func down(at point: Point) -> Step {
    let trigger = TriggerCode.input(.down(point))
    switch state {
    case .idle:
      guard let hit = hitTest(point) else { return ignore(.noTargetHit) }
      interactionCount += 1
      let pressing = Pressing(target: hit, origin: point, since: now, holdDeadline: now + configuration.hold)
      return transition(trigger, to: .pressing(pressing), effects: EffectCodes(.highlightSource(Int32(hit))))
    case .pressing(let pressing):
      return cancelPress(pressing, trigger: trigger, reason: .multitouch)
    case .lifting, .presented, .committing, .dismissing, .showingDestination:
      return ignore(.screenBusy)
    }
  }

  /// P3, P6: the tracked finger moves.
  @usableFromInline @inline(__always)
  @_optimize(speed)
  mutating func move(to point: Point) -> Step {
    let trigger = TriggerCode.input(.move(point))
    switch state {
    case .pressing(let pressing):
      // The slop is an extent (SceneRules): at most 10^9, its square at most 10^18, never wrapping.
      let slop = configuration.slop.millipoints
      if point.squaredDistance(withinRangeTo: pressing.origin) > slop &* slop {
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

  /// P2, P6, M10: the tracked finger lifts: a tap before the hold; after it, nothing but the finger
  /// (I2), unless it lifts on the item it slid onto, which is selected.
  @usableFromInline @inline(__always)
  @_optimize(speed)
  mutating func up() -> Step {
    let trigger = TriggerCode.input(.up)
    switch state {
    case .pressing(let pressing):
      let id = Int32(pressing.target)
      var effects = EffectCodes(.unhighlightSource(id))
      if let primary = compiled.targets[pressing.target].primary {
        effects.append(.runPrimaryAction(target: id, action: primary))
      }
      return transition(trigger, to: .idle, effects: effects, outcome: .tap(id))
    case .lifting(var lifting) where lifting.fingerDown:
      lifting.fingerDown = false
      return transition(trigger, to: .lifting(lifting))
    case .presented(var presenting) where presenting.fingerDown:
      presenting.fingerDown = false
      if presenting.highlightIsHovered, let item = presenting.highlight {
        return selectSlidTo(item, in: presenting, trigger: trigger)
      }
      return transition(trigger, to: .presented(presenting))
    case .lifting, .presented:
      return ignore(.fingerNotDown)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// P7: a force change: a peek lifts a press at once, a pop commits a lifted preview.
  @usableFromInline
  @_optimize(speed)
  mutating func press(force: Fraction) -> Step {
    let trigger = TriggerCode.input(.force(force))
    switch state {
    case .pressing(let pressing):
      guard force >= configuration.peek else { return ignore(.belowThreshold) }
      return lift(pressing, trigger: trigger)
    case .lifting(let lifting):
      guard lifting.fingerDown else { return ignore(.fingerNotDown) }
      return pop(force, target: lifting.target, menuShown: false, trigger: trigger)
    case .presented(let presenting):
      guard !presenting.compact else { return ignore(.noPreview) }
      guard presenting.fingerDown else { return ignore(.fingerNotDown) }
      return pop(force, target: presenting.target, menuShown: true, trigger: trigger)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// P7: a force at or above `pop` commits, where the target has a destination.
  @_optimize(speed)
  private mutating func pop(_ force: Fraction, target: Int, menuShown: Bool, trigger: TriggerCode) -> Step {
    guard force >= configuration.pop else { return ignore(.belowThreshold) }
    guard let route = compiled.targets[target].route else { return ignore(.noDestination) }
    return commit(target: target, to: route, menuShown: menuShown, trigger: trigger)
  }

  /// P4, M3: the system cancels touches.
  @usableFromInline
  @_optimize(speed)
  mutating func systemCancel() -> Step {
    switch state {
    case .pressing(let pressing):
      return cancelPress(pressing, trigger: .input(.cancel), reason: .system)
    case .lifting, .presented:
      return dismissFromOutside(.cancel, reason: .system)
    case .idle, .committing, .dismissing, .showingDestination:
      return ignore(.noRule)
    }
  }

  /// P3, P4: the press ends before the hold, back to `idle`.
  @inline(__always)
  @_optimize(speed)
  mutating func cancelPress(_ pressing: Pressing, trigger: TriggerCode, reason: CancelReason) -> Step {
    transition(
      trigger, to: .idle, effects: EffectCodes(.unhighlightSource(Int32(pressing.target))),
      outcome: .cancel(reason))
  }
}
