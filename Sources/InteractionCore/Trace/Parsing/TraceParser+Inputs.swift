/// `at TIME VERB …` (SPEC section 9, inputs; T1): the one reader of input lines, and the statement
/// that makes up nearly all of a long trace, so its path allocates nothing but the `String` of an id
/// not named lately.
extension TraceParser {
  /// Reads the rest of an input line, after `at`.
  mutating func parseInput(_ scanner: inout LineScanner) throws(TraceError) -> TimedInput {
    let timeToken = try scanner.required("a time after `at`")
    let instant = try scanner.instant(timeToken, "a time")
    if instant < lastInstant {
      throw scanner.error(
        .timeWentBackwards, at: timeToken,
        "expected a time at or after " + lastInstant.secondsText + " (the input on line "
          + String(lastInputLine) + "), found " + scanner.shown(timeToken))
    }
    if instant > latestInstant {
      throw scanner.error(
        .valueOutOfRange, at: timeToken,
        "expected a time at most " + latestInstant.secondsText
          + " (later, a deadline would overflow 64-bit nanoseconds: T1), found " + scanner.shown(timeToken))
    }
    let verbToken = try scanner.requiredWord("an input after the time")
    let input = try parseVerbAndOperand(verbToken, &scanner)
    if let extra = try scanner.next() {
      throw scanner.unexpected(
        .malformedStatement, extra, expected: "end of line after `" + scanner.text(verbToken) + "`")
    }
    lastInstant = instant
    lastInputLine = scanner.number
    if firstInputLine == 0 { firstInputLine = scanner.number }
    inputCount += 1
    return TimedInput(instant: instant, input: input, line: scanner.number)
  }

  /// The verb and what it takes after it.
  @inline(__always)
  private mutating func parseVerbAndOperand(_ verb: Token, _ scanner: inout LineScanner) throws(TraceError)
    -> Input
  {
    switch verb.end - verb.start {
    case 2 where scanner.matches(verb, "up"): return .up
    case 3 where scanner.matches(verb, "key"):
      let token = try scanner.requiredWord("a key after `key`")
      return .key(try scanner.key(token))
    case 4 where scanner.matches(verb, "down"):
      return .down(try scanner.point(try scanner.required("a point X,Y after `down`")))
    case 4 where scanner.matches(verb, "move"):
      return .move(try scanner.point(try scanner.required("a point X,Y after `move`")))
    case 4 where scanner.matches(verb, "tick"): return .tick
    case 5 where scanner.matches(verb, "force"):
      let token = try scanner.requiredWord("a force after `force`")
      return .force(try scanner.fraction(token.start, token.end, "a force"))
    case 5 where scanner.matches(verb, "focus"):
      let token = try scanner.required("a target id after `focus`")
      return .focus(try refer(.target, token, &scanner))
    case 6 where scanner.matches(verb, "cancel"): return .cancel
    case 6 where scanner.matches(verb, "select"):
      let token = try scanner.required("an item id after `select`")
      return .select(try refer(.item, token, &scanner))
    case 6 where scanner.matches(verb, "closed"): return .closed
    case 6 where scanner.matches(verb, "remove"):
      let token = try scanner.required("a target id after `remove`")
      return .remove(try refer(.target, token, &scanner))
    case 7 where scanner.matches(verb, "dismiss"): return .dismiss
    case 11 where scanner.matches(verb, "tap-preview"): return .tapPreview
    case 11 where scanner.matches(verb, "tap-outside"): return .tapOutside
    case 11 where scanner.matches(verb, "right-click"):
      return .rightClick(try scanner.point(try scanner.required("a point X,Y after `right-click`")))
    default: break
    }
    throw scanner.unexpected(
      .unknownVerb, verb,
      expected:
        "an input (down, move, up, force, cancel, tap-preview, select, tap-outside, dismiss, closed, right-click, focus, key, remove, tick)"
    )
  }
}
