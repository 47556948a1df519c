/// A token of a trace line: a byte range, and whether it was written in double quotes (a title).
struct Token {
  /// The first byte, after the opening quote of a quoted token.
  var start: Int
  /// The byte after the last, before the closing quote of a quoted token.
  var end: Int
  /// Whether the token was a quoted title.
  var quoted: Bool

  /// The column where the token is written, counted from 1 (the opening quote of a quoted token).
  var column: Int { quoted ? start : start + 1 }
}

/// Reads the tokens of one line, straight from its bytes, and builds the errors that point into it.
struct LineScanner {
  /// The line, without its line break.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The line's number, counted from 1.
  let number: Int
  /// The next byte to read.
  var position: Int
  /// The byte after the last token read, for errors at the end of the line.
  var lastTokenEnd: Int

  init(bytes: UnsafeBufferPointer<UInt8>, number: Int, position: Int) {
    self.bytes = bytes
    self.number = number
    self.position = position
    self.lastTokenEnd = position
  }

  // MARK: - Errors

  /// An error at a byte position of the line.
  func error(_ kind: TraceError.Kind, at position: Int, _ message: String) -> TraceError {
    TraceError(kind, line: number, column: position + 1, message: message)
  }

  /// An error at a token.
  func error(_ kind: TraceError.Kind, at token: Token, _ message: String) -> TraceError {
    TraceError(kind, line: number, column: token.column, message: message)
  }

  /// An error just after the last token read: something is missing.
  func errorAtEnd(_ kind: TraceError.Kind, expected: String) -> TraceError {
    TraceError(
      kind, line: number, column: lastTokenEnd + 1, message: "expected " + expected + ", found end of line")
  }

  /// `expected WHAT, found `TOKEN``, at the token.
  func unexpected(_ kind: TraceError.Kind, _ token: Token, expected: String) -> TraceError {
    error(kind, at: token, "expected " + expected + ", found " + shown(token))
  }

  /// `expected WHAT, found `TEXT``, at a byte range.
  func unexpected(_ kind: TraceError.Kind, _ start: Int, _ end: Int, expected: String) -> TraceError {
    error(kind, at: start, "expected " + expected + ", found " + shown(start, end))
  }

  // MARK: - Text

  /// The bytes of a range as a string (the line has been checked to be UTF-8).
  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// The token's text (a title without its quotes).
  func text(_ token: Token) -> String { text(token.start, token.end) }

  /// A range as a message shows it: in backquotes, cut short after 40 bytes; `nothing` when empty.
  func shown(_ start: Int, _ end: Int) -> String {
    if start >= end { return "nothing" }
    var cut = end
    if end - start > 40 {
      cut = start + 40
      while cut > start && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
    }
    return "`" + text(start, cut) + (cut < end ? "…`" : "`")
  }

  /// A token as a message shows it; a quoted title keeps its quotes.
  func shown(_ token: Token) -> String {
    if token.quoted { return "`\"" + text(token) + "\"`" }
    return shown(token.start, token.end)
  }

  /// Whether a range holds exactly the keyword.
  func matches(_ start: Int, _ end: Int, _ keyword: StaticString) -> Bool {
    let count = end - start
    guard count == keyword.utf8CodeUnitCount else { return false }
    let pointer = keyword.utf8Start
    var index = 0
    while index < count {
      if bytes[start + index] != pointer[index] { return false }
      index += 1
    }
    return true
  }

  /// Whether an unquoted token is exactly the keyword.
  func matches(_ token: Token, _ keyword: StaticString) -> Bool {
    !token.quoted && matches(token.start, token.end, keyword)
  }

