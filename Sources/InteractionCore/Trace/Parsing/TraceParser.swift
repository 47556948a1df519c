/// One statement of a trace, as ``TraceParser`` hands it out.
public enum TraceStatement: Hashable, Sendable {
  /// The header, `trace 1`.
  case header(version: Int)
  /// A `set` line; ``TraceParser/configuration`` now holds its values.
  case set
  /// A `target` line, by the new target's id.
  case target(String)
  /// A menu item line, by its target's id and its own.
  case item(target: String, id: String)
  /// An input.
  case input(TimedInput)
  /// An expectation.
  case expectation(Expectation)
}

/// Reads a trace one line at a time, straight from its bytes, so that a reader can stream a trace of
/// any length through it in bounded memory (SPEC section 9).
///
/// Hand it each line without its line break (a trailing CR is dropped), numbered from 1, then call
/// ``finish()``. The configuration and the scene are complete once the first input has been returned
/// (declarations come before inputs), or after ``finish()`` in a trace with no input. Every failure is a
/// ``TraceError``; no input makes it trap.
///
/// Each kind of statement is read in a file of its own (`Trace/Parsing/`): the bytes of a line
/// (`TraceBytes.swift`), its tokens, numbers, ids and words (`LineScanner*.swift`, the words from the
/// vocabulary's tables), the header and `set`
/// (`TraceParser+Settings.swift`), targets (`+Targets`), menu items and their nesting (`+Menus`),
/// inputs (`+Inputs`), expectations (`+Expectations`), and the ids they name (`+References`).
///
/// Where SPEC section 9 is silent, the parser decides so:
///
/// - Ids that an expectation names before they are declared are checked when the declarations end, at
///   the first input or at ``finish()``, and reported at the expectation's own line; so is `peek` above
///   `pop`, at the later of the two settings. Of those errors, the one on the earliest line is reported.
/// - Only items are indented; every other statement starts its line. `set` and `expect` lines between
///   a target's items do not end its menu. A tab is an error only in the indentation of a statement
///   (blank and comment lines are not statements) and inside a title, where it is a control character;
///   DEL and the C1 controls (U+0080–U+009F) are control characters too. A UTF-8 byte order mark that
///   starts the first line is skipped.
/// - Ids and names (icons, previews, destinations, primary actions) are ASCII: letters, digits, `-`,
///   `_` and `.`, starting with a letter or a digit. An action's `destination=` may not be `none`,
///   `same` or `root`. `menu` also takes `icon=NAME`, as ``Submenu`` has one; `deferred` needs `after=`.
/// - Inside a title, `\"` is a double quote and `\\` a backslash; a backslash before anything else is
///   an error at the backslash.
/// - The same attribute or flag twice on one line is a conflict, in `set` too (a later `set` line wins).
/// - A number may carry zeros past its precision (`1.5000` is `1.5`); a time is at least 0 and below
///   2^63 ns; an input's time is at most the latest instant whose deadlines can be represented
///   (`DeadlineLimit`, SPEC T1); `expect outcome N` counts from 1 and `expect outcomes N` from 0.
/// - `expect TIME menu ID` names a submenu that is not inline (one that can be a level); `highlight` any
///   item; `perform ID` an action; `navigate DEST` a destination that some target commits to.
/// - Items nest at most ``maximumDepth`` levels deep.
public struct TraceParser: Sendable {
  /// The configuration that the `set` statements so far give.
  public internal(set) var configuration: Configuration = .standard
  /// The targets declared so far; the one whose items are still being read joins it when the next
  /// statement that is not an item ends it.
  public internal(set) var scene = Scene()
  /// How many inputs have been read.
  public internal(set) var inputCount = 0
  /// Whether the declarations have ended: an input has been read, or ``finish()`` was called.
  public internal(set) var declarationsClosed = false

  /// The line of the first statement, 0 before it.
  var firstStatementLine = 0
  /// The instant of the last input, and its line.
  var lastInstant = Instant.zero
  var lastInputLine = 0
  /// The line of the first input, 0 before it.
  var firstInputLine = 0
  /// The latest instant an input may carry, known once the declarations end (SPEC T1).
  var latestInstant = Instant(nanoseconds: Int64.max)
  /// Where each target was declared, by id.
  var targetLines: IDLines = [:]
  /// Where each item was declared, by id, one table per target in declaration order.
  var itemLines: [IDLines] = []
  /// What each item id declared anywhere in the scene has been declared as.
  var itemKinds: IDKinds = [:]
  /// The ids the inputs named last (declared ones only: the declarations no longer change then), so
  /// that a repeated `select ID` costs a comparison, not a hash.
  var recentIDs: [RecentID] = []
  /// The destinations that targets commit to.
  var destinations: IDKeySet = []
  /// The target whose menu is being read.
  var pending: PendingTarget?
  /// The ids that expectations named before the declarations ended.
  var references: [PendingReference] = []
  /// Where `peek` and `pop` were last set, for the error when peek ends above pop.
  var peekPosition: SettingPosition?
  var popPosition: SettingPosition?

