/// `at TIME VERB …` (SPEC section 9, inputs; T1): the one reader of input lines. The verbs and what
/// each takes after it come from the vocabulary (``InputVerb``, ``InputVerb/operand``); this file reads
/// each kind of operand once (``parseOperand(_:of:_:)``) and makes the input from it, so a new verb whose
/// operand is of a known kind is one row of that table and, where its kind is shared, one line of that
/// kind's `switch verb` here; a new kind of operand is one case here (docs/ADDING.md).
///
/// Input lines are nearly all of a long trace: their path allocates nothing but the `String` of an id
/// that no input named lately.
extension TraceParser {
  /// Reads the rest of an input line, after `at`.
  mutating func parseInput(_ scanner: inout LineScanner) throws(TraceError) -> TimedInput {
    // The plain spellings first, each token read in the pass that finds its end.
    let timeToken: Token
    let instant: Instant
    #if hasFeature(Embedded)
      // The module reads the time, the verb and a point by their general readers only: the one-pass
      // readers of their plain spellings are the native parser's speed, and 0.8 KB of the wasm.
      timeToken = try scanner.requiredInlined("a time after `at`")
      instant = try scanner.instant(timeToken, "a time")
    #else
      if let (token, nanoseconds) = scanner.nextPlainSeconds() {
        timeToken = token
        instant = Instant(nanoseconds: nanoseconds)
      } else {
        timeToken = try scanner.requiredInlined("a time after `at`")
        instant = try scanner.instant(timeToken, "a time")
      }
    #endif
    if instant < lastInstant {
      throw scanner.error(
        .timeWentBackwards, at: timeToken,
        "expected a time at or after " + lastInstant.secondsText + " (the input on line "
          + String(lastInputLine) + "), found " + scanner.shown(timeToken))
    }
    if instant > latestInstant { throw instantTooLate(timeToken, scanner) }
    let verbToken: Token
    let found: InputVerb?
    #if hasFeature(Embedded)
      verbToken = try scanner.requiredWordInlined("an input after the time")
      found = inputVerbs.word(in: scanner.bytes, verbToken.start, verbToken.end)
    #else
      if let (token, head) = scanner.nextWordWithHead() {
        verbToken = token
        found = inputVerbs.word(head: head, in: scanner.bytes, token.start, token.end)
      } else {
        verbToken = try scanner.requiredWordInlined("an input after the time")
        found = inputVerbs.word(in: scanner.bytes, verbToken.start, verbToken.end)
      }
    #endif
    guard let verb = found else {
      throw scanner.unexpected(
        .unknownVerb, verbToken, expected: "an input (" + InputVerb.spellingList() + ")")
    }
    guard let input = try parseOperand(verb.operand, of: verb, &scanner) else {
      // Unreachable: every verb is one of the kind its table row names.
      throw scanner.unexpected(.malformedStatement, verbToken, expected: "an input")
    }
    if let extra = try scanner.nextInlined() {
      throw scanner.unexpected(
        .malformedStatement, extra, expected: "end of line after `" + verb.spelling + "`")
    }
    lastInstant = instant
    lastInputLine = scanner.number
    if firstInputLine == 0 { firstInputLine = scanner.number }
    inputCount += 1
    return TimedInput(instant: instant, input: input, line: scanner.number)
  }

  /// Makes `scene` and `configuration` this new parser's declarations, closed: ready for
  /// ``parseInputText(_:)``. An input names a target or an item by id, so these ids are all it needs to
  /// know of the declarations. In place: the parser is large, and a copy of it costs code.
  package mutating func declare(scene: Scene, configuration: Configuration) {
    self.scene = scene
    self.configuration = configuration
    declarationsClosed = true
    for target in scene.targets {
      targetLines[IDKey(target.id)] = 0
      for node in target.menu.nodes.dropFirst() { itemKinds[IDKey(node.id), default: []].insert(.action) }
    }
  }

