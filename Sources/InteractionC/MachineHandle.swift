import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// What an `interaction_machine *` points at: the machine, its names as C reads them, the trace's
/// inputs, and the reports of its last call. What changes (the machine, the reports) lives behind
/// pointers that the handle owns, so that a call reaches it with no exclusivity check and no reference
/// count.
final class MachineHandle {
  /// The machine.
  let machine: UnsafeMutablePointer<InteractionMachine>
  /// Its names: the core's name codes, then the custom previews' names.
  let names: NameTable
  /// For each preview code of the machine: what `show-preview` shows.
  let previews: [PreviewFields]
  /// For each fraction code of the machine: its value in millionths.
  let fractions: [Int64]
  /// The trace's inputs, as C inputs, and their instants.
  let traceInputs: [interaction_input]
  let traceInstants: [Int64]
  /// The last call's reports.
  let buffer: UnsafeMutablePointer<ReportBuffer>

  /// What a `show-preview` effect names for one preview code.
  struct PreviewFields {
    var kind: interaction_preview_kind
    var name: UInt32
    var size: Size?
  }

  init(machine: InteractionMachine, inputs: [TimedInput]) {
    self.machine = .allocate(capacity: 1)
    self.machine.initialize(to: machine)
    var strings = machine.reportNameStrings
    var previews: [PreviewFields] = []
    for (preview, size) in machine.reportPreviews {
      switch preview {
      case .source:
        previews.append(
          PreviewFields(
            kind: interaction_preview_kind(INTERACTION_PREVIEW_KIND_SOURCE), name: NameIndex.none, size: size)
        )
      case .custom(let name):
        previews.append(
          PreviewFields(
            kind: interaction_preview_kind(INTERACTION_PREVIEW_KIND_CUSTOM), name: UInt32(strings.count),
            size: size))
        strings.append(name)
      }
    }
    names = NameTable(strings)
    self.previews = previews
    fractions = machine.reportFractions.map { $0.millionths }
    var traceInputs: [interaction_input] = []
    var traceInstants: [Int64] = []
    traceInputs.reserveCapacity(inputs.count)
    traceInstants.reserveCapacity(inputs.count)
    let names = self.names
    for timed in inputs {
      // Every id a trace's input names is declared in it, so it is in the table (SPEC section 9).
      traceInputs.append(
        interaction_input(timed.input, names: names) ?? interaction_input(verb: InputVerb.tick.rawValue))
      traceInstants.append(timed.instant.nanoseconds)
    }
    self.traceInputs = traceInputs
    self.traceInstants = traceInstants
    buffer = .allocate(capacity: 1)
    buffer.initialize(to: ReportBuffer(reportCapacity: 16, effectCapacity: 64))
  }

  deinit {
    machine.deinitialize(count: 1)
    machine.deallocate()
    buffer.pointee.deallocate()
    buffer.deinitialize(count: 1)
    buffer.deallocate()
  }

  /// Handles a C input at an instant, writing its reports.
  func send(_ input: interaction_input, at instant: Int64) -> interaction_status {
    buffer.pointee.removeAll()
    let swiftInput: Input
    do {
      swiftInput = try input.input(names: names)
    } catch {
      return error.status
    }
    let backwards = instant < machine.pointee.now.nanoseconds
    var sink = CReportSink(handle: self, input: input)
    machine.pointee.send(swiftInput, at: Instant(nanoseconds: instant), to: &sink)
    return backwards ? Status.timeWentBackwards : Status.ok
  }

  /// Advances time, writing the reports of the timers that fire.
  func advance(to instant: Int64) -> interaction_status {
    buffer.pointee.removeAll()
    guard instant >= machine.pointee.now.nanoseconds else { return Status.timeWentBackwards }
    var sink = CReportSink(handle: self, input: interaction_input())
    machine.pointee.advance(to: Instant(nanoseconds: instant), to: &sink)
    return Status.ok
  }
}

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

  @inline(__always)
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
    let count = transition.effectCount
    slot.initialize(
      to: interaction_report(
        instant: transition.instant.nanoseconds, input: trigger, reason_instant: 0,
        interaction: UInt32(truncatingIfNeeded: transition.interaction),
        target: NameIndex.of(transition.targetCode),
        effect_start: UInt32(truncatingIfNeeded: buffer.pointee.effectCount),
        effect_count: UInt32(truncatingIfNeeded: count), timer_name: timerName, outcome_name: outcomeName,
        kind: interaction_report_kind(INTERACTION_REPORT_KIND_TRANSITION), from: transition.from.rawValue,
        to: transition.to.rawValue, timer: timer, outcome: outcome, cancel_reason: cancelReason,
        dismiss_reason: dismissReason, presentation: presentation, ignore_reason: 0,
        reserved: (0, 0, 0, 0, 0, 0, 0)))
    var position = 0
    while position < count {
      write(transition.effectFields(position), to: buffer.pointee.nextEffect())
      position += 1
    }
  }

  @inline(__always)
  private func write(_ code: EffectFields, to slot: UnsafeMutablePointer<interaction_effect>) {
    var width: Int64 = 0
    var height: Int64 = 0
    var opacity: Int64 = 0
    var nameA = NameIndex.of(code.nameA)
    var nameB = NameIndex.of(code.nameB)
    var presentation: interaction_presentation = 0
    var itemState: interaction_item_state = 0
    var preview: interaction_preview_kind = 0
    var hasSize: UInt8 = 0
    var compact: UInt8 = 0
    switch code.kind {
    case .showPreview:
      let fields = handle.previews[Int(code.nameB)]
      preview = fields.kind
      nameB = fields.name
      if let size = fields.size {
        hasSize = 1
        width = size.width.millipoints
        height = size.height.millipoints
      }
    case .showMenu:
      compact = code.compact ? 1 : 0
    case .setItemState:
      itemState = code.itemState.rawValue
    case .showDestination:
      presentation = code.presentation.rawValue
    case .beginFade:
      opacity = handle.fractions[Int(code.nameA)]
      nameA = NameIndex.none
    default:
      break
    }
    slot.initialize(
      to: interaction_effect(
        width: width, height: height, opacity: opacity, name_a: nameA, name_b: nameB,
        kind: code.kind.rawValue,
        presentation: presentation, item_state: itemState, preview: preview, has_size: hasSize,
        compact: compact,
        reserved: (0, 0)))
  }

  @inline(__always)
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
