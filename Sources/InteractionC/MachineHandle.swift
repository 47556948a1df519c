import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

/// What an `interaction_machine *` points at: the machine, its names as C reads them, the trace's
/// inputs, and the reports of its last call.
final class MachineHandle {
  /// The machine.
  var machine: InteractionMachine
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
  let buffer: ReportBuffer

  /// What a `show-preview` effect names for one preview code.
  struct PreviewFields {
    var kind: interaction_preview_kind
    var name: UInt32
    var size: Size?
  }

  init(machine: InteractionMachine, inputs: [TimedInput]) {
    self.machine = machine
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
    buffer = ReportBuffer(reportCapacity: 16, effectCapacity: 64)
  }

  /// Handles a C input at an instant, writing its reports.
  func send(_ input: interaction_input, at instant: Int64) -> interaction_status {
    buffer.removeAll()
    let swiftInput: Input
    do {
      swiftInput = try input.input(names: names)
    } catch {
      return error.status
    }
    let backwards = instant < machine.now.nanoseconds
    var sink = CReportSink(handle: self, input: input)
    machine.send(swiftInput, at: Instant(nanoseconds: instant), to: &sink)
    return backwards ? Status.timeWentBackwards : Status.ok
  }

  /// Advances time, writing the reports of the timers that fire.
  func advance(to instant: Int64) -> interaction_status {
    buffer.removeAll()
    guard instant >= machine.now.nanoseconds else { return Status.timeWentBackwards }
    var sink = CReportSink(handle: self, input: interaction_input())
    machine.advance(to: Instant(nanoseconds: instant), to: &sink)
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
    var report = interaction_report()
    report.instant = transition.instant.nanoseconds
    report.kind = interaction_report_kind(INTERACTION_REPORT_KIND_TRANSITION)
    report.from = transition.from.rawValue
    report.to = transition.to.rawValue
    report.interaction = UInt32(truncatingIfNeeded: transition.interaction)
    report.target = NameIndex.of(transition.targetCode)
    report.timer_name = NameIndex.none
    if let timer = transition.timerFields {
      report.timer = timer.timer.rawValue
      report.timer_name = NameIndex.of(timer.element)
      report.input.name = NameIndex.none
    } else {
      report.input = input
    }
    report.outcome_name = NameIndex.none
    if transition.decidesOutcome {
      let outcome = transition.outcomeFields
      report.outcome = outcome.kind?.rawValue ?? 0
      report.outcome_name = NameIndex.of(outcome.name)
      switch outcome.kind {
      case .cancel?: report.cancel_reason = outcome.cancelReason.rawValue
      case .dismiss?: report.dismiss_reason = outcome.dismissReason.rawValue
      case .navigate?: report.presentation = outcome.presentation.rawValue
      default: break
      }
    }
    let count = transition.effectCount
    report.effect_start = UInt32(truncatingIfNeeded: buffer.effectCount)
    report.effect_count = UInt32(truncatingIfNeeded: count)
    var position = 0
    while position < count {
      buffer.append(effect(transition.effectFields(position)))
      position += 1
    }
    buffer.append(report)
  }

  @inline(__always)
  private func effect(_ fields: EffectFields) -> interaction_effect {
    var effect = interaction_effect()
    effect.kind = fields.kind.rawValue
    effect.name_a = NameIndex.of(fields.nameA)
    effect.name_b = NameIndex.of(fields.nameB)
    switch fields.kind {
    case .showPreview:
      let preview = handle.previews[Int(fields.nameB)]
      effect.preview = preview.kind
      effect.name_b = preview.name
      if let size = preview.size {
        effect.has_size = 1
        effect.width = size.width.millipoints
        effect.height = size.height.millipoints
      }
    case .showMenu:
      effect.compact = fields.compact ? 1 : 0
    case .setItemState:
      effect.item_state = fields.itemState.rawValue
    case .showDestination:
      effect.presentation = fields.presentation.rawValue
    case .beginFade:
      effect.opacity = handle.fractions[Int(fields.nameA)]
      effect.name_a = NameIndex.none
    default:
      break
    }
    return effect
  }

  @inline(__always)
  private func write(_ ignored: IgnoredInput) {
    var report = interaction_report()
    report.instant = ignored.instant.nanoseconds
    report.kind = interaction_report_kind(INTERACTION_REPORT_KIND_IGNORED)
    report.from = ignored.phase.rawValue
    report.to = report.from
    report.input = input
    report.target = NameIndex.none
    report.timer_name = NameIndex.none
    report.outcome_name = NameIndex.none
    let reason = ignored.reason.cValue
    report.ignore_reason = reason.kind
    report.reason_instant = reason.instant
    handle.buffer.append(report)
  }
}
