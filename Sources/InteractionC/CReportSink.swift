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

  @inline(__always)
  @_optimize(speed)
  mutating func receive(_ report: Report) {
    switch report {
    // A timer's transition, the machine's last for now: written at once (out of line, so that the
    // machine's `send` and `advance` stay small enough to inline).
    case .transition: writeLastTransition()
    case .ignored(let ignored): write(ignored)
    }
  }

  /// The input's transition: when no timer fires after it in this call, it stays the machine's last
  /// until the call returns, so its slot is taken now (the reports keep their order) and written then,
  /// once, outside the machine's loops (``writeInputTransition(machine:buffer:)``). The machine says
  /// whether a timer is due (it has the deadline it has just set at hand): the sink reads neither the
  /// transition's trigger nor the deadline back from the machine's memory, where the machine has just
  /// stored them (in the wasm those loads waited for the stores: about 2 ns per input).
  @inline(__always)
  @_optimize(speed)
  mutating func receiveInputTransition(_ transition: Transition, timerDue: Bool) {
    if timerDue {
      writeLastTransition()
    } else {
      buffer.pointee.reserveInputTransition()
    }
  }

  /// Writes the report of the input's transition into the slot ``ReportBuffer/reserveInputTransition()``
  /// took, if the call took one: after the machine's call, whose last transition it still is. Its
  /// effects stay in the machine.
  @inline(__always)
  @_optimize(speed)
  static func writeInputTransition(
    machine: UnsafeMutablePointer<InteractionMachine>, buffer: UnsafeMutablePointer<ReportBuffer>
  ) {
    guard let slot = buffer.pointee.inputTransitionSlot else { return }
    let effectCount = machine.pointee.lastTransitionRecord.effects.count
    let effectStart = buffer.pointee.countEffectsInMachine(effectCount)
    slot.pointee.input = buffer.pointee.input.pointee
    slot.pointee.timer = 0
    slot.pointee.timer_name = NameIndex.none
    let phases = InteractionMachine.lastTransitionPhases(machine)
    writeTransition(
      machine: machine, slot: slot, from: phases.from, to: phases.to, effects: (effectStart, effectCount))
  }

  /// Writes a timer's transition, or the input's when a timer fires after it in the same call (zero
  /// durations): the machine's last for now, which the next transition replaces, so its effects are
  /// copied into the buffer.
  @inline(never)
  @_optimize(speed)
  private func writeLastTransition() {
    let slot = buffer.pointee.nextReport()
    let phases = InteractionMachine.lastTransitionPhases(machine)
    if let timer = phases.timer {
      slot.pointee.input = interaction_input(
        x: 0, y: 0, force: 0, name: NameIndex.none, verb: 0, key: 0, reserved: (0, 0))
      slot.pointee.timer = timer.name.rawValue
      slot.pointee.timer_name = NameIndex.of(timer.element)
    } else {
      slot.pointee.input = buffer.pointee.input.pointee
      slot.pointee.timer = 0
      slot.pointee.timer_name = NameIndex.none
    }
    let effects = buffer.pointee.keepEffects(of: machine)
    Self.writeTransition(machine: machine, slot: slot, from: phases.from, to: phases.to, effects: effects)
  }

  /// Writes the fields every transition's report takes from the machine's last transition, read through
  /// the machine's pointer where they lie (a local copy of the record cost about 17 more instructions
  /// per input: the whole 112-byte code is copied first): its instant, interaction, target, phases and
  /// outcome. The input, timer and timer name are the caller's; so are the phases, which the caller reads
  /// with the trigger (``InteractionMachine/lastTransitionPhases(_:)``), and the effects' place, whose
  /// count the caller has read (read again here, it was a second load).
  @inline(__always)
  @_optimize(speed)
  private static func writeTransition(
    machine: UnsafeMutablePointer<InteractionMachine>, slot: UnsafeMutablePointer<interaction_report>,
    from: Phase, to: Phase, effects: (start: Int, count: UInt8)
  ) {
    // Every field read before any is written: the slot's stores then delay none of the machine's loads.
    let instant = machine.pointee.lastTransitionRecord.nanoseconds
    let interaction = UInt32(truncatingIfNeeded: machine.pointee.lastTransitionRecord.interaction)
    let target = NameIndex.of(machine.pointee.lastTransitionRecord.target)
    let outcomeName = NameIndex.of(machine.pointee.lastTransitionRecord.outcomeName)
    let outcome = outcomeBytes(machine: machine)
    slot.pointee.instant = instant
    slot.pointee.reason_instant = 0
    slot.pointee.interaction = interaction
    slot.pointee.target = target
    slot.pointee.effect_start = UInt32(truncatingIfNeeded: effects.start)
    slot.pointee.effect_count = UInt32(effects.count)
    slot.pointee.kind = interaction_report_kind(INTERACTION_REPORT_KIND_TRANSITION)
    slot.pointee.from = from.rawValue
    slot.pointee.to = to.rawValue
    slot.pointee.ignore_reason = 0
    slot.pointee.reserved = (0, 0, 0, 0, 0, 0, 0)
    slot.pointee.outcome_name = outcomeName
    UnsafeMutableRawPointer(slot).storeBytes(
      of: outcome.littleEndian, toByteOffset: ReportLayout.outcomeOffset, as: UInt32.self)
  }

  /// The outcome's four bytes (`outcome`, `cancel_reason`, `dismiss_reason`, `presentation`, in the
  /// header's order, which is the machine's codes' order), read with one 4-byte load and written by
  /// ``writeTransition`` with one 4-byte store.
  /// The machine has just stored these bytes with stores of 4 or 8 bytes; a 1-byte load of the second,
  /// third or fourth byte did not take its value from such a store still in flight and waited for it
  /// (about 1 ns per input on the workload), where a load starting with the store's first byte does.
  @inline(__always)
  @_optimize(speed)
  static func outcomeBytes(machine: UnsafeMutablePointer<InteractionMachine>) -> UInt32 {
    UInt32(machine.pointee.lastTransitionRecord.outcomeKind)
      | UInt32(machine.pointee.lastTransitionRecord.cancelReason) << 8
      | UInt32(machine.pointee.lastTransitionRecord.dismissReason) << 16
      | UInt32(machine.pointee.lastTransitionRecord.presentation) << 24
  }

  #if arch(wasm32)
    /// Compiled for speed in the wasm (compiled for size, it copied and destroyed the report and its
    /// reason through outlined functions). See ``writeIgnored(_:)``.
    @inline(never)
    @_optimize(speed)
    private func write(_ ignored: IgnoredInput) { writeIgnored(ignored) }
  #else
    /// Not marked `@_optimize(speed)` as the other per-input functions are: in a debug build (`-Onone`)
    /// under the address sanitizer, this one function optimized alone stores 8 bytes into its 1-byte
    /// phase's stack slot (a stack-buffer-overflow report from `swift test --sanitize=address`).
    @inline(never)
    private func write(_ ignored: IgnoredInput) { writeIgnored(ignored) }
  #endif

  /// Writes the report of an ignored input.
  @inline(__always)
  private func writeIgnored(_ ignored: IgnoredInput) {
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

/// Where `interaction_report` holds the fields that ``CReportSink`` writes as one word (`CHeaderTests`
/// checks them against the header's layout).
enum ReportLayout {
  /// The offset of `outcome`, followed by `cancel_reason`, `dismiss_reason` and `presentation`.
  static let outcomeOffset = 76
}
