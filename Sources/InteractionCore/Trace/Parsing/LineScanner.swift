/// A token of a trace line: a byte range, and whether it was written in double quotes (a title).
struct Token {
  /// The first byte, after the opening quote of a quoted token.
  var start: Int
  /// The byte after the last, before the closing quote of a quoted token.
  var end: Int
  /// Whether the token was a quoted title.
  var quoted: Bool
  /// Whether the title holds an escape (`\"` or `\\`), so that its text is not its bytes as they stand.
  var escaped = false

  /// The column where the token is written, counted from 1 (the opening quote of a quoted token).
  var column: Int { quoted ? start : start + 1 }
}

/// What precedes a statement: its indentation in spaces, and the first tab in it, if any.
struct Indentation {
  /// How many spaces.
  var spaces: Int
  /// The position of the first tab, which is an error in front of a statement.
  var firstTab: Int?
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

  /// Whether a byte separates tokens: a space or a tab.
  @inline(__always)
  static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

  // MARK: - Errors

  /// An error at a byte position of the line.
  @inline(never)
  func error(_ kind: TraceError.Kind, at position: Int, _ message: String) -> TraceError {
    TraceError(kind, line: number, column: position + 1, message: message)
  }

  /// An error at a token.
  @inline(never)
  func error(_ kind: TraceError.Kind, at token: Token, _ message: String) -> TraceError {
    TraceError(kind, line: number, column: token.column, message: message)
  }

  /// An error just after the last token read: something is missing.
  @inline(never)
  func errorAtEnd(_ kind: TraceError.Kind, expected: String) -> TraceError {
    TraceError(
      kind, line: number, column: lastTokenEnd + 1, message: "expected " + expected + ", found end of line")
  }

  /// `expected WHAT, found `TOKEN``, at the token.
  @inline(never)
  func unexpected(_ kind: TraceError.Kind, _ token: Token, expected: String) -> TraceError {
    error(kind, at: token, "expected " + expected + ", found " + shown(token))
  }

  /// `expected WHAT, found `TEXT``, at a byte range.
  @inline(never)
  func unexpected(_ kind: TraceError.Kind, _ start: Int, _ end: Int, expected: String) -> TraceError {
    error(kind, at: start, "expected " + expected + ", found " + shown(start, end))
  }

  // MARK: - Text

  /// The bytes of a range as a string (the line has been checked to be UTF-8).
  @inline(never)
  func text(_ start: Int, _ end: Int) -> String {
    String(wellFormedUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
  }

  /// The token's text as written (a title without its quotes, its escapes as they stand).
  func text(_ token: Token) -> String { text(token.start, token.end) }

  /// A range as a message shows it: in backquotes, cut short after 40 bytes; `nothing` when empty.
  @inline(never)
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
  @inline(never)
  func shown(_ token: Token) -> String {
    if token.quoted { return "`\"" + text(token) + "\"`" }
    return shown(token.start, token.end)
  }

  /// Whether a range holds exactly the keyword.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
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
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func matches(_ token: Token, _ keyword: StaticString) -> Bool {
    !token.quoted && matches(token.start, token.end, keyword)
  }

  /// Whether a range holds exactly the UTF-8 bytes of `word` (a vocabulary spelling).
  func matches(_ start: Int, _ end: Int, spelling word: String) -> Bool {
    guard word.utf8.count == end - start else { return false }
    var index = start
    for byte in word.utf8 {
      if bytes[index] != byte { return false }
      index += 1
    }
    return true
  }

  /// Whether a range holds exactly the bytes of `word`.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func matches(_ start: Int, _ end: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard word.count == end - start else { return false }
    var index = 0
    while index < word.count {
      if bytes[start + index] != word[index] { return false }
      index += 1
    }
    return true
  }

