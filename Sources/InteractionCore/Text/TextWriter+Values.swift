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
  package mutating func write<Word: VocabularyWord>(spacedWord word: Word) {
    write(byte: UInt8(ascii: " "))
    write(word: word)
  }

  /// Writes an input as a trace does (`down 100,20`, `key escape`, `hover none`): the verb's spelling,
  /// then the operand of the shape it takes (``InputVerb/operand``).
  @inline(never)
  package mutating func write(input: Input) {
    let verb = input.verb
    write(word: verb)
    switch input {
    case .down(let point), .move(let point), .rightClick(let point):
      write(byte: UInt8(ascii: " "))
      write(point: point)
    case .force(let force):
      write(byte: UInt8(ascii: " "))
      write(fraction: force)
    case .select(let id), .focus(let id), .remove(let id): write(spaced: id)
    case .hover(let id): write(spaced: id ?? "none")
    case .key(let key):
      write(spacedWord: key)
    case .up, .cancel, .tapPreview, .tapOutside, .dismiss, .closed, .tick: break
    }
  }

  /// Writes a timer as a transcript does: its name's spelling, then the deferred element's id for `load`.
  @inline(never)
  package mutating func write(timer: TimerKind) {
    write(word: timer.name)
    if case .load(let id) = timer { write(spaced: id) }
  }

  /// Writes what caused a transition: the input as written, or `timer NAME`.
  @inline(never)
  package mutating func write(trigger: Trigger) {
    switch trigger {
    case .input(let input): write(input: input)
    case .timer(let timer):
      write("timer ")
      write(timer: timer)
    }
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

  /// Writes an effect as a transcript does: the kind's spelling, then its operands.
  @inline(never)
  package mutating func write(effect: Effect) {
    write(word: effect.kind)
    switch effect {
    case .haptic, .hideMenu, .endFade: break
    case .highlightSource(let id), .unhighlightSource(let id), .openSubmenu(let id), .closeSubmenu(let id),
      .showLoadedItems(let id), .beginCommit(let id), .closeDestination(let id), .focus(let id),
      .unfocus(let id):
      write(spaced: id)
    case .runPrimaryAction(let target, let action), .performAction(let target, let action):
      write(spaced: target)
      write(spaced: action)
    case .showPreview(let target, let preview, let size):
      write(spaced: target)
      write(byte: UInt8(ascii: " "))
      write(preview: preview)
      write(byte: UInt8(ascii: " "))
      if let size { write(size: size) } else { write("fill") }
    case .showMenu(let target, let compact):
      write(spaced: target)
      if compact { write(" compact") }
    case .highlightItem(let id): write(spaced: id ?? "none")
    case .setItemState(let item, let state):
      write(spaced: item)
      write(spacedWord: state)
    case .clearSelection(let menu, let chosen):
      write(spaced: menu)
      write(" except ")
      write(text: chosen)
    case .beginFade(let opacity):
      write(byte: UInt8(ascii: " "))
      write(fraction: opacity)
    case .showDestination(let destination, let presentation):
      write(spaced: destination)
      write(spacedWord: presentation)
    }
  }

  /// Writes an outcome as a trace does (`tap apple`, `navigate apple-card sheet`): the kind's spelling,
  /// then its operands.
  @inline(never)
  package mutating func write(outcome: Outcome) {
    write(word: outcome.kind)
    switch outcome {
    case .tap(let id), .perform(let id): write(spaced: id)
    case .cancel(let reason):
      write(spacedWord: reason)
    case .dismiss(let reason):
      write(spacedWord: reason)
    case .navigate(let destination, let presentation):
      write(spaced: destination)
      write(spacedWord: presentation)
    }
  }

  /// Writes why an input was ignored as a transcript does: its kind's phrase, naming the id or instant.
  @inline(never)
  package mutating func write(reason: IgnoreReason) {
    switch reason {
    case .notInLevel(let id), .hidden(let id), .disabled(let id), .loading(let id), .deferredElement(let id),
      .removedTarget(let id), .unknownTarget(let id):
      write(phrase: reason.kind, naming: id)
    case .timeWentBackwards(let instant), .instantTooLate(let instant):
      write(phrase: reason.kind, instant: instant)
    default:
      write(phrase: reason.kind)
    }
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
    case .transition(let transition):
      write(instant: transition.instant)
      write("  ")
      write(word: transition.from)
      write(" --")
      write(trigger: transition.trigger)
      write("--> ")
      write(word: transition.to)
      var first = true
      for effect in transition.effects {
        write(first ? ": " : ", ")
        write(effect: effect)
        first = false
      }
      if let outcome = transition.outcome {
        write(" => outcome ")
        write(transition.interaction)
        write(": ")
        write(outcome: outcome)
      }
    case .ignored(let ignored):
      write(instant: ignored.instant)
      write("  ")
      write(word: ignored.phase)
      write(": ")
      write(input: ignored.input)
      write(" ignored (")
      write(reason: ignored.reason)
      write(byte: UInt8(ascii: ")"))
    }
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
