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
/// - The same attribute or flag twice on one line is a conflict, in `set` too (a later `set` line wins).
/// - A number may carry zeros past its precision (`1.5000` is `1.5`); a time is at least 0 and below
///   2^63 ns; `expect outcome N` counts from 1 and `expect outcomes N` from 0.
/// - `expect TIME menu ID` names a submenu that is not inline (one that can be a level); `highlight` any
///   item; `perform ID` an action; `navigate DEST` a destination that some target commits to.
/// - Items nest at most ``maximumDepth`` levels deep.
public struct TraceParser: Sendable {
  /// The configuration that the `set` statements so far give.
  public private(set) var configuration: Configuration = .standard
  /// The targets declared so far; the one whose items are still being read joins it when the next
  /// statement that is not an item ends it.
  public private(set) var scene = Scene()
  /// How many inputs have been read.
  public internal(set) var inputCount = 0
  /// Whether the declarations have ended: an input has been read, or ``finish()`` was called.
  public private(set) var declarationsClosed = false

  private var firstStatementLine = 0
  var lastInstant = Instant.zero
  var lastInputLine = 0
  var firstInputLine = 0
  var targetLines: [String: Int] = [:]
  private var itemIDs: [[String: Int]] = []
  var itemKinds: [String: UInt8] = [:]
  /// The ids the fast path checked last (declared ones only; declarations no longer change then), so
  /// that a repeated `select ID` costs a comparison, not a hash.
  var recentIDs: [(id: String, isTarget: Bool)] = []
  private var destinations: Set<String> = []
  private var pending: PendingTarget?
  private var references: [PendingReference] = []
  private var peekPosition: (line: Int, column: Int, text: String)?
  private var popPosition: (line: Int, column: Int, text: String)?

  static let actionBit: UInt8 = 1
  static let submenuBit: UInt8 = 2
  static let inlineBit: UInt8 = 4
  static let deferredBit: UInt8 = 8

  /// How deep menu items may nest under their target: deeper menus are rejected, so that no trace can
  /// exhaust the stack of the code that walks menu trees.
  public static let maximumDepth = 64

  /// Creates a parser at the start of a trace.
  public init() {}

