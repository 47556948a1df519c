extension InteractionMachine {
  /// Moves the clock to the pending timer's deadline and fires it. Called only with ``nextDeadline``.
  @usableFromInline
  mutating func fireTimer(at deadline: Instant) -> Step {
    assert(nextDeadline == compiled.deadline(of: state), "nextDeadline is stale")
    clock = deadline
    switch state {
    case .idle, .showingDestination:
      preconditionFailure("no timer is pending in \(phase.text)")
    case .pressing(let pressing):
      return lift(pressing, trigger: .timer(.hold))
    case .lifting(let lifting):
      // P6: the lift ends and the menu shows, whether or not the finger is still down.
      let next = Presenting(
        target: lifting.target, since: now, compact: false, fingerDown: lifting.fingerDown, level: Menu.root,
        highlight: -1, loadedCount: 0)
      return transition(
        .timer(.lift), to: .presented(next),
        effects: effects(EffectCode(.showMenu, flag: 0, Int32(lifting.target))))
    case .presented(var presenting):
      // M8: the next deferred element in load order has loaded.
      let element = scene.targets[presenting.target].menu.deferredLoadOrder[presenting.loadedCount]
      let id = nodeName(presenting.target, element)
      presenting.loadedCount += 1
      return transition(
        TriggerCode(.load, Int64(id)), to: .presented(presenting),
        effects: effects(EffectCode(.showLoadedItems, id)))
    case .committing(let committing):
      let shown = ShowingDestination(
        target: committing.target, since: now, destination: committing.destination,
        presentation: committing.presentation)
      return transition(
        .timer(.commit), to: .showingDestination(shown),
        effects: effects(
          EffectCode(.showDestination, flag: committing.presentation.code, committing.destination)))
    case .dismissing(let dismissing):
      var effects = effects(EffectCode(.endFade))
      guard dismissing.destination >= 0 else {
        return transition(.timer(.fade), to: .idle, effects: effects)
      }
      effects.append(
        EffectCode(.showDestination, flag: dismissing.presentation.code, dismissing.destination))
      let shown = ShowingDestination(
        target: dismissing.target, since: now, destination: dismissing.destination,
        presentation: dismissing.presentation)
      return transition(.timer(.fade), to: .showingDestination(shown), effects: effects)
    }
  }

  /// P5, P7: the press lifts (the hold fired, or a peek force): haptic, and the preview shows.
  @inline(__always)
  mutating func lift(_ pressing: Pressing, trigger: TriggerCode) -> Step {
    let id = Int32(pressing.target)
    let next = Lifting(
      target: pressing.target, since: now, liftDeadline: now + configuration.lift, fingerDown: true)
    var effects = effects(EffectCode(.unhighlightSource, id))
    effects.append(EffectCode(.haptic))
    effects.append(EffectCode(.showPreview, id, id))
    return transition(trigger, to: .lifting(next), effects: effects)
  }

  /// M1, P7: the preview commits to the target's destination; the outcome is decided here.
  @inline(__always)
  mutating func commit(target index: Int, menuShown: Bool, trigger: TriggerCode) -> Step {
    let target = compiled.targets[index]
    let destination = target.destination
    precondition(destination >= 0, "commit without a destination")
    var effects = effects()
    if menuShown { effects.append(EffectCode(.hideMenu)) }
    effects.append(EffectCode(.beginCommit, destination))
    let next = Committing(
      target: index, since: now, deadline: now + configuration.commit, lifted: liftedSoFar,
      destination: destination, presentation: target.presentation)
    return transition(
      trigger, to: .committing(next), effects: effects,
      outcome: .navigate(destination, target.presentation))
  }

  /// M2, M3, M7: the preview (or compact menu) starts fading into the overlay; the outcome is decided here.
  @inline(__always)
  mutating func beginDismissal(
    target index: Int, compact: Bool, menuShown: Bool, trigger: TriggerCode, outcome: OutcomeCode,
    leading: EffectCodes? = nil, destination: Int32 = -1, presentation: Presentation = .push
  ) -> Step {
    var effects = leading ?? effects()
    if menuShown { effects.append(EffectCode(.hideMenu)) }
    effects.append(EffectCode(.beginFade, 0))  // the table's only fraction: the overlay
    let next = Dismissing(
      target: index, since: now, deadline: now + configuration.fade, compact: compact, lifted: liftedSoFar,
      destination: destination, presentation: presentation)
    return transition(trigger, to: .dismissing(next), effects: effects, outcome: outcome)
  }

  /// How long the preview has been lifting: the time since the hold while `lifting`, the whole `lift`
  /// once it has lifted. A commit or a fade starts from there, so a renderer's preview never jumps.
  @inline(__always)
  var liftedSoFar: Interval {
    guard case .lifting(let lifting) = state else { return configuration.lift }
    return now - lifting.since
  }
}