  /// The input verbs, from their table, to look a verb up by its bytes.
  let inputVerbs = SpellingIndex<InputVerb>()

  /// How deep menu items may nest under their target: deeper menus are rejected, so that no trace can
  /// exhaust the stack of the code that walks menu trees.
  public static let maximumDepth = SceneRules.maximumDepth

  /// Creates a parser at the start of a trace.
  public init() {}

  /// Reads one line, numbered from 1, without its line break; returns its statement, `nil` for a blank
  /// or comment line.
  public mutating func parse(line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError)
    -> TraceStatement?
  {
    guard var opening = try open(line: line, number: number) else { return nil }
    defer { if firstStatementLine == 0 { firstStatementLine = number } }
    // Inputs first: they are nearly all of a long trace.
    if opening.scanner.matches(opening.keyword, "at") {
      return .input(try input(&opening))
    }
    return try declarationOrExpectation(&opening)
  }

  /// Reads one line as ``parse(line:number:)`` does, with the same effect on the parser and the same
  /// errors, and hands out only its input: returns whether the line was one, written to `input`
  /// (which is left as it was for a blank or comment line and for every other statement). The path of
  /// a replay that streams inputs once the declarations have ended: nothing but the input is handed
  /// out, and no optional or statement is built or destroyed per line.
  package mutating func parseInput(
    line: UnsafeBufferPointer<UInt8>, number: Int, into input: inout TimedInput
  ) throws(TraceError) -> Bool {
    try parseInput(line: line, number: number, printable: false, into: &input)
  }