  /// Reads one line, numbered from 1, without its line break; returns its statement, `nil` for a blank
  /// or comment line.
  public mutating func parse(line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError)
    -> TraceStatement?
  {
    var count = line.count
    if count > 0 && line[count - 1] == 0x0D { count -= 1 }
    let bytes = UnsafeBufferPointer(rebasing: line[0..<count])
    var start = 0
    if number == 1 && count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
    if declarationsClosed && start == 0 && count > 3 && bytes[0] == 0x61 && bytes[1] == 0x74
      && bytes[2] == 0x20,
      let input = fastInput(bytes, number: number)
    {
      return .input(TimedInput(instant: input.0, input: input.1, line: number))
    }
    try TraceParser.validate(bytes, from: start, line: number)
    var scanner = LineScanner(bytes: bytes, number: number, position: start)
    var indent = 0
    var tab: Int?
    while scanner.position < count && (bytes[scanner.position] == 0x20 || bytes[scanner.position] == 0x09) {
      if bytes[scanner.position] == 0x09 {
        if tab == nil { tab = scanner.position }
      } else {
        indent += 1
      }
      scanner.position += 1
    }
    guard let keyword = try scanner.next() else { return nil }
    if let tab {
      throw scanner.error(.tabInIndentation, at: tab, "expected spaces in the indentation, found a tab")
    }
    if keyword.quoted {
      throw scanner.unexpected(.unknownStatement, keyword, expected: "a statement")
    }
    let isItem =
      scanner.matches(keyword, "action") || scanner.matches(keyword, "menu")
      || scanner.matches(keyword, "deferred")
    if !isItem && indent > 0 {
      throw scanner.error(
        .badIndentation, at: keyword,
        "expected " + scanner.shown(keyword) + " at the start of the line, found it indented by "
          + String(indent) + (indent == 1 ? " space" : " spaces"))
    }
    defer { if firstStatementLine == 0 { firstStatementLine = number } }
    if scanner.matches(keyword, "at") {
      try closeDeclarations()
      return .input(try parseInput(&scanner))
    }
    if scanner.matches(keyword, "expect") {
      return .expectation(try parseExpectation(&scanner))
    }
    if isItem {
      return try parseItem(&scanner, keyword: keyword, indent: indent)
    }
    if scanner.matches(keyword, "target") {
      try refuseAfterInput(&scanner, keyword)
      return .target(try parseTarget(&scanner))
    }
    if scanner.matches(keyword, "set") {
      try refuseAfterInput(&scanner, keyword)
      try parseSet(&scanner)
      return .set
    }
    if scanner.matches(keyword, "trace") {
      if firstStatementLine != 0 {
        throw scanner.error(
          .misplacedHeader, at: keyword,
          "expected `trace 1` as the first statement, found it after line " + String(firstStatementLine))
      }
      guard let version = try scanner.next() else {
        throw scanner.errorAtEnd(.unsupportedVersion, expected: "a version after `trace` (trace 1)")
      }
      guard scanner.matches(version, "1") else {
        throw scanner.error(
          .unsupportedVersion, at: version, "expected version 1 (trace 1), found " + scanner.shown(version))
      }
      try scanner.end(after: "`trace 1`")
      return .header(version: 1)
    }
    throw scanner.unexpected(
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
    try parse(line: Array(line.utf8), number: number)
  }

  /// Ends the trace: the declarations end if no input did, and the ids that expectations name are
  /// checked.
  public mutating func finish() throws(TraceError) {
    try closeDeclarations()
  }

  // MARK: - Bytes

  /// Every byte of the line is UTF-8 and no control character but a tab (C0, DEL and C1).
  static func validate(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: Int) throws(TraceError) {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        if (byte < 0x20 && byte != 0x09) || byte == 0x7F {
          throw TraceError(
            .controlCharacter, line: line, column: index + 1,
            message: "expected text, found the control character " + hex(UInt32(byte)))
        }
        index += 1
        continue
      }
      var length = 0
      var scalar: UInt32 = 0
      var minimum: UInt32 = 0
      if byte & 0xE0 == 0xC0 {
        length = 2
        scalar = UInt32(byte & 0x1F)
        minimum = 0x80
      } else if byte & 0xF0 == 0xE0 {
        length = 3
        scalar = UInt32(byte & 0x0F)
        minimum = 0x800
      } else if byte & 0xF8 == 0xF0 {
        length = 4
        scalar = UInt32(byte & 0x07)
        minimum = 0x10000
      }
      var valid = length > 0 && index + length <= count
      if valid {
        var next = index + 1
        while next < index + length {
          let continuation = bytes[next]
          if continuation & 0xC0 != 0x80 {
            valid = false
            break
          }
          scalar = scalar << 6 | UInt32(continuation & 0x3F)
          next += 1
        }
      }
      if valid && (scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF)) {
        valid = false
      }
      guard valid else {
        throw TraceError(
          .invalidUTF8, line: line, column: index + 1,
          message: "expected UTF-8 text, found the byte 0x" + String(byte, radix: 16, uppercase: true))
      }
      if scalar >= 0x80 && scalar <= 0x9F {
        throw TraceError(
          .controlCharacter, line: line, column: index + 1,
          message: "expected text, found the control character " + hex(scalar))
      }
      index += length
    }
  }

  /// `U+00XX` for a scalar.
  static func hex(_ value: UInt32) -> String {
    var digits = String(value, radix: 16, uppercase: true)
    while digits.utf8.count < 4 { digits = "0" + digits }
    return "U+" + digits
  }

  // MARK: - Declarations

  private func refuseAfterInput(_ scanner: inout LineScanner, _ keyword: Token) throws(TraceError) {
    guard declarationsClosed else { return }
    throw scanner.error(
      .declarationAfterInput, at: keyword,
      "expected " + scanner.shown(keyword) + " before the first input (line " + String(firstInputLine)
        + "), found it after")
  }

  /// `set NAME=VALUE …`: a later value of the same name wins (SPEC section 1).
  private mutating func parseSet(_ scanner: inout LineScanner) throws(TraceError) {
    var seen: UInt16 = 0
    var any = false
    while let token = try scanner.next() {
      any = true
      guard !token.quoted, let equals = scanner.find(0x3D, from: token.start, to: token.end) else {
        throw scanner.unexpected(.malformedStatement, token, expected: "NAME=VALUE")
      }
      let name = (token.start, equals)
      let value = (equals + 1, token.end)
      let valueToken = Token(start: value.0, end: value.1, quoted: false)
      var bit: UInt16 = 0
      if scanner.matches(name.0, name.1, "hold") {
        bit = 1
        configuration.hold = try scanner.interval(valueToken, "hold")
      } else if scanner.matches(name.0, name.1, "slop") {
        bit = 2
        configuration.slop = try scanner.length(value.0, value.1, "slop", negative: false)
      } else if scanner.matches(name.0, name.1, "lift") {
        bit = 4
        configuration.lift = try scanner.interval(valueToken, "lift")
      } else if scanner.matches(name.0, name.1, "commit") {
        bit = 8
        configuration.commit = try scanner.interval(valueToken, "commit")
      } else if scanner.matches(name.0, name.1, "fade") {
        bit = 16
        configuration.fade = try scanner.interval(valueToken, "fade")
      } else if scanner.matches(name.0, name.1, "overlay") {
        bit = 32
        configuration.overlay = try scanner.fraction(value.0, value.1, "overlay")
      } else if scanner.matches(name.0, name.1, "peek") {
        bit = 64
        configuration.peek = try scanner.fraction(value.0, value.1, "peek")
        peekPosition = (scanner.number, token.column, scanner.text(value.0, value.1))
      } else if scanner.matches(name.0, name.1, "pop") {
        bit = 128
        configuration.pop = try scanner.fraction(value.0, value.1, "pop")
        popPosition = (scanner.number, token.column, scanner.text(value.0, value.1))
      } else {
        throw scanner.unexpected(
          .unknownAttribute, name.0, name.1,
          expected: "a setting (hold, slop, lift, commit, fade, overlay, peek, pop)")
      }
      if seen & bit != 0 {
        throw scanner.error(
          .conflictingFlags, at: token,
          "expected " + scanner.shown(name.0, name.1) + " once on the line, found it again")
      }
      seen |= bit
    }
    if !any { throw scanner.errorAtEnd(.malformedStatement, expected: "NAME=VALUE after `set`") }
  }

  /// `target ID frame=X,Y,W,H …`.
  private mutating func parseTarget(_ scanner: inout LineScanner) throws(TraceError) -> String {
    finishPendingTarget()
    let idToken = try scanner.required("a target id")
    let id = try scanner.declaredID(idToken, "a target id")
    if let line = targetLines[id] {
      throw scanner.error(
        .duplicateID, at: idToken,
        "expected a target id not yet used, found " + scanner.shown(idToken) + " again (line " + String(line)
          + ")")
    }
    var frame: Rect?
    var target = Target(id: id, frame: Rect(0, 0, 0, 0))
    var seen: UInt8 = 0
    while let token = try scanner.next() {
      let expected = "a target attribute (frame=, shape=, preview=, destination=, present=, size=, primary=)"
      guard !token.quoted, let equals = scanner.find(0x3D, from: token.start, to: token.end) else {
        throw scanner.unexpected(token.quoted ? .malformedStatement : .unknownFlag, token, expected: expected)
      }
      let name = (token.start, equals)
      let value = (equals + 1, token.end)
      var bit: UInt8 = 0
      if scanner.matches(name.0, name.1, "frame") {
        bit = 1
        frame = try scanner.frame(value.0, value.1)
      } else if scanner.matches(name.0, name.1, "shape") {
        bit = 2
        target.shape = try scanner.shape(value.0, value.1)
      } else if scanner.matches(name.0, name.1, "preview") {
        bit = 4
        if scanner.matches(value.0, value.1, "source") {
          target.preview = .source
        } else if value.1 - value.0 >= 7 && scanner.matches(value.0, value.0 + 7, "custom:") {
          target.preview = .custom(try scanner.id(value.0 + 7, value.1, "a preview name"))
        } else {
          throw scanner.unexpected(
            .unknownValue, value.0, value.1, expected: "a preview (source, custom:NAME)")
        }
      } else if scanner.matches(name.0, name.1, "destination") {
        bit = 8
        if scanner.matches(value.0, value.1, "none") {
          target.destination = .none
        } else if scanner.matches(value.0, value.1, "same") {
          target.destination = .same
        } else {
          target.destination = .named(try scanner.id(value.0, value.1, "a destination (none, same, NAME)"))
        }
      } else if scanner.matches(name.0, name.1, "present") {
        bit = 16
        target.presentation = try scanner.presentation(value.0, value.1)
      } else if scanner.matches(name.0, name.1, "size") {
        bit = 32
        target.preferredPreviewSize = try scanner.size(value.0, value.1)
      } else if scanner.matches(name.0, name.1, "primary") {
        bit = 64
        target.primaryAction = try scanner.id(value.0, value.1, "a primary action's name")
      } else {
        throw scanner.unexpected(.unknownAttribute, token, expected: expected)
      }
      if seen & bit != 0 {
        throw scanner.error(
          .conflictingFlags, at: token,
          "expected `" + scanner.text(name.0, name.1) + "=` once on the target, found it again")
      }
      seen |= bit
    }
    guard let frame else {
      throw scanner.errorAtEnd(.malformedStatement, expected: "`frame=X,Y,W,H` on target `" + id + "`")
    }
    target.frame = frame
    targetLines[id] = scanner.number
    itemIDs.append([:])
    pending = PendingTarget(
      target: target, nodes: [], topLevel: [],
      stack: [
        NestingLevel(indent: 0, node: -1, holdsItems: true, childIndent: -1, line: scanner.number, id: id)
      ])
    return id
  }

  /// `action …`, `menu …` or `deferred …`, indented under a target or a submenu.
  private mutating func parseItem(
    _ scanner: inout LineScanner, keyword: Token, indent: Int
  ) throws(TraceError) -> TraceStatement {
    try refuseAfterInput(&scanner, keyword)
    guard var target = pending else {
      throw scanner.error(
        .badIndentation, at: keyword,
        "expected " + scanner.shown(keyword) + " indented under a target, found no target above it")
    }
    pending = nil
    defer { pending = target }
    if indent == 0 {
      throw scanner.error(
        .badIndentation, at: keyword,
        "expected " + scanner.shown(keyword)
          + " indented under a target or a submenu, found it at the start of the line")
    }
    // Find the level the item belongs to: the nearest line above that is less indented.
    while let top = target.stack.last, indent <= top.indent { target.stack.removeLast() }
    guard let parentLevel = target.stack.last else {
      throw scanner.error(.badIndentation, at: keyword, "expected an item under a target")
    }
    if !parentLevel.holdsItems {
      throw scanner.error(
        .badIndentation, at: keyword,
        "expected an indentation of at most " + String(parentLevel.indent) + " spaces, found "
          + String(indent)
          + ": the action `" + parentLevel.id + "` on line " + String(parentLevel.line) + " holds no items")
    }
    if parentLevel.childIndent >= 0 && parentLevel.childIndent != indent {
      // The indentations an item could have here: one of the items' above, each level's own.
      var allowed: [Int] = []
      for level in target.stack where level.childIndent >= 0 {
        var position = allowed.count
        while position > 0 && allowed[position - 1] > level.childIndent { position -= 1 }
        if position == 0 || allowed[position - 1] != level.childIndent {
          allowed.insert(level.childIndent, at: position)
        }
      }
      var expected = ""
      for (index, value) in allowed.enumerated() {
        if index > 0 { expected += index == allowed.count - 1 ? " or " : ", " }
        expected += String(value)
      }
      throw scanner.error(
        .badIndentation, at: keyword,
        "expected an indentation of " + expected + " spaces, as the items above, found " + String(indent))
    }
    if target.stack.count > TraceParser.maximumDepth {
      throw scanner.error(
        .badIndentation, at: keyword,
        "expected items nested at most " + String(TraceParser.maximumDepth) + " levels deep, found one deeper"
      )
    }
    let targetNumber = itemIDs.count - 1
    let idToken = try scanner.required("an item id")
    let id = try scanner.declaredID(idToken, "an item id")
    if let line = itemIDs[targetNumber][id] {
      throw scanner.error(
        .duplicateID, at: idToken,
        "expected an item id not yet used in the menu of `" + target.target.id + "`, found "
          + scanner.shown(idToken) + " again (line " + String(line) + ")")
    }
    let titleToken = try scanner.required("a quoted title after `" + id + "`")
    guard titleToken.quoted else {
      throw scanner.unexpected(.malformedStatement, titleToken, expected: "a quoted title after `" + id + "`")
    }
    let title = scanner.text(titleToken)
    let element: MenuElement
    var kindBit: UInt8
    var holdsItems = true
    if scanner.matches(keyword, "action") {
      element = .action(try parseAction(&scanner, id: id, title: title))
      kindBit = TraceParser.actionBit
      holdsItems = false
    } else if scanner.matches(keyword, "menu") {
      let submenu = try parseSubmenu(&scanner, id: id, title: title)
      element = .submenu(submenu)
      kindBit = submenu.isInline ? TraceParser.inlineBit : TraceParser.submenuBit
    } else {
      element = .deferred(try parseDeferred(&scanner, id: id, title: title))
      kindBit = TraceParser.deferredBit
    }
    let node = target.nodes.count
    target.nodes.append(PendingNode(element: element, children: []))
    let parentIndex = target.stack.count - 1
    target.stack[parentIndex].childIndent = indent
    let parentNode = target.stack[parentIndex].node
    if parentNode < 0 {
      target.topLevel.append(node)
    } else {
      target.nodes[parentNode].children.append(node)
    }
    target.stack.append(
      NestingLevel(
        indent: indent, node: node, holdsItems: holdsItems, childIndent: -1, line: scanner.number, id: id))
    itemIDs[targetNumber][id] = scanner.number
    itemKinds[id, default: 0] |= kindBit
    return .item(target: target.target.id, id: id)
  }

  private func parseAction(_ scanner: inout LineScanner, id: String, title: String) throws(TraceError)
    -> Action
  {
    var action = Action(id: id, title: title)
    var seen: UInt16 = 0
    var stateToken: Token?
    var keepToken: Token?
    var destinationToken: Token?
    while let token = try scanner.next() {
      if token.quoted {
        throw scanner.unexpected(.malformedStatement, token, expected: "an action attribute or flag")
      }
      var bit: UInt16 = 0
      if let equals = scanner.find(0x3D, from: token.start, to: token.end) {
        let name = (token.start, equals)
        let value = (equals + 1, token.end)
        if scanner.matches(name.0, name.1, "icon") {
          bit = 1
          action.icon = try scanner.id(value.0, value.1, "an icon name")
        } else if scanner.matches(name.0, name.1, "destination") {
          bit = 2
          if scanner.isReserved(value.0, value.1) {
            throw scanner.unexpected(
              .reservedID, value.0, value.1,
              expected: "an action's destination name other than root, none and same")
          }
          action.destination = try scanner.id(value.0, value.1, "a destination name")
          destinationToken = token
        } else if scanner.matches(name.0, name.1, "present") {
          bit = 4
          action.presentation = try scanner.presentation(value.0, value.1)
        } else {
          throw scanner.unexpected(
            .unknownAttribute, token, expected: "an action attribute (icon=, destination=, present=)")
        }
      } else if let state = scanner.itemState(token.start, token.end) {
        if let stateToken {
          throw scanner.error(
            .conflictingFlags, at: token,
            "expected at most one of on, off and mixed, found " + scanner.shown(token) + " after "
              + scanner.shown(stateToken))
        }
        stateToken = token
        action.state = state
      } else if scanner.matches(token, "destructive") {
        bit = 8
        action.isDestructive = true
      } else if scanner.matches(token, "disabled") {
        bit = 16
        action.isDisabled = true
      } else if scanner.matches(token, "hidden") {
        bit = 32
        action.isHidden = true
      } else if scanner.matches(token, "keep") {
        bit = 64
        action.keepsMenuPresented = true
        keepToken = token
      } else {
        throw scanner.unexpected(
          .unknownFlag, token,
          expected: "an action flag (destructive, disabled, hidden, keep, on, off, mixed)")
      }
      if seen & bit != 0 {
        throw scanner.error(
          .conflictingFlags, at: token,
          "expected " + scanner.shown(token) + " once on the action, found it again")
      }
      seen |= bit
      if let keepToken, let destinationToken,
        keepToken.start == token.start || destinationToken.start == token.start
      {
        throw scanner.error(
          .conflictingFlags, at: token,
          "expected `keep` or `destination=`, not both: an action that keeps the menu presented shows no destination"
        )
      }
    }
    return action
  }

  private func parseSubmenu(_ scanner: inout LineScanner, id: String, title: String) throws(TraceError)
    -> Submenu
  {
    var submenu = Submenu(id: id, title: title)
    var seen: UInt8 = 0
    while let token = try scanner.next() {
      if token.quoted { throw scanner.unexpected(.malformedStatement, token, expected: "a menu flag") }
      var bit: UInt8 = 0
      if let equals = scanner.find(0x3D, from: token.start, to: token.end) {
        guard scanner.matches(token.start, equals, "icon") else {
          throw scanner.unexpected(.unknownAttribute, token, expected: "a menu attribute (icon=)")
        }
        bit = 1
        submenu.icon = try scanner.id(equals + 1, token.end, "an icon name")
      } else if scanner.matches(token, "inline") {
        bit = 2
        submenu.isInline = true
      } else if scanner.matches(token, "single") {
        bit = 4
        submenu.isSingleSelection = true
      } else {
        throw scanner.unexpected(.unknownFlag, token, expected: "a menu flag (inline, single)")
      }
      if seen & bit != 0 {
        throw scanner.error(
          .conflictingFlags, at: token,
          "expected " + scanner.shown(token) + " once on the menu, found it again")
      }
      seen |= bit
    }
    return submenu
  }

  private func parseDeferred(
    _ scanner: inout LineScanner, id: String, title: String
  ) throws(TraceError) -> DeferredElement {
    var loadTime: Interval?
    while let token = try scanner.next() {
      guard !token.quoted, let equals = scanner.find(0x3D, from: token.start, to: token.end) else {
        throw scanner.unexpected(
          token.quoted ? .malformedStatement : .unknownFlag, token, expected: "a deferred attribute (after=)")
      }
      guard scanner.matches(token.start, equals, "after") else {
        throw scanner.unexpected(.unknownAttribute, token, expected: "a deferred attribute (after=)")
      }
      if loadTime != nil {
        throw scanner.error(
          .conflictingFlags, at: token, "expected `after=` once on the element, found it again")
      }
      loadTime = try scanner.interval(Token(start: equals + 1, end: token.end, quoted: false), "a load time")
    }
    guard let loadTime else {
      throw scanner.errorAtEnd(.malformedStatement, expected: "`after=DURATION` on deferred `" + id + "`")
    }
    return DeferredElement(id: id, title: title, loadTime: loadTime)
  }

  /// Moves the target whose items were being read into the scene.
  private mutating func finishPendingTarget() {
    guard var done = pending else { return }
    pending = nil
    done.target.menu = Menu(done.topLevel.map { done.element(at: $0) })
    if let name = done.target.committedDestinationName { destinations.insert(name) }
    scene.targets.append(done.target)
  }

  /// The declarations end: the last target joins the scene, and what expectations named is checked.
  private mutating func closeDeclarations() throws(TraceError) {
    guard !declarationsClosed else { return }
    declarationsClosed = true
    finishPendingTarget()
    var first: TraceError?
    for reference in references {
      if let error = check(reference) {
        first = error
        break
      }
    }
    references = []
    if configuration.peek > configuration.pop, let peek = peekPosition ?? popPosition {
      let at = popPosition.map { $0.line > peek.line ? $0 : peek } ?? peek
      let error = TraceError(
        .valueOutOfRange, line: at.line, column: at.column,
        message: "expected peek at most pop, found peek " + configuration.peek.text + " above pop "
          + configuration.pop.text)
      if first.map({ $0.line > error.line }) ?? true { first = error }
    }
    if let first { throw first }
  }

  // MARK: - References

  private func check(_ reference: PendingReference) -> TraceError? {
    func error(_ expected: String) -> TraceError {
      TraceError(
        .undeclaredID, line: reference.line, column: reference.column,
        message: "expected " + expected + ", found `" + reference.id + "`")
    }
    switch reference.kind {
    case .target:
      return targetLines[reference.id] == nil ? error("a target declared in the trace") : nil
    case .item:
      return itemKinds[reference.id] == nil ? error("a menu item declared in the trace") : nil
    case .submenu:
      return (itemKinds[reference.id] ?? 0) & TraceParser.submenuBit == 0
        ? error("a submenu (not inline) declared in the trace, or root, or none") : nil
    case .action:
      return (itemKinds[reference.id] ?? 0) & TraceParser.actionBit == 0
        ? error("an action declared in the trace") : nil
    case .destination:
      return destinations.contains(reference.id) ? nil : error("a destination that a target commits to")
    case .itemOfTarget(let target):
      guard let index = scene.index(of: target) else { return nil }
      return itemIDs[index][reference.id] == nil ? error("an item of the menu of `" + target + "`") : nil
    }
  }

  /// Checks a reference now, or when the declarations end.
  private mutating func refer(
    _ kind: PendingReference.Kind, _ token: Token, _ scanner: inout LineScanner
  ) throws(TraceError) -> String {
    let id = try scanner.id(token, "an id")
    let reference = PendingReference(kind: kind, id: id, line: scanner.number, column: token.column)
    if declarationsClosed {
      if let error = check(reference) { throw error }
    } else {
      references.append(reference)
    }
    return id
  }

  // MARK: - Inputs

  private mutating func parseInput(_ scanner: inout LineScanner) throws(TraceError) -> TimedInput {
    let timeToken = try scanner.required("a time after `at`")
    let instant = try scanner.instant(timeToken, "a time")
    if instant < lastInstant {
      throw scanner.error(
        .timeWentBackwards, at: timeToken,
        "expected a time at or after " + lastInstant.secondsText + " (the input on line "
          + String(lastInputLine)
          + "), found " + scanner.shown(timeToken))
    }
    let verb = try scanner.requiredWord("an input after the time")
    let input: Input
    if scanner.matches(verb, "down") {
      input = .down(try scanner.point(try scanner.required("a point X,Y after `down`")))
    } else if scanner.matches(verb, "move") {
      input = .move(try scanner.point(try scanner.required("a point X,Y after `move`")))
    } else if scanner.matches(verb, "up") {
      input = .up
    } else if scanner.matches(verb, "force") {
      let token = try scanner.requiredWord("a force after `force`")
      input = .force(try scanner.fraction(token.start, token.end, "a force"))
    } else if scanner.matches(verb, "cancel") {
      input = .cancel
    } else if scanner.matches(verb, "tap-preview") {
      input = .tapPreview
    } else if scanner.matches(verb, "select") {
      let token = try scanner.required("an item id after `select`")
      input = .select(try refer(.item, token, &scanner))
    } else if scanner.matches(verb, "tap-outside") {
      input = .tapOutside
    } else if scanner.matches(verb, "dismiss") {
      input = .dismiss
    } else if scanner.matches(verb, "closed") {
      input = .closed
    } else if scanner.matches(verb, "right-click") {
      input = .rightClick(try scanner.point(try scanner.required("a point X,Y after `right-click`")))
    } else if scanner.matches(verb, "focus") {
      let token = try scanner.required("a target id after `focus`")
      input = .focus(try refer(.target, token, &scanner))
    } else if scanner.matches(verb, "key") {
      let token = try scanner.requiredWord("a key after `key`")
      input = .key(try TraceParser.key(token, &scanner))
    } else if scanner.matches(verb, "remove") {
      let token = try scanner.required("a target id after `remove`")
      input = .remove(try refer(.target, token, &scanner))
    } else if scanner.matches(verb, "tick") {
      input = .tick
    } else if TraceParser.same(verb, InputVerb.hover.spelling, scanner) {
      // M10: `hover ID|none`.
      let token = try scanner.required("an item id or `none` after `hover`")
      input = .hover(scanner.matches(token, "none") ? nil : try refer(.item, token, &scanner))
    } else {
      throw scanner.unexpected(
        .unknownVerb, verb, expected: "an input (" + InputVerb.spellingList() + ")")
    }
    if let extra = try scanner.next() {
      throw scanner.unexpected(
        .malformedStatement, extra, expected: "end of line after `" + scanner.text(verb) + "`")
    }
    lastInstant = instant
    lastInputLine = scanner.number
    if firstInputLine == 0 { firstInputLine = scanner.number }
    inputCount += 1
    return TimedInput(instant: instant, input: input, line: scanner.number)
  }

  private static func key(_ token: Token, _ scanner: inout LineScanner) throws(TraceError) -> Key {
    for key in Key.allCases where TraceParser.same(token, key.spelling, scanner) { return key }
    throw scanner.unexpected(.unknownValue, token, expected: "a key (" + Key.spellingList() + ")")
  }

  // MARK: - Expectations

  private mutating func parseExpectation(_ scanner: inout LineScanner) throws(TraceError) -> Expectation {
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
      (firstByte >= 0x30 && firstByte <= 0x39) || firstByte == 0x2D || firstByte == 0x2B || firstByte == 0x2E
    else {
      throw scanner.unexpected(
        .unknownExpectation, first, expected: "a time, `outcome` or `outcomes` after `expect`")
    }
    let instant = try scanner.instant(first, "a time")
    let kind = try scanner.requiredWord("an expectation (state, menu, highlight, item) after the time")
    let expectation: Expectation.Kind
    if scanner.matches(kind, "state") {
      let phase = try scanner.phase(try scanner.required("a state"))
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
      let stateToken = try scanner.requiredWord("an item state (on, off, mixed)")
      guard let state = scanner.itemState(stateToken.start, stateToken.end) else {
        throw scanner.unexpected(.unknownValue, stateToken, expected: "an item state (on, off, mixed)")
      }
      expectation = .item(instant, target: target, item: item, state: state)
    } else {
      throw scanner.unexpected(
        .unknownExpectation, kind, expected: "an expectation (state, menu, highlight, item) after the time")
    }
    try scanner.end(after: "the expectation")
    return Expectation(expectation, line: line)
  }

  private mutating func parseOutcome(_ scanner: inout LineScanner) throws(TraceError) -> Outcome {
    let word = try scanner.requiredWord("an outcome (tap, cancel, dismiss, perform, navigate)")
    if scanner.matches(word, "tap") {
      return .tap(try refer(.target, try scanner.required("a target id after `tap`"), &scanner))
    }
    if scanner.matches(word, "cancel") {
      let token = try scanner.requiredWord("a reason after `cancel`")
      for reason in CancelReason.allCases where TraceParser.same(token, reason.text, scanner) {
        return .cancel(reason)
      }
      throw scanner.unexpected(
        .unknownValue, token, expected: "a cancel reason (moved, multitouch, system, removed)")
    }
    if scanner.matches(word, "dismiss") {
      let token = try scanner.requiredWord("a reason after `dismiss`")
      for reason in DismissReason.allCases where TraceParser.same(token, reason.text, scanner) {
        return .dismiss(reason)
      }
      throw scanner.unexpected(
        .unknownValue, token, expected: "a dismiss reason (preview, outside, escape, host, system, removed)")
    }
    if scanner.matches(word, "perform") {
      return .perform(try refer(.action, try scanner.required("an action id after `perform`"), &scanner))
    }
    if scanner.matches(word, "navigate") {
      let destination = try refer(
        .destination, try scanner.required("a destination after `navigate`"), &scanner)
      let token = try scanner.requiredWord("push or sheet after the destination")
      return .navigate(destination, try scanner.presentation(token.start, token.end))
    }
    throw scanner.unexpected(
      .unknownValue, word, expected: "an outcome (tap, cancel, dismiss, perform, navigate)")
  }

  private static func same(_ token: Token, _ text: String, _ scanner: LineScanner) -> Bool {
    guard !token.quoted, text.utf8.count == token.end - token.start else { return false }
    var index = token.start
    for byte in text.utf8 {
      if scanner.bytes[index] != byte { return false }
      index += 1
    }
    return true
  }
}

