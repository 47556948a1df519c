/// The steps that several inputs and timers share: the lift (P5, P7), the commit (M1, P7) and the
/// beginning of a dismissal (M2, M3, M7). Each decides the next state and its effects in one place.
extension InteractionMachine {
  /// P5, P7: the press lifts (the hold fired, or a peek force): haptic, and the preview shows.
  @inline(__always)
  @_optimize(speed)
  mutating func lift(_ pressing: Pressing, trigger: TriggerCode) -> Step {
    let id = Int32(pressing.target)
    let next = Lifting(
      target: pressing.target, since: now, liftDeadline: now + configuration.lift, fingerDown: true)
    // The preview's slot in the names table has the target's index.
    let effects = EffectCodes(.unhighlightSource(id), .haptic, .showPreview(target: id, preview: id))
    return transition(trigger, to: .lifting(next), effects: effects)
  }

  /// M1, P7: the preview commits to the target's destination; the outcome is decided here.
  @inline(__always)
  @_optimize(speed)
  mutating func commit(target index: Int, to route: Route, menuShown: Bool, trigger: TriggerCode) -> Step {
    var effects = EffectCodes()
    if menuShown { effects.append(.hideMenu) }
    effects.append(.beginCommit(route.destination))
    let next = Committing(
      target: index, since: now, deadline: now + configuration.commit, lifted: liftedSoFar, route: route)
    return transition(
      trigger, to: .committing(next), effects: effects,
      outcome: .navigate(route.destination, route.presentation))
  }

  /// M2, M3, M7: the preview (or compact menu) starts fading into the overlay; the outcome is decided
  /// here. `leading` effects come first; `route` is shown when the fade ends (M2).
  @inline(__always)
  @_optimize(speed)
  mutating func beginDismissal(
    target index: Int, compact: Bool, menuShown: Bool, trigger: TriggerCode, outcome: OutcomeCode,
    leading: EffectCodes = EffectCodes(), route: Route? = nil
  ) -> Step {
    var effects = leading
    if menuShown { effects.append(.hideMenu) }
    effects.append(.beginFadeToOverlay)
    let next = Dismissing(
      target: index, since: now, deadline: now + configuration.fade, compact: compact, lifted: liftedSoFar,
      route: route)
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
