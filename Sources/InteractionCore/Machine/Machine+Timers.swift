extension InteractionMachine {
  /// Fires the timer whose deadline is ``now``. Called only when ``nextDeadline`` is due.
  mutating func fireTimer() -> Report {
    switch state {
    case .idle, .showingDestination:
      preconditionFailure("no timer is pending in \(phase.text)")
    case .pressing(let pressing):
      return lift(pressing, trigger: .timer(.hold))
    case .lifting(let lifting):
      // P6: the lift ends and the menu shows, whether or not the finger is still down.
      let target = scene.targets[lifting.target]
      let next = Presenting(
        target: lifting.target, since: now, compact: false, fingerDown: lifting.fingerDown, level: Menu.root,
        highlight: -1, loadedCount: 0)
      return transition(
        .timer(.lift), to: .presented(next), effects: EffectList(.showMenu(target: target.id, compact: false))
      )
    case .presented(var presenting):
      // M8: the next deferred element in load order has loaded.
      let menu = scene.targets[presenting.target].menu
      let element = menu.deferredLoadOrder[presenting.loadedCount]
      let id = menu.nodes[element].id
      presenting.loadedCount += 1
      return transition(
        .timer(.load(id)), to: .presented(presenting), effects: EffectList(.showLoadedItems(id)))
    case .committing(let committing):
      let shown = ShowingDestination(
        target: committing.target, since: now, destination: committing.destination,
        presentation: committing.presentation)
      return transition(
        .timer(.commit), to: .showingDestination(shown),
        effects: EffectList(.showDestination(committing.destination, committing.presentation)))
    case .dismissing(let dismissing):
      var effects = EffectList(.endFade)
      guard let destination = dismissing.destination else {
        return transition(.timer(.fade), to: .idle, effects: effects)
      }
      effects.append(.showDestination(destination, dismissing.presentation))
      let shown = ShowingDestination(
        target: dismissing.target, since: now, destination: destination, presentation: dismissing.presentation
      )
      return transition(.timer(.fade), to: .showingDestination(shown), effects: effects)
    }
  }

  /// P5, P7: the press lifts (the hold fired, or a peek force): haptic, and the preview shows.
  mutating func lift(_ pressing: Pressing, trigger: Trigger) -> Report {
    let target = scene.targets[pressing.target]
    let next = Lifting(
      target: pressing.target, since: now, liftDeadline: now + configuration.lift, fingerDown: true)
    return transition(
      trigger, to: .lifting(next),
      effects: EffectList(
        .unhighlightSource(target.id), .haptic,
        .showPreview(target: target.id, preview: target.preview, size: target.preferredPreviewSize)))
  }

  /// M1, P7: the preview commits to the target's destination; the outcome is decided here.
  mutating func commit(target index: Int, menuShown: Bool, trigger: Trigger) -> Report {
    let target = scene.targets[index]
    guard let destination = target.committedDestinationName else {
      preconditionFailure("commit without a destination")
    }
    var effects = EffectList()
    if menuShown { effects.append(.hideMenu) }
    effects.append(.beginCommit(destination))
    let next = Committing(
      target: index, since: now, deadline: now + configuration.commit, destination: destination,
      presentation: target.presentation)
    return transition(
      trigger, to: .committing(next), effects: effects,
      outcome: .navigate(destination, target.presentation))
  }

  /// M2, M3, M7: the preview (or compact menu) starts fading into the overlay; the outcome is decided here.
  mutating func beginDismissal(
    target index: Int, compact: Bool, menuShown: Bool, trigger: Trigger, outcome: Outcome,
    leading: EffectList = EffectList(), destination: String? = nil, presentation: Presentation = .push
  ) -> Report {
    var effects = leading
    if menuShown { effects.append(.hideMenu) }
    effects.append(.beginFade(configuration.overlay))
    let next = Dismissing(
      target: index, since: now, deadline: now + configuration.fade, compact: compact,
      destination: destination, presentation: presentation)
    return transition(trigger, to: .dismissing(next), effects: effects, outcome: outcome)
  }
}