  /// ``parseInput(line:number:into:)`` of a line whose caller has found every byte printable ASCII
  /// (`printable`: a space to `~`, as ``TraceLineSplitter`` finds while it looks for the line feed),
  /// so that its bytes are not checked again; `false` checks them.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  package mutating func parseInput(
    line: UnsafeBufferPointer<UInt8>, number: Int, printable: Bool, into input: inout TimedInput
  ) throws(TraceError) -> Bool {
    let bytes = TraceParser.withoutCarriageReturn(line)
    let start = number == 1 && TraceBytes.startsWithByteOrderMark(bytes) ? 3 : 0
    if !printable { try TraceBytes.validate(bytes, from: start, line: number) }
    // An input's line, nearly every line of a long trace, goes straight to the input statement: its
    // keyword `at` is read as `open` would read it, with nothing built for the line's opening.
    if TraceParser.startsInput(bytes, at: start) {
      defer { if firstStatementLine == 0 { firstStatementLine = number } }
      if !declarationsClosed { try closeDeclarations() }
      var scanner = LineScanner(bytes: bytes, number: number, position: start &+ 2)
      input = try parseInput(&scanner)
      return true
    }
    guard var opening = try open(bytes, from: start, number: number) else { return false }
    defer { if firstStatementLine == 0 { firstStatementLine = number } }
    if opening.scanner.matches(opening.keyword, "at") {
      input = try self.input(&opening)
      return true
    }
    _ = try declarationOrExpectation(&opening)
    return false
  }

  /// The line without a trailing CR.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  private static func withoutCarriageReturn(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>
  {
    var count = line.count
    if count > 0 && line[count &- 1] == UInt8(ascii: "\r") { count &-= 1 }
    return UnsafeBufferPointer(start: line.baseAddress, count: count)
  }

  /// Whether the line's statement, from `start`, is `at` and a space: an input, not indented.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  private static func startsInput(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    start &+ 2 < bytes.count && bytes[start] == UInt8(ascii: "a") && bytes[start &+ 1] == UInt8(ascii: "t")
      && bytes[start &+ 2] == UInt8(ascii: " ")
  }

  /// A statement's line up to its keyword: the bytes checked, the indentation skipped, the keyword
  /// read; `nil` for a blank or comment line.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  private mutating func open(line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError) -> OpenedLine?
  {
    let bytes = TraceParser.withoutCarriageReturn(line)
    let start = number == 1 && TraceBytes.startsWithByteOrderMark(bytes) ? 3 : 0
    try TraceBytes.validate(bytes, from: start, line: number)
    return try open(bytes, from: start, number: number)
  }

  /// ``open(line:number:)`` once the line's bytes are checked, from `start` (after a byte order mark).
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  private mutating func open(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, number: Int)
    throws(TraceError) -> OpenedLine?
  {
    var scanner = LineScanner(bytes: bytes, number: number, position: start)
    // `at` and a space start an input's line, nearly every line of a long trace: that keyword is read
    // as the general reading below would read it, without its search.
    if TraceParser.startsInput(bytes, at: start) {
      scanner.position = start + 2
      scanner.lastTokenEnd = start + 2
      return OpenedLine(
        scanner: scanner, indentation: Indentation(spaces: 0, firstTab: nil),
        keyword: Token(start: start, end: start + 2, quoted: false))
    }
    let indentation = scanner.skipIndentation()
    guard let keyword = try scanner.nextInlined() else { return nil }
    if let tab = indentation.firstTab {
      throw scanner.error(.tabInIndentation, at: tab, "expected spaces in the indentation, found a tab")
    }
    if keyword.quoted {
      throw scanner.unexpected(.unknownStatement, keyword, expected: "a statement")
    }
    return OpenedLine(scanner: scanner, indentation: indentation, keyword: keyword)
  }

  /// The rest of an input line, after `at`.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  private mutating func input(_ opening: inout OpenedLine) throws(TraceError) -> TimedInput {
    if opening.indentation.spaces > 0 {
      try refuseIndentation(opening.indentation.spaces, opening.keyword, &opening.scanner)
    }
    if !declarationsClosed { try closeDeclarations() }
    return try parseInput(&opening.scanner)
  }

  /// Every statement but an input, by its keyword.
  private mutating func declarationOrExpectation(_ opening: inout OpenedLine) throws(TraceError)
    -> TraceStatement
  {
    let keyword = opening.keyword
    let indentation = opening.indentation
    if let item = MenuItemKeyword(keyword, opening.scanner) {
      return try parseItem(item, &opening.scanner, keyword: keyword, indent: indentation.spaces)
    }
    if indentation.spaces > 0 { try refuseIndentation(indentation.spaces, keyword, &opening.scanner) }
    if opening.scanner.matches(keyword, "expect") {
      return .expectation(try parseExpectation(&opening.scanner))
    }
    if opening.scanner.matches(keyword, "target") {
      try refuseAfterInput(keyword, &opening.scanner)
      return .target(try parseTarget(&opening.scanner))
    }
    if opening.scanner.matches(keyword, "set") {
      try refuseAfterInput(keyword, &opening.scanner)
      try parseSet(&opening.scanner)
      return .set
    }
    if opening.scanner.matches(keyword, "trace") {
      return try parseHeader(keyword, &opening.scanner)
    }
    throw opening.scanner.unexpected(
      .unknownStatement, keyword,
      expected: "a statement (trace, set, target, action, menu, deferred, at, expect)")
  }

  /// Reads one line given as bytes.
  public mutating func parse(line: [UInt8], number: Int) throws(TraceError) -> TraceStatement? {
    try line.withUnsafeBufferPointer { (buffer) throws(TraceError) -> TraceStatement? in
      try parse(line: buffer, number: number)
    }
  }

  /// Reads one line given as text.
  public mutating func parse(line: String, number: Int) throws(TraceError) -> TraceStatement? {
    try parse(line: line.utf8Array, number: number)
  }

  /// Ends the trace: the declarations end if no input did, and the ids that expectations name are
  /// checked.
  public mutating func finish() throws(TraceError) {
    try closeDeclarations()
  }

  /// Only items are indented.
  private func refuseIndentation(_ indent: Int, _ keyword: Token, _ scanner: inout LineScanner)
    throws(TraceError)
  {
    throw scanner.error(
      .badIndentation, at: keyword,
      "expected " + scanner.shown(keyword) + " at the start of the line, found it indented by "
        + String(indent) + (indent == 1 ? " space" : " spaces"))
  }

  /// Declarations come before the first input.
  func refuseAfterInput(_ keyword: Token, _ scanner: inout LineScanner) throws(TraceError) {
    guard declarationsClosed else { return }
    throw scanner.error(
      .declarationAfterInput, at: keyword,
      "expected " + scanner.shown(keyword) + " before the first input (line " + String(firstInputLine)
        + "), found it after")
  }
}

/// A statement's line read up to its keyword.
struct OpenedLine {
  /// The scanner, just after the keyword.
  var scanner: LineScanner
  /// What precedes the keyword.
  var indentation: Indentation
  /// The statement's first word.
  var keyword: Token
}