  /// The position of the first `byte` in a range, if any.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func find(_ byte: UInt8, from start: Int, to end: Int) -> Int? {
    var index = start
    while index < end {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  // MARK: - Tokens

  /// Skips the spaces and tabs that start the line.
  mutating func skipIndentation() -> Indentation {
    var indentation = Indentation(spaces: 0, firstTab: nil)
    while position < bytes.count && LineScanner.isBlank(bytes[position]) {
      if bytes[position] == UInt8(ascii: "\t") {
        if indentation.firstTab == nil { indentation.firstTab = position }
      } else {
        indentation.spaces += 1
      }
      position += 1
    }
    return indentation
  }

  /// The next token, `nil` at the end of the line or at a comment (`#` at the start of a token): one
  /// call, for the statements read once per trace (the wasm's size).
  @inline(never)
  mutating func next() throws(TraceError) -> Token? { try nextInlined() }

  /// ``next()`` written into its caller, for an input's line (nearly every line of a long trace).
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  mutating func nextInlined() throws(TraceError) -> Token? {
    let count = bytes.count
    while position < count && LineScanner.isBlank(bytes[position]) { position += 1 }
    guard position < count, bytes[position] != UInt8(ascii: "#") else {
      position = count
      return nil
    }
    if bytes[position] == UInt8(ascii: "\"") { return try title() }
    let start = position
    position = blankOrEnd(from: position + 1)
    lastTokenEnd = position
    return Token(start: start, end: position, quoted: false)
  }

  /// Skips the spaces and tabs before the next token.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  mutating func skipBlanks() {
    let count = bytes.count
    var index = position
    while index < count && LineScanner.isBlank(bytes[index]) { index &+= 1 }
    position = index
  }