  /// The position of the first `byte` in a range, if any.
  func find(_ byte: UInt8, from start: Int, to end: Int) -> Int? {
    var index = start
    while index < end {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  // MARK: - Tokens

  /// The next token, `nil` at the end of the line or at a comment (`#` at the start of a token).
  mutating func next() throws(TraceError) -> Token? {
    let count = bytes.count
    while position < count && (bytes[position] == 0x20 || bytes[position] == 0x09) { position += 1 }
    guard position < count, bytes[position] != 0x23 else {
      position = count
      return nil
    }
    if bytes[position] == 0x22 {
      let open = position
      guard let close = find(0x22, from: open + 1, to: count) else {
        throw error(.unterminatedString, at: open, "expected a closing `\"` for the title, found end of line")
      }
      if let tab = find(0x09, from: open + 1, to: close) {
        throw error(
          .controlCharacter, at: tab, "expected a title without control characters, found a tab (U+0009)")
      }
      position = close + 1
      if position < count && bytes[position] != 0x20 && bytes[position] != 0x09 {
        var end = position
        while end < count && bytes[end] != 0x20 && bytes[end] != 0x09 { end += 1 }
        throw unexpected(.malformedStatement, position, end, expected: "a space after the title")
      }
      lastTokenEnd = position
      return Token(start: open + 1, end: close, quoted: true)
    }
    let start = position
    while position < count && bytes[position] != 0x20 && bytes[position] != 0x09 { position += 1 }
    lastTokenEnd = position
    return Token(start: start, end: position, quoted: false)
  }

  /// The next token, which must be there.
  mutating func required(_ expected: String) throws(TraceError) -> Token {
    guard let token = try next() else { throw errorAtEnd(.malformedStatement, expected: expected) }
    return token
  }

  /// The next token, which must be there and be unquoted.
  mutating func requiredWord(_ expected: String) throws(TraceError) -> Token {
    let token = try required(expected)
    if token.quoted { throw unexpected(.malformedStatement, token, expected: expected) }
    return token
  }

  /// Nothing but a comment may follow.
  mutating func end(after what: String) throws(TraceError) {
    if let token = try next() {
      throw unexpected(.malformedStatement, token, expected: "end of line after " + what)
    }
  }

  // MARK: - Ids and names

  /// Whether a byte may appear in an id: a letter, a digit, `-`, `_` or `.`.
  static func isIDByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == 0x2D || byte == 0x5F || byte == 0x2E
  }

  /// Whether a range is a well-formed id or name: letters, digits, `-`, `_` and `.`, starting with a
  /// letter or a digit.
  func isID(_ start: Int, _ end: Int) -> Bool {
    guard start < end else { return false }
    let first = bytes[start]
    guard
      (first >= 0x30 && first <= 0x39) || (first >= 0x41 && first <= 0x5A) || (first >= 0x61 && first <= 0x7A)
    else { return false }
    var index = start + 1
    while index < end {
      if !LineScanner.isIDByte(bytes[index]) { return false }
      index += 1
    }
    return true
  }

  /// Whether a range is one of the reserved words `root`, `none` and `same`.
  func isReserved(_ start: Int, _ end: Int) -> Bool {
    matches(start, end, "root") || matches(start, end, "none") || matches(start, end, "same")
  }

  /// A well-formed id or name from a range, as a string.
  func id(_ start: Int, _ end: Int, _ expected: String) throws(TraceError) -> String {
    guard isID(start, end) else {
      throw unexpected(
        .invalidID, start, end, expected: expected + " (letters, digits, -, _ and ., from a letter or digit)")
    }
    return text(start, end)
  }

  /// A well-formed id or name from an unquoted token.
  func id(_ token: Token, _ expected: String) throws(TraceError) -> String {
    if token.quoted { throw unexpected(.invalidID, token, expected: expected) }
    return try id(token.start, token.end, expected)
  }

  /// A well-formed id that a declaration gives: not reserved.
  func declaredID(_ token: Token, _ expected: String) throws(TraceError) -> String {
    let value = try id(token, expected)
    if isReserved(token.start, token.end) {
      throw unexpected(
        .reservedID, token, expected: expected + " other than the reserved root, none and same")
    }
    return value
  }
}
