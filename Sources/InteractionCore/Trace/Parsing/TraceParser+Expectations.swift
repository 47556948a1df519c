/// `expect …` (SPEC section 9, expectations): a state, a menu level, a highlight or an item's state
/// at an instant, an interaction's outcome, or the number of outcomes.
extension TraceParser {
  /// Reads the rest of an expectation line, after `expect`.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  mutating func parseExpectation(_ scanner: inout LineScanner) throws(TraceError) -> Expectation {
    let line = scanner.number
    let first = try scanner.requiredWord("a time, `outcome` or `outcomes` after `expect`")
    if scanner.matches(first, "outcomes") {
      let count = try scanner.integer(
        try scanner.required("a number of outcomes"), minimum: 0, "a number of outcomes")
      try scanner.end(after: "the number of outcomes")
      return Expectation(.outcomeCount(count), line: line)
    }
    if scanner.matches(first, "outcome") {
      let number = try scanner.integer(
        try scanner.required("an interaction's number"), minimum: 1, "an interaction's number")
      let outcome = try parseOutcome(&scanner)
      try scanner.end(after: "the outcome")
      return Expectation(.outcome(number, outcome), line: line)
    }
    let firstByte = scanner.bytes[first.start]
    guard
      firstByte &- UInt8(ascii: "0") < 10 || firstByte == UInt8(ascii: "-") || firstByte == UInt8(ascii: "+")
        || firstByte == UInt8(ascii: ".")
    else {
      throw scanner.unexpected(
        .unknownExpectation, first, expected: "a time, `outcome` or `outcomes` after `expect`")
    }
    let instant = try scanner.instant(first, "a time")
    let kind = try scanner.requiredWord("an expectation (state, menu, highlight, item) after the time")
    let expectation: Expectation.Kind
    if scanner.matches(kind, "state") {
      let phase: Phase = try scanner.word(try scanner.required("a state"), "a state")
      var target: String?
      if let token = try scanner.next() { target = try refer(.target, token, &scanner) }
      expectation = .state(instant, phase, target: target)
    } else if scanner.matches(kind, "menu") {
      let token = try scanner.required("a menu level (a submenu's id, root, none)")
      if scanner.matches(token, "root") {
        expectation = .menu(instant, .root)
      } else if scanner.matches(token, "none") {
        expectation = .menu(instant, .none)
      } else {
        expectation = .menu(instant, .submenu(try refer(.submenu, token, &scanner)))
      }
    } else if scanner.matches(kind, "highlight") {
      let token = try scanner.required("an item id or none")
      if scanner.matches(token, "none") {
        expectation = .highlight(instant, nil)
      } else {
        expectation = .highlight(instant, try refer(.item, token, &scanner))
      }
    } else if scanner.matches(kind, "item") {
      let target = try refer(.target, try scanner.required("a target id"), &scanner)
      let item = try refer(.itemOfTarget(target), try scanner.required("an item id"), &scanner)
      let what = "an item state (" + ItemState.spellingList() + ")"
      let stateToken = try scanner.requiredWord(what)
      guard let state: ItemState = scanner.word(stateToken.start, stateToken.end) else {
        throw scanner.unexpected(.unknownValue, stateToken, expected: what)
      }
      expectation = .item(instant, target: target, item: item, state: state)
    } else {
      throw scanner.unexpected(
        .unknownExpectation, kind, expected: "an expectation (state, menu, highlight, item) after the time")
    }
    try scanner.end(after: "the expectation")
    return Expectation(expectation, line: line)
  }

  /// An outcome as SPEC section 6 writes it: its kind from ``OutcomeKind``, then what that kind
  /// names.
  @_optimize(size)  // cold: once per declaration, not per input (the wasm's size)
  private mutating func parseOutcome(_ scanner: inout LineScanner) throws(TraceError) -> Outcome {
    let what = "an outcome (" + OutcomeKind.spellingList() + ")"
    let word = try scanner.requiredWord(what)
    guard let kind: OutcomeKind = scanner.word(word.start, word.end) else {
      throw scanner.unexpected(.unknownValue, word, expected: what)
    }
    switch kind {
    case .tap:
      return .tap(try refer(.target, try scanner.required("a target id after `tap`"), &scanner))
    case .cancel:
      return .cancel(try scanner.word(try scanner.requiredWord("a reason after `cancel`"), "a cancel reason"))
    case .dismiss:
      return .dismiss(
        try scanner.word(try scanner.requiredWord("a reason after `dismiss`"), "a dismiss reason"))
    case .perform:
      return .perform(try refer(.action, try scanner.required("an action id after `perform`"), &scanner))
    case .navigate:
      let destination = try refer(
        .destination, try scanner.required("a destination after `navigate`"), &scanner)
      let token = try scanner.requiredWord("push or sheet after the destination")
      return .navigate(destination, try scanner.presentation(token.start, token.end))
    }
  }
}