  /// One input's text alone, as it follows `at TIME` in a trace (`down 10,20`, `select pin`,
  /// `hover none`), read by the reader of input lines itself against the declarations this parser has
  /// closed (``declare(scene:configuration:)``): the error, if any, is on line 1 at its column in
  /// these bytes.
  package mutating func parseInputText(_ bytes: UnsafeBufferPointer<UInt8>) throws(TraceError) -> Input {
    var end = 0
    var blank = true
    while end < bytes.count && bytes[end] != UInt8(ascii: "\n") && bytes[end] != UInt8(ascii: "\r") {
      if !LineScanner.isBlank(bytes[end]) { blank = false }
      end += 1
    }
    if end < bytes.count {
      throw TraceError(.malformedStatement, line: 1, column: end + 1, message: "an input is one line")
    }
    if blank {
      throw TraceError(
        .malformedStatement, line: 1, column: bytes.count + 1, message: "expected an input, found end of line"
      )
    }
    let prefix: StaticString = "at 0 "
    var line = Array(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
    line.append(contentsOf: bytes)
    let shift = prefix.utf8CodeUnitCount
    lastInstant = .zero  // an input read alone has no input before it
    do {
      return try line.withUnsafeBufferPointer { (line) throws(TraceError) -> Input in
        try TraceBytes.validate(line, from: 0, line: 1)
        var scanner = LineScanner(bytes: line, number: 1, position: 0)
        _ = try scanner.next()
        return try parseInput(&scanner).input
      }
    } catch {
      throw TraceError(error.kind, line: 1, column: max(1, error.column - shift), message: error.message)
    }
  }

  /// The input of a verb and what it takes after it, read as its kind says (straight into the
  /// ``Input``: no operand value is built per line); `nil` for a verb not of the kind. Written into
  /// ``parseInput(_:)``, its one caller, with `@_transparent`: `@inline(__always)` left it a call (about
  /// 20 instructions an input line; its body is no larger for being written in).
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @_transparent
  #endif
  private mutating func parseOperand(
    _ kind: InputVerb.Operand, of verb: InputVerb, _ scanner: inout LineScanner
  ) throws(TraceError) -> Input? {
    switch kind {
    case .none:
      switch verb {
      case .up: return .up
      case .cancel: return .cancel
      case .tapPreview: return .tapPreview
      case .tapOutside: return .tapOutside
      case .dismiss: return .dismiss
      case .closed: return .closed
      case .tick: return .tick
      default: return nil
      }
    case .point:
      let point: Point
      #if hasFeature(Embedded)
        point = try scanner.point(try scanner.requiredInlined("a point X,Y after `" + verb.spelling + "`"))
      #else
        if let plain = scanner.nextPlainPoint() {
          point = plain
        } else {
          point = try scanner.point(try scanner.requiredInlined("a point X,Y after `" + verb.spelling + "`"))
        }
      #endif
      switch verb {
      case .down: return .down(point)
      case .move: return .move(point)
      case .rightClick: return .rightClick(point)
      default: return nil
      }
    case .force:
      let token = try scanner.requiredWordInlined("a force after `" + verb.spelling + "`")
      return .force(try scanner.fraction(token.start, token.end, "a force"))
    case .item:
      let token = try scanner.requiredInlined("an item id after `" + verb.spelling + "`")
      return .select(try referInlined(.item, token, &scanner))
    case .itemOrNone:
      let token = try scanner.requiredInlined("an item id or none after `" + verb.spelling + "`")
      if scanner.matches(token, "none") { return .hover(nil) }
      return .hover(try referInlined(.item, token, &scanner))
    case .target:
      let token = try scanner.requiredInlined("a target id after `" + verb.spelling + "`")
      let id = try referInlined(.target, token, &scanner)
      switch verb {
      case .focus: return .focus(id)
      case .remove: return .remove(id)
      default: return nil
      }
    case .key:
      let token = try scanner.requiredWordInlined("a key after `" + verb.spelling + "`")
      return .key(try scanner.word(token, "a key"))
    }
  }

  /// T1: an input so late that a deadline set from it could not be represented. The error points at
  /// the input's time and names the latest instant that the configuration (and the scene's load
  /// times) allow.
  private func instantTooLate(_ token: Token, _ scanner: LineScanner) -> TraceError {
    scanner.error(
      .valueOutOfRange, at: token,
      "expected a time at most " + latestInstant.secondsText
        + " (a later input's deadlines would overflow 64-bit nanoseconds, T1), found " + scanner.shown(token))
  }
}
