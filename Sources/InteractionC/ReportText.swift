import CInteraction

#if canImport(InteractionCore)
  import InteractionCore
#endif

// A C report read back into the machine's own codes, so that its transcript line is the core's
// (`Transcript.line`): the C host and the JavaScript module write no transcript of their own. Only
// when a host asks for a line: the per-input path writes no text.

extension MachineHandle {
  /// The Swift input of a C input of this machine.
  @_optimize(size)
  func input(_ input: interaction_input) throws(InputError) -> Input {
    try input.withInput(names: Unmanaged.passUnretained(names)) { $0 }
  }

  /// The transcript line of a C report, as UTF-8; its transition's effects are
  /// `effects[report.effect_start ..< report.effect_start + report.effect_count]`.
  @_optimize(size)
  func line(_ report: interaction_report, effects: UnsafeBufferPointer<interaction_effect>) throws(InputError)
    -> [UInt8]
  {
    guard let from = Phase(rawValue: report.from), let to = Phase(rawValue: report.to) else {
      throw .invalidEnum
    }
    switch report.kind {
    case interaction_report_kind(INTERACTION_REPORT_KIND_IGNORED):
      guard let kind = IgnoreKind(rawValue: report.ignore_reason) else { throw .invalidEnum }
      let input = try input(report.input)
      var line = TextWriter()
      line.write(
        ignoredAt: Instant(nanoseconds: report.instant), phase: from, input: input, kind: kind,
        naming: input.reasonID, instant: Instant(nanoseconds: report.reason_instant))
      return line.bytes
    case interaction_report_kind(INTERACTION_REPORT_KIND_TRANSITION):
      // Summed in 64 bits before any `Int` is made of them (one past INT32_MAX traps where `Int` is 32
      // bits, wasm32).
      guard UInt64(report.effect_start) + UInt64(report.effect_count) <= UInt64(effects.count) else {
        throw .outOfRange
      }
      let start = Int(report.effect_start)
      let count = Int(report.effect_count)
      var codes = EffectCodes()
      for effect in effects[start..<start + count] {
        let code = try fields(effect)
        if Int(codes.count) < EffectList.capacity { codes.append(code) }
      }
      guard count <= EffectList.capacity else { throw .outOfRange }
      var timer: TimerName?
      if report.timer != 0 {
        guard let name = TimerName(rawValue: report.timer) else { throw .invalidEnum }
        timer = name
      }
      let input = timer == nil ? try input(report.input) : nil
      // The input's name only when its verb takes one: a verb's unused fields are the caller's, as it
      // sent them (zero it, then set what the verb takes), and echoed in the machine's own reports. The
      // name by its bytes, as the machine read it: the caller's index may be a second entry of the same
      // name (a custom preview named as a target), which the machine's own names index as the first.
      let inputName = input?.id.flatMap { names.index(of: $0) }.map { Int32(truncatingIfNeeded: $0) } ?? -1
      var line = TextWriter()
      let written = InteractionMachine.writeTranscriptLine(
        of: machine, into: &line, nanoseconds: report.instant, from: from, to: to,
        input: input, inputName: inputName,
        timer: timer, timerElement: Int32(bitPattern: report.timer_name),
        target: Int32(bitPattern: report.target),
        effects: codes,
        outcome: (
          report.outcome, Int32(bitPattern: report.outcome_name), report.cancel_reason, report.dismiss_reason,
          report.presentation
        ), interaction: Int(truncatingIfNeeded: report.interaction))  // not written in the line
      guard written else { throw .outOfRange }
      return line.bytes
    default:
      throw .invalidEnum
    }
  }

  /// The machine's fields of a C effect: a preview's and an opacity's index in the machine's tables.
  @_optimize(size)
  private func fields(_ effect: interaction_effect) throws(InputError) -> EffectCode {
    guard let kind = EffectKind(rawValue: effect.kind) else { throw .invalidEnum }
    var nameA = Int32(bitPattern: effect.name_a)
    var nameB = Int32(bitPattern: effect.name_b)
    switch kind {
    case .showPreview:
      let size =
        effect.has_size == 0
        ? nil : Size(width: Length(millipoints: effect.width), height: Length(millipoints: effect.height))
      let found = previews.firstIndex {
        $0.kind == effect.preview && $0.size == size
          && ($0.kind == interaction_preview_kind(INTERACTION_PREVIEW_KIND_SOURCE)
            || $0.name == effect.name_b)
      }
      guard let found else { throw .outOfRange }
      nameB = Int32(found)
    case .beginFade:
      guard let found = fractions.firstIndex(of: effect.opacity) else { throw .outOfRange }
      nameA = Int32(found)
    default:
      break
    }
    let code = EffectCode(
      kind: kind, first: nameA, second: nameB,
      presentation: Presentation(rawValue: effect.presentation) ?? .push,
      itemState: ItemState(rawValue: effect.item_state) ?? .off, compact: effect.compact != 0)
    guard let code else { throw .outOfRange }
    return code
  }
}
