// A transition's transcript line written straight from the machine's codes and the names they index:
// no ``Transition``, ``Effect``, ``Trigger`` or ``Outcome`` is built and no `String` copied for it. The
// one writer of a transition's line, an effect, a trigger and an outcome: the Swift values' `text`
// (``Effect/text``, …) encode the value as codes first, and the C ABI's report text
// (`interaction_machine_report_text`) writes the codes it reads back from a C report.

extension TextWriter {
  /// Writes a transition's transcript line from its codes, without a line break.
  @inline(never)
  mutating func write(line code: TransitionCode, names: ReportNames) {
    write(instant: code.instant)
    write("  ")
    write(word: code.from)
    write(" --")
    write(trigger: code.trigger, names: names)
    write("--> ")
    write(word: code.to)
    var index = 0
    while index < Int(code.effects.count) {
      write(index == 0 ? ": " : ", ")
      write(effect: code.effects[index], names: names)
      index += 1
    }
    if let outcome = code.outcome {
      write(" => outcome ")
      write(code.interaction)
      write(": ")
      write(outcome: outcome, names: names)
    }
  }

  /// Writes a space, then the name at `index` (nothing after the space for -1).
  @inline(never)
  private mutating func write(spacedName index: Int32, _ names: ReportNames) {
    write(byte: UInt8(ascii: " "))
    if index >= 0 { write(text: names.string(index)) }
  }

  /// Writes an effect from its code: the kind's spelling, then its operands.
  @inline(never)
  mutating func write(effect code: EffectCode, names: ReportNames) {
    write(word: code.kind)
    let (a, b) = (code.first ?? -1, code.second ?? -1)
    switch code.kind {
    case .haptic, .hideMenu, .endFade: break
    case .beginFade:
      write(byte: UInt8(ascii: " "))
      write(fraction: names.fractions[Int(a)])
    case .showPreview:
      write(spacedName: a, names)
      write(byte: UInt8(ascii: " "))
      let slot = names.previews[Int(b)]
      write(preview: slot.preview)
      write(byte: UInt8(ascii: " "))
      if let size = slot.size { write(size: size) } else { write("fill") }
    case .showMenu:
      write(spacedName: a, names)
      if code.compact { write(" compact") }
    case .setItemState:
      write(spacedName: a, names)
      write(spacedWord: code.itemState)
    case .showDestination:
      write(spacedName: a, names)
      write(spacedWord: code.presentation)
    case .highlightItem:
      if a < 0 { write(" none") } else { write(spacedName: a, names) }
    case .clearSelection:
      write(spacedName: a, names)
      write(" except")
      write(spacedName: b, names)
    case .runPrimaryAction, .performAction:
      write(spacedName: a, names)
      write(spacedName: b, names)
    default:
      write(spacedName: a, names)
    }
  }

  /// Writes what caused a transition from its code: the input as written, or `timer NAME`.
  @inline(never)
  mutating func write(trigger code: TriggerCode, names: ReportNames) {
    switch code.word {
    case .timer(let timer):
      write("timer ")
      write(word: timer)
      if timer == .load { write(spacedName: Int32(truncatingIfNeeded: code.a), names) }
    case .input(let verb):
      // Which verbs carry an id is the vocabulary's word (`InputVerb.operand`), not a list kept here.
      var id: String?
      if verb.operand.isID && code.a >= 0 { id = names.string(Int32(truncatingIfNeeded: code.a)) }
      write(input: verb, key: code.key, code.a, code.b, id: id)
    }
  }

  /// Writes an outcome from its code: the kind's spelling, then its operands.
  @inline(never)
  mutating func write(outcome code: OutcomeCode, names: ReportNames) {
    switch code {
    case .tap(let name):
      write(word: OutcomeKind.tap)
      write(spacedName: name, names)
    case .perform(let name):
      write(word: OutcomeKind.perform)
      write(spacedName: name, names)
    case .cancel(let reason):
      write(word: OutcomeKind.cancel)
      write(spacedWord: reason)
    case .dismiss(let reason):
      write(word: OutcomeKind.dismiss)
      write(spacedWord: reason)
    case .navigate(let name, let presentation):
      write(word: OutcomeKind.navigate)
      write(spacedName: name, names)
      write(spacedWord: presentation)
    }
  }

  /// Writes an input from its verb and operands (``InputVerb/operand``): a point's coordinates or a
  /// force's millionths in `a` and `b`, the key, the id it names (`none` for `nil`).
  @inline(never)
  mutating func write(input verb: InputVerb, key: Key, _ a: Int64, _ b: Int64, id: String?) {
    write(word: verb)
    switch verb {
    case .down, .move, .rightClick:
      write(byte: UInt8(ascii: " "))
      write(point: Point(x: Length(millipoints: a), y: Length(millipoints: b)))
    case .force:
      write(byte: UInt8(ascii: " "))
      write(fraction: Fraction(millionths: a))
    case .select, .focus, .remove, .hover: write(spaced: id ?? "none")
    case .key: write(spacedWord: key)
    case .up, .cancel, .tapPreview, .tapOutside, .dismiss, .closed, .tick: break
    }
  }
}
