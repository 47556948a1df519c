/// The timers (SPEC T2, T4): the machine names its next deadline and is told when time reaches it.
extension InteractionMachine {
  /// Moves the clock to the pending timer's deadline and fires it. Called only with ``nextDeadline``.
  @usableFromInline
  @_optimize(speed)
  mutating func fireTimer(at deadline: Instant) -> Step {
    assert(nextDeadline == compiled.deadline(of: state), "nextDeadline is stale")
    clock = deadline
    switch state {
    case .idle, .showingDestination:
      // No timer is pending here, so `nextDeadline` is nil and this is never called.
      assertionFailure("no timer is pending in \(phase.spelling)")
      return ignore(.noRule)
    case .pressing(let pressing):
      // P5: the hold fired.
      return lift(pressing, trigger: .timer(.hold))
    case .lifting(let lifting):
      // P6: the lift ends and the menu shows, whether or not the finger is still down.
      let next = Presenting(
        target: lifting.target, since: now, compact: false, fingerDown: lifting.fingerDown, level: Menu.root,
        highlight: nil, loadedCount: 0)
      return transition(
        .timer(.lift), to: .presented(next),
        effects: EffectCodes(.showMenu(target: Int32(lifting.target), compact: false)))
    case .presented(var presenting):
      // M8: the next deferred element in load order has loaded.
      let element = scene.targets[presenting.target].menu.deferredLoadOrder[presenting.loadedCount]
      let id = nodeName(presenting.target, element)
      presenting.loadedCount += 1
      return transition(.load(id), to: .presented(presenting), effects: EffectCodes(.showLoadedItems(id)))
    case .committing(let committing):
      // M1: the commit ends and the destination shows.
      let route = committing.route
      return transition(
        .timer(.commit),
        to: .showingDestination(ShowingDestination(target: committing.target, since: now, route: route)),
        effects: EffectCodes(.showDestination(route.destination, route.presentation)))
    case .dismissing(let dismissing):
      // M5, M2: the fade ends; an action's destination shows now.
      guard let route = dismissing.route else {
        return transition(.timer(.fade), to: .idle, effects: EffectCodes(.endFade))
      }
      return transition(
        .timer(.fade),
        to: .showingDestination(ShowingDestination(target: dismissing.target, since: now, route: route)),
        effects: EffectCodes(.endFade, .showDestination(route.destination, route.presentation)))
    }
  }
}
