// The machine's values as transcripts and traces write them, each a piece of a ``TextWriter``: the
// `text` of each type is its piece alone, and a transcript's line writes the pieces one after another
// into one text, with no `String` per piece.

extension TextWriter {
  /// Writes a length as the shortest exact decimal in points (`12.5`).
  @inline(never)
  package mutating func write(length: Length) {
    write(decimal: length.millipoints, scale: 3, minimumDecimals: 0)
  }

  /// Writes a point, `X,Y`.
  @inline(never)
  package mutating func write(point: Point) {
    write(length: point.x)
    write(byte: UInt8(ascii: ","))
    write(length: point.y)
  }

  /// Writes a size, `WxH`.
  @inline(never)
  package mutating func write(size: Size) {
    write(length: size.width)
    write(byte: UInt8(ascii: "x"))
    write(length: size.height)
  }

  /// Writes a fraction as the shortest exact decimal (`0.05`, `1`).
  @inline(never)
  package mutating func write(fraction: Fraction) {
    write(decimal: fraction.millionths, scale: 6, minimumDecimals: 0)
  }

  /// Writes an instant as transcripts do: decimal seconds, at least three decimals (`0.500`).
  @inline(never)
  package mutating func write(instant: Instant) {
    write(seconds: instant.nanoseconds, minimumDecimals: 3)
  }

  /// Writes a space, then the text.
  @inline(never)
  package mutating func write(spaced piece: String) {
    write(byte: UInt8(ascii: " "))
    write(text: piece)
  }

  /// Writes a space, then a word's spelling (an operand that is a word: a key, a state, a reason).
  @inline(__always)
  package mutating func write<Word: IndexedVocabularyWord>(spacedWord word: Word) {
    write(byte: UInt8(ascii: " "))
    write(word: word)
  }

  /// Writes an input as a trace does (`down 100,20`, `key escape`, `hover none`): the verb's spelling,
  /// then the operand of the shape it takes (``InputVerb/operand``).
  @inline(never)
  package mutating func write(input: Input) {
    switch input {
    case .down(let point), .move(let point), .rightClick(let point):
      write(input: input.verb, key: .menu, point.x.millipoints, point.y.millipoints, id: nil)
    case .force(let force): write(input: .force, key: .menu, force.millionths, 0, id: nil)
    case .select(let id), .focus(let id), .remove(let id): write(input: input.verb, key: .menu, 0, 0, id: id)
    case .hover(let id): write(input: .hover, key: .menu, 0, 0, id: id)
    case .key(let key): write(input: .key, key: key, 0, 0, id: nil)
    case .up, .cancel, .tapPreview, .tapOutside, .dismiss, .closed, .tick:
      write(input: input.verb, key: .menu, 0, 0, id: nil)
    }
  }

  /// Writes a timer as a transcript does: its name's spelling, then the deferred element's id for `load`.
  @inline(never)
  package mutating func write(timer: TimerKind) {
    write(word: timer.name)
    if case .load(let id) = timer { write(spaced: id) }
  }

  /// Writes what caused a transition: the input as written, or `timer NAME` (through its code: the one
  /// writer of a trigger, ``write(trigger:names:)``).
  @inline(never)
  package mutating func write(trigger: Trigger) {
    var names = ReportNamesBuilder(.empty)
    let code = TriggerCode.encode(trigger, into: &names)
    write(trigger: code, names: names.build(base: .empty))
  }

  /// Writes a preview, `source` or `custom:NAME`.
  @inline(never)
  package mutating func write(preview: Preview) {
    switch preview {
    case .source: write("source")
    case .custom(let name):
      write("custom:")
      write(text: name)
    }
  }

  /// Writes an effect as a transcript does: the kind's spelling, then its operands (through its code:
  /// the one writer of an effect, ``write(effect:names:)``).
  @inline(never)
  package mutating func write(effect: Effect) {
    var names = ReportNamesBuilder(.empty)
    let code = EffectCode.encode(effect, into: &names)
    write(effect: code, names: names.build(base: .empty))
  }

  /// Writes an outcome as a trace does (`tap apple`, `navigate apple-card sheet`): the kind's spelling,
  /// then its operands (through its code: the one writer of an outcome, ``write(outcome:names:)``).
  @inline(never)
  package mutating func write(outcome: Outcome) {
    var names = ReportNamesBuilder(.empty)
    let code = OutcomeCode.encode(outcome, into: &names)
    write(outcome: code, names: names.build(base: .empty))
  }