/// An id that a statement names, checked when the declarations are complete.
struct PendingReference: Sendable {
  /// What the id must be.
  enum Kind: Sendable {
    case target
    case item
    case submenu
    case action
    case destination
    case itemOfTarget(String)
  }

  var kind: Kind
  var id: String
  var line: Int
  var column: Int
}

/// A menu element being read, with its children by index.
struct PendingNode: Sendable {
  var element: MenuElement
  var children: [Int]
}

/// A line of the menu being read that later lines may nest under.
struct NestingLevel: Sendable {
  /// Its indentation in spaces (0 for the target).
  var indent: Int
  /// Its node, -1 for the target.
  var node: Int
  /// Whether items may nest under it (not under an action).
  var holdsItems: Bool
  /// The indentation of its items, -1 until the first is read.
  var childIndent: Int
  /// Where it was declared.
  var line: Int
  /// Its id.
  var id: String
}

/// The target whose menu is being read.
struct PendingTarget: Sendable {
  var target: Target
  var nodes: [PendingNode]
  var topLevel: [Int]
  var stack: [NestingLevel]

  /// The element at `index` with its children, built depth first.
  func element(at index: Int) -> MenuElement {
    let node = nodes[index]
    let children = node.children.map { element(at: $0) }
    switch node.element {
    case .action: return node.element
    case .submenu(var submenu):
      submenu.children = children
      return .submenu(submenu)
    case .deferred(var deferred):
      deferred.children = children
      return .deferred(deferred)
    }
  }
}
