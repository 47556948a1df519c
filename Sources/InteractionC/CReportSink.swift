import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// Writes each report the machine makes as C structs into its handle's ``ReportBuffer``.
struct CReportSink: ReportSink {
  unowned(unsafe) let handle: MachineHandle
  /// The input being sent (zeroed for `advance`): the trigger of a transition that no timer caused.
  let input: interaction_input

  @inline(__always)
  mutating func receive(_ report: Report) {
    switch report {
    case .transition(let transition): write(transition)
    case .ignored(let ignored): write(ignored)
    }
  }

  @inline(never)
  private func write(_ transition: Transition) {
    let buffer = handle.buffer
    let slot = buffer.pointee.nextReport()
    var trigger = input
    var timer: interaction_timer_name = 0
    var timerName = NameIndex.none
    if let fields = transition.timerFields {
      trigger = interaction_input(
        x: 0, y: 0, force: 0, name: NameIndex.none, verb: 0, key: 0, reserved: (0, 0))
      timer = fields.timer.rawValue
      timerName = NameIndex.of(fields.element)
    }
    var outcome: interaction_outcome_kind = 0
    var outcomeName = NameIndex.none
    var cancelReason: interaction_cancel_reason = 0
    var dismissReason: interaction_dismiss_reason = 0
    var presentation: interaction_presentation = 0
    if transition.decidesOutcome {
      let fields = transition.outcomeFields
      outcome = fields.kind?.rawValue ?? 0
      outcomeName = NameIndex.of(fields.name)
      switch fields.kind {
      case .cancel?: cancelReason = fields.cancelReason.rawValue
      case .dismiss?: dismissReason = fields.dismissReason.rawValue
      case .navigate?: presentation = fields.presentation.rawValue
      default: break
      }
    }
    let effects = transition.packedEffects
    slot.initialize(
      to: interaction_report(
        instant: transition.instant.nanoseconds, input: trigger, reason_instant: 0,
        interaction: UInt32(truncatingIfNeeded: transition.interaction),
        target: NameIndex.of(transition.targetCode),
        effect_start: UInt32(truncatingIfNeeded: buffer.pointee.keepEffects(effects)),
        effect_count: UInt32(truncatingIfNeeded: effects.count), timer_name: timerName,
        outcome_name: outcomeName,
        kind: interaction_report_kind(INTERACTION_REPORT_KIND_TRANSITION), from: transition.from.rawValue,
        to: transition.to.rawValue, timer: timer, outcome: outcome, cancel_reason: cancelReason,
        dismiss_reason: dismissReason, presentation: presentation, ignore_reason: 0,
        reserved: (0, 0, 0, 0, 0, 0, 0)))
  }

  @inline(never)
  private func write(_ ignored: IgnoredInput) {
    let reason = ignored.reason.cValue
    let phase = ignored.phase.rawValue
    handle.buffer.pointee.nextReport().initialize(
      to: interaction_report(
        instant: ignored.instant.nanoseconds, input: input, reason_instant: reason.instant, interaction: 0,
        target: NameIndex.none, effect_start: 0, effect_count: 0, timer_name: NameIndex.none,
        outcome_name: NameIndex.none, kind: interaction_report_kind(INTERACTION_REPORT_KIND_IGNORED),
        from: phase,
        to: phase, timer: 0, outcome: 0, cancel_reason: 0, dismiss_reason: 0, presentation: 0,
        ignore_reason: reason.kind, reserved: (0, 0, 0, 0, 0, 0, 0)))
  }
}