  /// Writes why an input was ignored as a transcript does: its kind's phrase, naming the id or instant.
  @inline(never)
  package mutating func write(reason: IgnoreReason) {
    let (id, instant) = reason.operands
    write(phrase: reason.kind, naming: id, instant: instant)
  }

  /// Writes an ignore kind's phrase, naming `id` (the input's, for the kinds that name one) or `instant`
  /// (for ``IgnoreKind/timeWentBackwards`` and ``IgnoreKind/instantTooLate``).
  @inline(never)
  package mutating func write(phrase kind: IgnoreKind, naming id: String = "", instant: Instant = .zero) {
    switch kind {
    case .noRule: write("no rule in this state")
    case .noTargetHit: write("no target hit")
    case .screenBusy: write("the screen is busy")
    case .menuNotShown: write("the menu is not shown yet")
    case .noPreview: write("no preview")
    case .noDestination: write("no destination")
    case .belowThreshold: write("below threshold")
    case .fingerNotDown: write("finger not down")
    case .notInLevel, .hidden, .disabled, .loading, .deferredElement, .removedTarget:
      write(text: id)
      switch kind {
      case .notInLevel: write(" is not in the open level")
      case .hidden: write(" is hidden")
      case .disabled: write(" is disabled")
      case .loading: write(" is still loading")
      case .deferredElement: write(" is a deferred element")
      default: write(" was removed")
      }
    case .unknownTarget:
      write("no target ")
      write(text: id)
    case .nothingFocused: write("nothing focused")
    case .nothingHighlighted: write("nothing highlighted")
    case .notASubmenu: write("not a submenu")
    case .atRootLevel: write("at the root level")
    case .atEnd: write("at the end")
    case .timeWentBackwards:
      write("time went backwards (now ")
      write(instant: instant)
      write(byte: UInt8(ascii: ")"))
    case .instantTooLate:
      write("too late: its deadlines would overflow (the latest instant is ")
      write(instant: instant)
      write(byte: UInt8(ascii: ")"))
    case .highlightUnchanged: write("the highlight does not change")
    case .valueOutOfRange: write("value out of range")
    }
  }

  /// Writes a report's transcript line, without a line break (``Transcript/line(for:)``).
  @inline(never)
  package mutating func write(line report: Report) {
    switch report {
    case .transition(let transition): write(line: transition.code, names: transition.names)
    case .ignored(let ignored):
      let (id, instant) = ignored.reason.operands
      write(
        ignoredAt: ignored.instant, phase: ignored.phase, input: ignored.input, kind: ignored.reason.kind,
        naming: id, instant: instant)
    }
  }

  /// Writes an ignored input's transcript line, without a line break: its instant, the phase, the input
  /// and why it was ignored (the kind's phrase, naming `id` or `reasonInstant`).
  @inline(never)
  package mutating func write(
    ignoredAt instant: Instant, phase: Phase, input: Input, kind: IgnoreKind, naming id: String,
    instant reasonInstant: Instant
  ) {
    write(instant: instant)
    write("  ")
    write(word: phase)
    write(": ")
    write(input: input)
    write(" ignored (")
    write(phrase: kind, naming: id, instant: reasonInstant)
    write(byte: UInt8(ascii: ")"))
  }
}

extension TextWriter {
  /// Writes what an expectation claims, without `expect` and its instant: `state lifting apple`,
  /// `outcome 1 tap apple`, `outcomes 2`, …
  @inline(never)
  package mutating func write(claim expectation: Expectation) {
    switch expectation.kind {
    case .state(_, let phase, let target):
      write("state ")
      write(word: phase)
      if let target { write(spaced: target) }
    case .menu(_, let level):
      write("menu ")
      switch level {
      case .none: write("none")
      case .root: write("root")
      case .submenu(let id): write(text: id)
      }
    case .highlight(_, let item):
      write("highlight ")
      write(text: item ?? "none")
    case .item(_, let target, let item, let state):
      write("item ")
      write(text: target)
      write(spaced: item)
      write(spacedWord: state)
    case .outcome(let number, let outcome):
      write("outcome ")
      write(number)
      write(byte: UInt8(ascii: " "))
      write(outcome: outcome)
    case .outcomeCount(let count):
      write("outcomes ")
      write(count)
    }
  }
}

extension TextWriter {
  /// The text that `write` writes into an empty writer.
  @inline(never)
  package static func text(_ write: (inout TextWriter) -> Void) -> String {
    var writer = TextWriter()
    write(&writer)
    return writer.text
  }
}