  /// The next token when it is a plain word (not quoted, not a comment) on a line of at least eight
  /// bytes, with its first eight bytes packed little-endian and zero past its end, for
  /// ``SpellingIndex/word(head:in:_:_:)``: one load of eight bytes finds both the word's end (its
  /// first blank) and its head. `nil`, with only the blanks before it skipped, for anything else,
  /// which ``nextInlined()`` reads.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  mutating func nextWordWithHead() -> (token: Token, head: UInt64)? {
    skipBlanks()
    let count = bytes.count
    let start = position
    guard start < count, count >= 8, let base = bytes.baseAddress.map(UnsafeRawPointer.init) else {
      return nil
    }
    let first = bytes[start]
    guard first != UInt8(ascii: "\"") && first != UInt8(ascii: "#") else { return nil }
    var word: UInt64
    let inLine: Int  // how many of the word's bytes are the line's, from `start`
    if start &+ 8 <= count {
      word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self))
      inLine = 8
    } else {
      // The line's last eight bytes, shifted so that `start` is the first: zero past the end.
      inLine = count &- start
      word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
      word &>>= UInt64(8 &* (8 &- inLine))
    }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let space = word ^ (ones &* UInt64(UInt8(ascii: " ")))
    let tab = word ^ (ones &* UInt64(UInt8(ascii: "\t")))
    // A lane that is zero in `space` or `tab`: a space or a tab (the first such lane is exact; a zero
    // lane past the line's end is neither).
    let found = ((space &- ones) & ~space | (tab &- ones) & ~tab) & (ones &* 0x80)
    let end: Int
    if found != 0 {
      let length = found.trailingZeroBitCount &>> 3  // 1 to 7: `start` is not a blank
      end = start &+ length
      word &= (1 &<< UInt64(8 &* length)) &- 1
    } else if inLine == 8 {
      end = blankOrEnd(from: start &+ 8)
    } else {
      end = count
    }
    position = end
    lastTokenEnd = end
    return (Token(start: start, end: end, quoted: false), word)
  }

  /// The position of the first space or tab at or after `start`, or the end of the line: eight bytes
  /// at a time.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  func blankOrEnd(from start: Int) -> Int {
    let count = bytes.count
    var index = start
    if let base = bytes.baseAddress.map(UnsafeRawPointer.init) {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs = ones &* 0x80
      let spaces = ones &* UInt64(UInt8(ascii: " "))
      let tabs = ones &* UInt64(UInt8(ascii: "\t"))
      while index + 8 <= count {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let space = word ^ spaces
        let tab = word ^ tabs
        // A lane that is zero in `space` or `tab`: a space or a tab.
        let found = ((space &- ones) & ~space | (tab &- ones) & ~tab) & highs
        if found != 0 { return index + found.trailingZeroBitCount >> 3 }
        index += 8
      }
    }
    while index < count && !LineScanner.isBlank(bytes[index]) { index += 1 }
    return index
  }

  /// A quoted title, from its opening quote: `\"` and `\\` are its only escapes (SPEC section 9). The
  /// closing quote is found first; then the first tab or unknown escape in it is the error.
  private mutating func title() throws(TraceError) -> Token {
    let count = bytes.count
    let open = position
    var index = open + 1
    var escaped = false
    while index < count && bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == UInt8(ascii: "\\") {
        escaped = true
        index += 1
      }
      index += 1
    }
    guard index < count else {
      throw error(.unterminatedString, at: open, "expected a closing `\"` for the title, found end of line")
    }
    let close = index
    index = open + 1
    while index < close {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\t") {
        throw error(
          .controlCharacter, at: index, "expected a title without control characters, found a tab (U+0009)")
      }
      if byte == UInt8(ascii: "\\") {
        let escapedByte = bytes[index + 1]
        guard escapedByte == UInt8(ascii: "\"") || escapedByte == UInt8(ascii: "\\") else {
          var end = index + 2
          while end < close && bytes[end] & 0xC0 == 0x80 { end += 1 }
          throw error(
            .invalidEscape, at: index,
            "expected `\\\"` or `\\\\` in a title, found " + shown(index, end))
        }
        index += 1
      }
      index += 1
    }
    position = close + 1
    if position < count && !LineScanner.isBlank(bytes[position]) {
      throw unexpected(
        .malformedStatement, position, blankOrEnd(from: position), expected: "a space after the title")
    }
    lastTokenEnd = position
    return Token(start: open + 1, end: close, quoted: true, escaped: escaped)
  }

  /// A title's text: its bytes with each escape replaced by the character it stands for.
  func title(_ token: Token) -> String {
    guard token.escaped else { return text(token) }
    var unescaped: [UInt8] = []
    unescaped.reserveCapacity(token.end - token.start)
    var index = token.start
    while index < token.end {
      if bytes[index] == UInt8(ascii: "\\") { index += 1 }
      unescaped.append(bytes[index])
      index += 1
    }
    // Only backslashes (ASCII) were left out of a checked line: still UTF-8.
    return unescaped.withUnsafeBufferPointer { String(wellFormedUTF8: $0) }
  }

  /// The next token, which must be there: one call, for the statements read once per trace.
  @inline(never)
  mutating func required(_ expected: @autoclosure () -> String) throws(TraceError) -> Token {
    guard let token = try next() else { throw errorAtEnd(.malformedStatement, expected: expected()) }
    return token
  }

  /// ``required(_:)`` written into its caller, for an input's line.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  mutating func requiredInlined(_ expected: @autoclosure () -> String) throws(TraceError) -> Token {
    guard let token = try nextInlined() else { throw errorAtEnd(.malformedStatement, expected: expected()) }
    return token
  }

  /// The next token, which must be there and be unquoted: one call, for the statements read once per
  /// trace.
  @inline(never)
  mutating func requiredWord(_ expected: @autoclosure () -> String) throws(TraceError) -> Token {
    let token = try required(expected())
    if token.quoted { throw unexpected(.malformedStatement, token, expected: expected()) }
    return token
  }

  /// ``requiredWord(_:)`` written into its caller, for an input's line.
  #if hasFeature(Embedded)
    @inline(never)  // the wasm's size: one copy
  #else
    @inline(__always)
  #endif
  mutating func requiredWordInlined(_ expected: @autoclosure () -> String) throws(TraceError) -> Token {
    let token = try requiredInlined(expected())
    if token.quoted { throw unexpected(.malformedStatement, token, expected: expected()) }
    return token
  }

  /// Nothing but a comment may follow.
  @inline(never)
  mutating func end(after what: @autoclosure () -> String) throws(TraceError) {
    if let token = try next() {
      throw unexpected(.malformedStatement, token, expected: "end of line after " + what())
    }
  }
}
