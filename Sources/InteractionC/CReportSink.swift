import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// Writes each report the machine makes as C structs into its handle's ``ReportBuffer``.
///
/// The effects of a transition caused by the call's input stay in the machine (its
/// ``InteractionMachine/current``, which nothing changes until the next call) and are read there if the
/// host asks for them, unless a timer due at or before the call's instant will fire after it (then
/// they are copied, as a timer's transition's always are). Copying them when the report is written
/// costs more than its instructions: the machine has just stored them, and the 16-byte loads of the
/// copy span several of those 8-byte stores still in flight and wait for them (about 2 ns per input
/// on the workload when every transition's codes were copied).
struct CReportSink: ReportSink {
  /// The machine, whose last transition a report is written from.
  let machine: UnsafeMutablePointer<InteractionMachine>
  /// Where the reports go.
  let buffer: UnsafeMutablePointer<ReportBuffer>
  /// The call's instant: after the input, the machine fires the timers due at or before it.
  let instant: Int64

  @inline(__always)
  @_optimize(speed)
  mutating func receive(_ report: Report) {
    switch report {
    // The transition is the machine's last, read in place.
    case .transition: writeLastTransition()
    case .ignored(let ignored): write(ignored)
    }
  }

  /// Each field is read through the machine's pointer where it lies: a local copy of the record costs
  /// about 17 more instructions per input (the whole 112-byte code is copied first).
  @inline(never)
  @_optimize(speed)
  private func writeLastTransition() {
    let slot = buffer.pointee.nextReport()
    let effectCount = machine.pointee.lastTransitionRecord.effects.count
    let effectStart: Int
    if let timer = machine.pointee.lastTransitionRecord.timer {
      // The codes are read in this branch only: loaded before it, they would wait for the machine's
      // stores on every transition.
      effectStart = buffer.pointee.keepEffects(machine.pointee.lastTransitionRecord.effects)
      slot.pointee.input = interaction_input(
        x: 0, y: 0, force: 0, name: NameIndex.none, verb: 0, key: 0, reserved: (0, 0))
      slot.pointee.timer = timer.name.rawValue
      slot.pointee.timer_name = NameIndex.of(timer.element)
    } else {
      // The input's transition: only the timers due by the call's instant come after it.
      if hasTimerDue() {
        effectStart = buffer.pointee.keepEffects(machine.pointee.lastTransitionRecord.effects)
      } else {
        effectStart = buffer.pointee.leaveEffectsInMachine(count: effectCount)
      }
      slot.pointee.input = buffer.pointee.input.pointee
      slot.pointee.timer = 0
      slot.pointee.timer_name = NameIndex.none
    }
    slot.pointee.instant = machine.pointee.lastTransitionRecord.nanoseconds
    slot.pointee.reason_instant = 0
    slot.pointee.interaction = UInt32(truncatingIfNeeded: machine.pointee.lastTransitionRecord.interaction)
    slot.pointee.target = NameIndex.of(machine.pointee.lastTransitionRecord.target)
    slot.pointee.effect_start = UInt32(truncatingIfNeeded: effectStart)
    slot.pointee.effect_count = UInt32(truncatingIfNeeded: effectCount)
    slot.pointee.kind = interaction_report_kind(INTERACTION_REPORT_KIND_TRANSITION)
    slot.pointee.from = machine.pointee.lastTransitionRecord.from.rawValue
    slot.pointee.to = machine.pointee.lastTransitionRecord.to.rawValue
    slot.pointee.ignore_reason = 0
    slot.pointee.reserved = (0, 0, 0, 0, 0, 0, 0)
    slot.pointee.outcome = machine.pointee.lastTransitionRecord.outcomeKind
    slot.pointee.outcome_name = NameIndex.of(machine.pointee.lastTransitionRecord.outcomeName)
    slot.pointee.cancel_reason = machine.pointee.lastTransitionRecord.cancelReason
    slot.pointee.dismiss_reason = machine.pointee.lastTransitionRecord.dismissReason
    slot.pointee.presentation = machine.pointee.lastTransitionRecord.presentation
  }

  /// Whether the machine has a timer due at or before the call's instant: one that fires in this call.
  @inline(__always)
  @_optimize(speed)
  private func hasTimerDue() -> Bool {
    guard let deadline = machine.pointee.nextDeadline else { return false }
    return deadline.nanoseconds <= instant
  }

  /// Not marked `@_optimize(speed)` as the other per-input functions are: in a debug build (`-Onone`)
  /// under the address sanitizer, this one function optimized alone stores 8 bytes into its 1-byte
  /// phase's stack slot (a stack-buffer-overflow report from `swift test --sanitize=address`).
  @inline(never)
  private func write(_ ignored: IgnoredInput) {
    let reason = ignored.reason.cValue
    let phase = ignored.phase.rawValue
    buffer.pointee.nextReport().initialize(
      to: interaction_report(
        instant: ignored.instant.nanoseconds, input: buffer.pointee.input.pointee,
        reason_instant: reason.instant, interaction: 0, target: NameIndex.none, effect_start: 0,
        effect_count: 0, timer_name: NameIndex.none, outcome_name: NameIndex.none,
        kind: interaction_report_kind(INTERACTION_REPORT_KIND_IGNORED), from: phase, to: phase, timer: 0,
        outcome: 0, cancel_reason: 0, dismiss_reason: 0, presentation: 0, ignore_reason: reason.kind,
        reserved: (0, 0, 0, 0, 0, 0, 0)))
  }
}
